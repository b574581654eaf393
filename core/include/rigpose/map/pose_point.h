#pragma once
// A place on the pose: a body-18 joint, or the midpoint of two (mid_hip, mid_shoulder).
#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "rigpose/body/body18.h"

namespace rigpose::map {

// `joints` holds the same joint twice for a plain joint, so every point is a midpoint.
struct PosePoint {
    std::string name;
    std::array<body::Joint, 2> joints{};
};

// PosePoint by name: a body-18 joint or a derived point; nullopt for anything else.
std::optional<PosePoint> posePoint(std::string_view name);

}  // namespace rigpose::map
