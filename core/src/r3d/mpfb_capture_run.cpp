#include "rigpose/r3d/mpfb_capture_run.h"

#include <algorithm>
#include <cctype>

#include "rigpose/util/comma_list.h"
#include "rigpose/util/number_format.h"

namespace rigpose::r3d {

std::optional<std::string> skeletonTypeOfRig(const std::string& rigPath)
{
    const std::size_t slash = rigPath.find_last_of('/');
    const std::string name = slash == std::string::npos ? rigPath : rigPath.substr(slash + 1);
    std::string lower = name;
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (name.size() <= 9 || name.rfind("rig.", 0) != 0 || !lower.ends_with(".json"))
        return std::nullopt;
    return name.substr(4, name.size() - 9);
}

std::string counted(std::size_t n, const std::string& what)
{
    return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
}

MpfbCaptureRun runMpfbCapture(const RigFile& rig, const std::string& rigPath, const RigFile& clipFile,
                              const std::string& clipPath, std::size_t frame, MpfbCaptureOptions options,
                              const std::string& outPath)
{
    MpfbCaptureRun run;
    const auto clip = clipOntoRig(clipFile, rig.skeleton, clipPath);
    if (!clip.ok())
        return run.refusals = clip.refusals, run;
    if (frame >= clip.value.frames) {
        run.refusals.add("MPFB_FRAME", clipPath + ": has " + std::to_string(clip.value.frames) +
                                           " frames, so --frame " + std::to_string(frame) +
                                           " is none of them; give 0 to " + std::to_string(clip.value.frames - 1));
        return run;
    }
    std::vector<std::string> missing;
    for (const std::string& bone : options.bones)
        if (std::none_of(rig.skeleton.bones.begin(), rig.skeleton.bones.end(),
                         [&](const Bone3& b) { return b.name == bone; }))
            missing.push_back(bone);
    if (!missing.empty()) {
        run.refusals.add("MPFB_POSE_RIG", rigPath + ": has no bone " + commaList(missing) +
                                              " of those --bones names; name the rig's own bones");
        return run;
    }
    if (options.skeletonType.empty())
        options.skeletonType = skeletonTypeOfRig(rigPath).value_or("unknown");

    run.pose = captureMpfbPose(rig.skeleton, clip.value, frame, options);
    run.text = mpfbPoseText(run.pose);
    // Read back as MPFB and `mpfb apply` will read it: a clip past the reader's ranges, or a bone
    // name that is not UTF-8, is refused here rather than written.
    const auto back = readMpfbPoseText(run.text, outPath);
    if (!back.ok())
        return run.refusals = back.refusals, run;

    std::string originals = "originals 0 (skeleton type \"" + options.skeletonType +
                            "\" is not default or default_no_toes, so no scaling)";
    if (run.pose.originalSpineLength > 0)
        originals = "originals: spine " + formatFixed(run.pose.originalSpineLength, 4) + " m, shoulders " +
                    formatFixed(run.pose.originalShoulderWidth, 4) + " m";
    run.lines.push_back("CAPTURE frame " + std::to_string(frame) + " of " + clipPath + " (" +
                        std::to_string(clip.value.frames) + " frames) on " + rigPath + ": " +
                        std::string(captureModeName(options.mode)) + ", skeleton type " + options.skeletonType + ", " +
                        counted(run.pose.rotations.size(), "rotation") + " (" +
                        std::string(rotationModeName(options.rotationMode)) + "), " +
                        counted(run.pose.translations.size(), "translation") + "; " + originals);
    return run;
}

}  // namespace rigpose::r3d
