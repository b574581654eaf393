#pragma once
// The frames a bone's rotate keeps whatever the fit finds (not installed; reduce_stage.cpp).

#include <cstddef>
#include <optional>
#include <vector>

#include "rigpose/map/map.h"
#include "rigpose/rig/rig.h"
#include "rigpose/stage/guards.h"
#include "rigpose/switches/switches.h"

namespace rigpose::reduce::detail {

// [rig bone][frames kept], unsorted: the ends of every SHORT, END-ON, FLIP and RANGE span on
// the bone, and the frames either side of each switch boundary on the bones of the chains the
// switch changes.
std::vector<std::vector<std::size_t>> keptFrames(const rig::Rig& rig, const map::Map& map, std::size_t frames,
                                                 const stage::Guards& guards, const stage::Limits& limits,
                                                 const std::optional<switches::Switches>& switches);

}  // namespace rigpose::reduce::detail
