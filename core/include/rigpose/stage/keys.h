#pragma once
// The keys a run solves from its targets (posed parents first), and what guides the solve
// besides them: each bone's range, each reach bone's end point, the nod's translate.
#include <optional>
#include <stop_token>
#include <utility>
#include <vector>

#include <Eigen/Core>

#include "rigpose/rig/rig.h"
#include "rigpose/stage/targets.h"

namespace rigpose::stage {

// Rotate keys per mapped bone and translate keys per frame, found by posing parents first so
// every bone lands on its target under whatever its parents did.
struct KeyTracks {
    std::vector<std::vector<double>> rotate;  // [mapped bone][frame], unwrapped frame to frame
    std::vector<Eigen::Vector2d> translate;   // [frame], in the translated bone's parent space
    // With guides: the key each bone was asked for before its range clamped it (wrapped), each
    // reach bone's posed world origin, the translated bone's posed world origin.
    std::vector<std::vector<double>> asked;            // [mapped bone][frame]
    std::vector<std::vector<Eigen::Vector2d>> origin;  // [mapped bone][frame]; reach bones only
    std::vector<Eigen::Vector2d> anchorOrigin;         // [frame]
    int nodBone = -1;                                  // the head, when the nod is keyed
    std::vector<Eigen::Vector2d> nodTranslate;         // [frame], in the head's parent's axes
    // scalex keys (a leg at its picture length, a planted leg stretched onto the floor, legs/):
    // the bone and, per frame, the multiplier of its setup scaleX; scaley ones on axis 'y' (a
    // trunk's length, ref #172).
    struct ScaleKeys {
        int bone = -1;
        std::vector<double> values;
        char axis = 'x';
    };
    std::vector<ScaleKeys> scaleX;
};

// What the keys need besides the targets: each mapped bone's range, and each reach bone's end
// point in the world per frame.
struct KeyGuides {
    std::vector<std::optional<std::pair<double, double>>> range;  // [mapped bone]
    std::vector<std::vector<Eigen::Vector2d>> reachEnd;           // [mapped bone][frame]; empty unless reach
    int nodBone = -1;                                             // the head bone, when a nod is keyed
    std::vector<Eigen::Vector2d> nodTranslate;                    // [frame]: its translate key, parent axes
};

// Without guides every bone is keyed onto `targets` as given. With them a reach bone's target is
// set from its posed origin and a bone past its range is clamped, its target set to where the
// clamp leaves its aim (so the gate measures against what was keyed); bones below follow.
KeyTracks solveKeys(const rig::Rig& rig, Targets& targets, const KeyGuides* guides = nullptr,
                    const std::stop_token& stop = {});

}  // namespace rigpose::stage
