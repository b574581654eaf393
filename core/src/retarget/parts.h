#pragma once
// Pieces of the retarget (not installed): held joint tracks, the targets, the keys, the motion.
#include <array>
#include <optional>
#include <string>
#include <vector>
#include <Eigen/Core>
#include "rigpose/retarget/retarget.h"
#include "rigpose/util/stop.h"

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

// Rotate keys per mapped bone and translate keys per frame, found by posing parents first so
// every bone lands on its target under whatever its parents did.
struct KeyTracks {
    std::vector<std::vector<double>> rotate;  // [mapped bone][frame], unwrapped frame to frame
    std::vector<Eigen::Vector2d> translate;   // [frame], in the translated bone's parent space
    // With guides (guards.h): the key each bone was asked for before its range clamped it
    // (wrapped), each reach bone's posed world origin, the translated bone's posed world origin.
    std::vector<std::vector<double>> asked;            // [mapped bone][frame]
    std::vector<std::vector<Eigen::Vector2d>> origin;  // [mapped bone][frame]; reach bones only
    std::vector<Eigen::Vector2d> anchorOrigin;         // [frame]
    int nodBone = -1;                                  // the head, when the nod is keyed
    std::vector<Eigen::Vector2d> nodTranslate;         // [frame], in the head's parent's axes
    // scalex keys (a planted leg stretched onto the floor, legs/): the bone and, per frame, the
    // multiplier of its setup scaleX.
    struct ScaleKeys {
        int bone = -1;
        std::vector<double> values;
    };
    std::vector<ScaleKeys> scaleX;
};
struct KeyGuides;
// Without guides every bone is keyed onto `targets` as given. With them a reach bone's target is
// set from its posed origin and a bone past its range is clamped, its target set to where the
// clamp leaves its aim (so the gate measures against what was keyed); bones below follow.
KeyTracks solveKeys(const rig::Rig& rig, Targets& targets, const KeyGuides* guides = nullptr,
                    const std::stop_token& stop = {});

// The output motion: the rig's own animations (when read) and the new one, built in `into` (the
// result's), so that a stop mid-build leaves the half-built motion where retarget() can hand it
// to the background to free (util/discard.h).
void buildMotion(const rig::Rig& rig, const motion::Motion* base, const std::string& name,
                 const std::vector<double>& frameTimes, const Targets& targets, const KeyTracks& keys,
                 motion::Motion& into, const std::stop_token& stop = {});

}  // namespace rigpose::retarget::detail
