#pragma once
// Pieces of the retarget (not installed): held joint tracks, the targets, the keys, the motion.
#include <array>
#include <optional>
#include <string>
#include <vector>
#include <Eigen/Core>
#include "rigpose/retarget/retarget.h"

namespace rigpose::retarget::detail {

// One person's joints over every frame, each missing or low-scored frame holding the last good
// value (the first good value before the first good frame).
struct HeldJoints {
    std::array<std::vector<Eigen::Vector2d>, body::kJointCount> at;
    std::array<std::vector<char>, body::kJointCount> good;
    std::array<bool, body::kJointCount> needed{};
    std::array<bool, body::kJointCount> everGood{};

    Eigen::Vector2d point(const map::PosePoint& p, std::size_t frame) const
    {
        return (at[body::index(p.joints[0])][frame] + at[body::index(p.joints[1])][frame]) / 2;
    }
    bool isGood(const map::PosePoint& p, std::size_t frame) const
    {
        return good[body::index(p.joints[0])][frame] && good[body::index(p.joints[1])][frame];
    }
};

HeldJoints holdJoints(const sequence::Sequence& seq, const std::string& person,
                      const std::array<bool, body::kJointCount>& needed, double minScore, std::vector<Hold>& holds);

// Every pose point the map reads, with who reads it (for POSE_POINT_NEVER_GOOD).
struct NeededPoint {
    map::PosePoint point;
    std::string user;  // chain "arm_r", translate, translate.scale
};
std::vector<NeededPoint> neededPoints(const map::Map& map);

// The picture angle of a -> b flipped into y up (degrees).
double pictureAngle(const Eigen::Vector2d& a, const Eigen::Vector2d& b);

// Rotate keys per mapped bone and translate keys per frame, found by posing parents first so
// every bone lands on its target under whatever its parents did.
struct KeyTracks {
    std::vector<std::vector<double>> rotate;  // [mapped bone][frame], unwrapped frame to frame
    std::vector<Eigen::Vector2d> translate;   // [frame], in the translated bone's parent space
};
KeyTracks solveKeys(const rig::Rig& rig, const Targets& targets);

// The output motion: the rig's own animations (when read) and the new one.
motion::Motion buildMotion(const rig::Rig& rig, const motion::Motion* base, const std::string& name,
                           const std::vector<double>& frameTimes, const Targets& targets, const KeyTracks& keys);

}  // namespace rigpose::retarget::detail
