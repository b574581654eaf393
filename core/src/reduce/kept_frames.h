#pragma once
// The frames a bone's rotate keeps whatever the fit finds (not installed; reduce_stage.cpp).

#include <cstddef>
#include <optional>
#include <vector>

#include "rigpose/legs/feet.h"
#include "rigpose/map/map.h"
#include "rigpose/rig/rig.h"
#include "rigpose/stage/guards.h"
#include "rigpose/stage/targets.h"
#include "rigpose/switches/switches.h"

namespace rigpose::reduce::detail {

// [rig bone][frames kept], unsorted: the ends of every SHORT, END-ON, FLIP and RANGE span on
// the bone, and the frames either side of each switch boundary on the bones of the chains the
// switch changes.
std::vector<std::vector<std::size_t>> keptFrames(const rig::Rig& rig, const map::Map& map, std::size_t frames,
                                                 const stage::Guards& guards, const stage::Limits& limits,
                                                 const std::optional<switches::Switches>& switches);

// [rig bone][frames kept], increasing: with --reduce-keep-planted (ref #251), every frame of each
// support span on the bones from the translated bone down to that side's landed ankle.
std::vector<std::vector<std::size_t>> plantedFrames(const rig::Rig& rig, const stage::Targets& targets,
                                                    const legs::Feet& feet);

// The bones from `bone` up to the translated bone, both included (only `bone` when the
// translated bone is not above it).
std::vector<int> legFromHip(const rig::Rig& rig, const stage::Targets& targets, int bone);

}  // namespace rigpose::reduce::detail
