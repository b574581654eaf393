#pragma once
// Where an aimed bone points on a posed rig: the direction its segment has to match.
#include <span>
#include <Eigen/Core>
#include "rigpose/map/map.h"
#include "rigpose/rig/poser.h"

namespace rigpose::map {

// The aim's direction (not normalised) for bone `bone` in the world of `pose`.
Eigen::Vector2d aimVector(const Aim& aim, int bone, std::span<const rig::WorldTransform> pose);

// Degrees, counter-clockwise, y up, in (-180, 180].
double directionDegrees(const Eigen::Vector2d& v);
// `degrees` brought into (-180, 180].
double wrapDegrees(double degrees);

// True when `bone` is `ancestor` or hangs below it.
bool descendsFrom(const rig::Rig& rig, int bone, int ancestor);

}  // namespace rigpose::map
