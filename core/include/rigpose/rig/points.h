#pragma once
// Named points of a posed rig, as maps and checks write them: "arm" (the bone's origin),
// "arm:tip" (its origin plus its length along its x axis) and "a+b" (the midpoint of two
// points, each of which may itself be a bone or a tip).

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <Eigen/Core>

#include "rigpose/rig/poser.h"
#include "rigpose/util/refusal.h"

namespace rigpose::rig {

struct PointRef {
    struct End {
        int bone = -1;
        bool tip = false;
        double length = 0;  // the bone's setup length, for tips
    };
    std::vector<End> ends;  // one, or two for a midpoint
    std::string text;       // as written
};

// RIG_POINT when `text` names no bone of `rig`, or has a shape other than the three.
Loaded<PointRef> parsePoint(const Rig& rig, std::string_view text);

// Where `point` is in the world of `pose` (one transform per bone of the rig).
Eigen::Vector2d pointAt(const PointRef& point, std::span<const WorldTransform> pose);

}  // namespace rigpose::rig
