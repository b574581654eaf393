#pragma once
// The gated build read back from its bytes (not installed).
#include <optional>
#include <string>
#include <string_view>
#include "rigpose/motion/timelines.h"
#include "rigpose/rig/rig.h"

namespace rigpose::retarget::detail {

struct ReadBack {
    rig::Rig rig;                        // bones only: what posing needs
    motion::CompiledAnimation animation; // its bone timelines
};

// Nullopt (and `why`) when the bytes do not give back a poseable skeleton and animation.
std::optional<ReadBack> readBack(std::string_view skeletonJson, const std::string& animation, std::string& why);

}  // namespace rigpose::retarget::detail
