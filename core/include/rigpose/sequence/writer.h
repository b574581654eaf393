#pragma once
// Writing rig-pose-sequence at the minor its content needs (/1, /1.1 with a pelvis track,
// /1.2 with depth), streamed a frame per line. Values are rounded once, here (docs/formats.md).

#include <ostream>
#include <stop_token>
#include <string>

#include "rigpose/sequence/sequence.h"

namespace rigpose::sequence {

// Decimals each kind of value is written with.
namespace decimals {
inline constexpr int kTime = 6;      // seconds
inline constexpr int kPosition = 3;  // picture px
inline constexpr int kScore = 4;
inline constexpr int kSize = 3;        // width, height
inline constexpr int kPelvisTilt = 3;  // degrees
inline constexpr int kDepthRatio = 4;
inline constexpr int kCameraScale = 6;
inline constexpr int kCameraShift = 3;  // px
inline constexpr int kFps = 6;
}  // namespace decimals

std::string specString(int minor);
// A stop requested through `stop` throws rigpose::Stopped between two frames (util/stop.h).
void writeSequence(std::ostream& out, const Sequence& seq, const std::stop_token& stop = {});
std::string sequenceToText(const Sequence& seq, const std::stop_token& stop = {});

}  // namespace rigpose::sequence
