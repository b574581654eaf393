#pragma once
// The gated build read back from its bytes (not installed).
#include <optional>
#include <string>
#include <string_view>
#include <vector>
#include "rigpose/motion/timelines.h"
#include "rigpose/rig/rig.h"
#include "rigpose/util/stop.h"

namespace rigpose::retarget::detail {

struct ReadBack {
    rig::Rig rig;                         // bones only: what posing needs
    motion::CompiledAnimation animation;  // its bone timelines
};

// Nullopt (and `why`) when the bytes do not give back a poseable skeleton and animation.
// `stop` is checked once a key.
std::optional<ReadBack> readBack(std::string_view skeletonJson, const std::string& animation, std::string& why,
                                 const std::stop_token& stop = {});

// Why each of `animations` does not read back from the bytes, in one pass over them (empty when
// all do): a base motion of 10,000 animations was read back 10,000 times, once for each.
std::vector<std::string> readBackEvery(std::string_view skeletonJson, const std::vector<std::string>& animations,
                                       const std::stop_token& stop = {});

}  // namespace rigpose::retarget::detail
