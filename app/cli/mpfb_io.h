#pragma once
// What the mpfb commands share: the skeleton type a rig's file name gives, the mode flags read,
// and a pose's --out planned like an r3d command's.

#include <optional>
#include <string>

#include "args.h"
#include "r3d_io.h"
#include "rigpose/r3d/mpfb_capture_run.h"
#include "rigpose/r3d/mpfb_pose.h"

namespace rigpose::cli {

// --mode read, or nullopt with `error` set (a usage error) for a word that is no mode.
std::optional<r3d::CaptureMode> captureModeFlag(const ParsedArgs& args, std::string& error);

// A pose's --out: a .json (R3D_FORMAT otherwise), where it may go (ARG_PATH), never onto an input.
Loaded<ClipOut> planPoseOut(const ParsedArgs& args, const std::vector<NamedPath>& inputs);

// --frame as a frame index, or nullopt with `error` set.
std::optional<std::size_t> frameFlag(const ParsedArgs& args, std::string& error);

}  // namespace rigpose::cli
