#pragma once
// Writing rigc-motion/1: keys in a fixed order (the order rig-c documents them), every
// number rounded once to 1e-6 (times on rig-c's grid, values as it writes them), so the same
// Motion always gives the same bytes and a file read and written again is unchanged.

#include <optional>
#include <stop_token>
#include <string>

#include "rigpose/motion/motion.h"
#include "rigpose/util/refusal.h"

namespace rigpose::motion {

inline constexpr int kMotionDecimals = 6;

json motionJson(const Motion& motion);
// `stop` is checked key by key (rigpose/util/stop.h): a long clip's text takes a second or so.
std::string motionText(const Motion& motion, const std::stop_token& stop = {});
// Written to a temporary name beside `path`, then renamed; ARG_PATH when that fails.
std::optional<Refusal> writeMotionFile(const std::string& path, const Motion& motion);

}  // namespace rigpose::motion
