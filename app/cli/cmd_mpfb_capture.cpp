// rig-pose mpfb capture: a frame of a clip on a rig taken as an MPFB pose file
// (core/r3d/mpfb_pose), which MPFB and `mpfb apply` read.

#include <algorithm>

#include "commands.h"
#include "mpfb_io.h"
#include "output.h"
#include "rigpose/r3d/mpfb_capture_run.h"

namespace rigpose::cli {

namespace {

std::vector<std::string> boneList(const std::string& text)
{
    std::vector<std::string> out;
    std::size_t at = 0;
    while (at <= text.size()) {
        const std::size_t comma = std::min(text.find(',', at), text.size());
        if (comma > at)
            out.push_back(text.substr(at, comma - at));
        at = comma + 1;
    }
    return out;
}

int runMpfbCapture(const ParsedArgs& args)
{
    for (const char* flag : {"rig", "clip", "frame", "out"})
        if (!args.has(flag))
            return usageError("mpfb capture", std::string("--") + flag + " is required");
    std::string error;
    const auto frame = frameFlag(args, error);
    r3d::MpfbCaptureOptions options;
    options.mode = captureModeFlag(args, error).value_or(r3d::CaptureMode::Fk);
    if (args.has("bones"))
        options.bones = boneList(*args.value("bones"));
    if (const auto word = args.value("rotation-mode")) {
        if (const auto m = r3d::rotationModeNamed(*word))
            options.rotationMode = *m;
        else if (error.empty())
            error = "--rotation-mode takes XYZ, XZY, YXZ, YZX, ZXY, ZYX, QUATERNION or AXIS_ANGLE, not \"" + *word +
                    "\"";
    }
    if (error.empty() && options.mode == r3d::CaptureMode::Partial && options.bones.empty())
        error = "a partial pose takes only the bones --bones names; give them (a,b,c)";
    if (error.empty() && options.mode != r3d::CaptureMode::Partial && args.has("bones"))
        error = "--bones picks the bones of a partial pose; give --mode partial too";
    if (!error.empty())
        return usageError("mpfb capture", error);

    const std::string rigPath = *args.value("rig"), clipPath = *args.value("clip");
    const auto out = planPoseOut(args, {{"--rig", rigPath}, {"--clip", clipPath}});
    if (!out.ok())
        return refuse(out.refusals);
    const auto rig = r3d::readRigFile(rigPath);
    if (!rig.ok())
        return refuse(rig.refusals);
    const auto clipFile = r3d::readRigFile(clipPath);
    if (!clipFile.ok())
        return refuse(clipFile.refusals);
    options.skeletonType = args.value("skeleton-type").value_or("");
    const r3d::MpfbCaptureRun run = r3d::runMpfbCapture(rig.value, rigPath, clipFile.value, clipPath, *frame, options,
                                                        out.value.path);
    if (!run.ok())
        return refuse(run.refusals);
    for (const std::string& line : run.lines)
        printLine(line);
    const std::string& text = run.text;
    if (auto refused = writeClipOut(out.value, text))
        return refuse(*refused);
    printLine("wrote " + out.value.path + " (MPFB pose)");
    return kExitWritten;
}

}  // namespace

Command mpfbCaptureCommand()
{
    CommandSpec spec{
        "mpfb capture",
        "take a frame of a 3D clip on a rig as an MPFB pose file",
        "rig-pose mpfb capture --rig rig.default.json --clip walk-mpfb.bvh --frame 40 --out stride.json",
        {
            {"rig", "rig", "the rig the pose is of: an MPFB rig .json, .bvh, .gltf, .glb or 3D clip .json"},
            {"clip", "clip", "the motion: a clip on the rig (.bvh, glTF, 3D clip), its bones matched by name"},
            {"frame", "n", "the frame taken, counted from 0"},
            {"out", "pose.json", "where the pose goes (.json)"},
            {"mode", "fk|ik|partial",
             "fk (the default): every bone's turn and the roots' moves; ik: also *_ik and *_grip bones' moves; "
             "partial: only --bones"},
            {"bones", "a,b", "the bones a partial pose holds"},
            {"skeleton-type", "type", "the pose's skeleton_type (from a rig named rig.<type>.json, else unknown)"},
            {"rotation-mode", "mode",
             "how each turn is stored: XYZ (the default), XZY, YXZ, YZX, ZXY, ZYX, "
             "QUATERNION or AXIS_ANGLE"},
        }};
    return {spec, runMpfbCapture};
}

}  // namespace rigpose::cli
