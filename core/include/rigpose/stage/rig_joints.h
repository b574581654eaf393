#pragma once
// Where the rig puts the pose's joints: the start or end of the mapped segment at a joint, the
// map's two legs and their thigh roots, and every bone's world transform as the keys pose it.
#include <array>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include <Eigen/Core>

#include "rigpose/map/map.h"
#include "rigpose/rig/poser.h"
#include "rigpose/stage/keys.h"
#include "rigpose/stage/targets.h"

namespace rigpose::stage {

// Where the rig puts a pose joint in `world`: the start of a mapped segment that starts at it
// (the bone's origin, or a between-aim's first point) or the end of one that ends at it (an "x"
// bone's tip, or its aim point). Nullopt when no mapped segment touches the joint.
std::optional<Eigen::Vector2d> rigJointStart(const map::Map& map, std::span<const rig::WorldTransform> world,
                                             std::string_view joint);
std::optional<Eigen::Vector2d> rigJointEnd(const map::Map& map, const rig::Rig& rig,
                                           std::span<const rig::WorldTransform> world, std::string_view joint);

// The two legs of the map: per side (r, l) the chain whose joints hold both its hip and ankle.
struct Legs {
    std::array<const map::Chain*, 2> chain{};
    bool both() const { return chain[0] && chain[1]; }
};
Legs legsOf(const map::Map& map);
// The thigh roots (r, l) in `world`: each leg chain's bone that starts at its hip.
std::optional<std::array<Eigen::Vector2d, 2>> thighRoots(const map::Map& map,
                                                         std::span<const rig::WorldTransform> world);

// Every bone's world transform on frame `f` as the keys pose it (rotate, the translate, the nod).
void posedWorld(const rig::Poser& poser, const Targets& targets, const KeyTracks& keys, std::size_t f,
                std::vector<rig::LocalPose>& locals, std::vector<rig::WorldTransform>& world);

}  // namespace rigpose::stage
