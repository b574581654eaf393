#pragma once
// What the pose asks of every mapped bone on every frame: the targets every stage reads and the
// guards change, and the origins and scales the gate lands besides the angles.
#include <optional>
#include <string>
#include <vector>

#include <Eigen/Core>

#include "rigpose/map/map.h"

namespace rigpose::stage {

inline constexpr double kOriginTolerance = 0.01;  // world units
inline constexpr double kAngleTolerance = 0.01;   // degrees

// A bone other than the translated one whose origin the keys move (the head's nod): where the
// keys put it on every frame, landed like the translated origin.
// Or a point in the bone's own axes (an ankle: the tip of its shin) under its own tolerance.
struct OriginTarget {
    int bone = -1;
    std::string what;                                 // named in its refusal: "the nod"
    std::vector<Eigen::Vector2d> origins;             // world, per pose frame
    Eigen::Vector2d local = Eigen::Vector2d::Zero();  // the point landed, in the bone's axes
    std::string kind = "origin";                      // the landing's kind: "origin", or "foot" for an ankle
    double tolerance = kOriginTolerance;
    std::string label;  // the landing's name when not the bone's ("r_shin:tip")
    int side = -1;      // an ankle's side (0 r, 1 l); -1 for any other point
    // With --reduce-keep-planted (ref #251) an ankle lands twice: on its side's support frames
    // ("support") and off them ("off-support"), each counting only its own frames (`counted`,
    // per pose frame; empty: every frame).
    std::string on;
    std::vector<char> counted;
};

// A bone whose x axis the keys stretch (a planted leg held on the floor): its world x axis's
// length on every frame, as a share of its length at setup, landed within kScaleTolerance.
inline constexpr double kScaleTolerance = 1e-4;
// With `keyed` the keys set the bone's scale so it lands on it (--leg-scale: a leg segment at its
// picture length); otherwise a later stage keys it (the stretch) and the target only checks.
// `axis` is the bone's axis whose length it is: 'x', or 'y' (a trunk aimed along its y).
struct ScaleTarget {
    int bone = -1;
    std::string what;
    std::vector<double> lengths;  // per pose frame
    bool keyed = false;
    char axis = 'x';
};

// What the pose asked of every mapped bone on every frame.
struct Targets {
    std::vector<map::Map::MappedBone> bones;  // in map order
    std::vector<map::Aim> aims;               // one per mapped bone
    std::vector<double> angles;               // world degrees, frame-major: [frame * bones + b]
    int translatedBone = -1;
    std::vector<Eigen::Vector2d> origins;   // the translated bone's world origin per frame
    std::vector<OriginTarget> moreOrigins;  // set just before the gate
    std::vector<ScaleTarget> scales;        // bones the keys stretch (legs/)
    std::size_t frames = 0;
    // With --reduce (issue 37): each mapped bone's angle tolerance and the translated origin's,
    // the gate's own widened by what the reduction allows; empty or none: the gate's own. And
    // each frame's key time, since a reduced track no longer keys every frame.
    std::vector<double> angleTolerances;
    std::optional<double> originTolerance;
    std::vector<double> keyTimes;
};

}  // namespace rigpose::stage
