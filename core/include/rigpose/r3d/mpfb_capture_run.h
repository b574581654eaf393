#pragma once
// One `rig-pose mpfb capture` short of writing (issue 40): a frame of a clip carried onto the
// rig, checked, taken as a pose, and its text read back as MPFB reads it; the CAPTURE line the
// command prints. The CLI and the studio's export of the current frame both run it.

#include <optional>
#include <string>
#include <vector>

#include "rigpose/r3d/mpfb_pose.h"
#include "rigpose/r3d/rig_file.h"

namespace rigpose::r3d {

struct MpfbCaptureRun {
    RefusalList refusals;
    std::vector<std::string> lines;  // the CAPTURE line
    MpfbPose pose;
    std::string text;  // the pose file's bytes

    bool ok() const { return refusals.empty(); }
};

// `rig` and `clipFile` as read from `rigPath` and `clipPath` (named in lines and refusals);
// `options.skeletonType` empty: the rig's file name's (skeletonTypeOfRig), else "unknown".
// Refused MPFB_FRAME (no such frame), MPFB_POSE_RIG (a --bones name the rig lacks), or by the
// clip's match and the pose reader's codes; `outPath` names the pose in the reader's messages.
MpfbCaptureRun runMpfbCapture(const RigFile& rig, const std::string& rigPath, const RigFile& clipFile,
                              const std::string& clipPath, std::size_t frame, MpfbCaptureOptions options,
                              const std::string& outPath);

// "default" for .../rig.default.json, as MPFB names its rigs; none for any other name.
std::optional<std::string> skeletonTypeOfRig(const std::string& rigPath);

// "1 bone", "3 bones".
std::string counted(std::size_t n, const std::string& what);

}  // namespace rigpose::r3d
