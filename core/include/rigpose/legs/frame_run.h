#pragma once
// The legs' frames and sides: a run of pose frames is an inclusive [first, last] pair, and a
// side is indexed as body-18 names it (0 r, 1 l).
#include <cstddef>
#include <utility>

namespace rigpose::legs {

using FrameRun = std::pair<std::size_t, std::size_t>;  // inclusive

inline constexpr int kNoSide = -1;  // no foot supports (a jump, a released step, flight)
inline const char* sideName(int side) { return side == 0 ? "r" : side == 1 ? "l" : "none"; }

}  // namespace rigpose::legs
