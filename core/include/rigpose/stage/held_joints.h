#pragma once
// The person's joints held over the frames they are missing or scored low on (HOLD), the pose
// points a map reads, and the picture's angle between two of them: what every stage reads of the
// pose.
#include <array>
#include <stop_token>
#include <string>
#include <vector>

#include <Eigen/Core>

#include "rigpose/body/body18.h"
#include "rigpose/map/map.h"
#include "rigpose/sequence/sequence.h"

namespace rigpose::stage {

// A joint held over frames from..to at frame `source`'s value (HOLD).
struct Hold {
    std::string point;
    std::size_t from = 0, to = 0, source = 0;
    std::string why;
};

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

// The steps that run over every frame take the run's stop token and check it as they go.
HeldJoints holdJoints(const sequence::Sequence& seq, const std::string& person,
                      const std::array<bool, body::kJointCount>& needed, double minScore, std::vector<Hold>& holds,
                      const std::stop_token& stop = {});

// Every pose point the map reads, with who reads it (for POSE_POINT_NEVER_GOOD).
struct NeededPoint {
    map::PosePoint point;
    std::string user;     // chain "arm_r", translate, translate.scale
    std::string chain{};  // the chain that reads it (arm_r), empty for the translate
};
std::vector<NeededPoint> neededPoints(const map::Map& map);

// The picture angle of a -> b flipped into y up (degrees).
double pictureAngle(const Eigen::Vector2d& a, const Eigen::Vector2d& b);

}  // namespace rigpose::stage
