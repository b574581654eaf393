#pragma once
// Whether a motion held in memory compiles to the same build as the motion read back from its
// written bytes (not installed). The gate compiles the in-memory motion while the written bytes
// are validated on another thread, and keeps that build only when this says it is the build of
// the bytes; otherwise it compiles the read-back motion as well.
#include <stop_token>

#include "rigpose/motion/motion.h"

namespace rigpose::retarget::detail {

// True when every part of the two motions is equal, except that a linear or stepped key's numbers
// may differ by the writer's rounding: the compile rounds those to the same 1e-6 before using
// them (motion/timelines.h). A curve's handles are computed from its keys' values, so keys with
// a named or Bézier curve must be equal exactly.
// `stop` is checked once a key.
bool compilesTheSame(const motion::Motion& inMemory, const motion::Motion& written, const std::stop_token& stop = {});

}  // namespace rigpose::retarget::detail
