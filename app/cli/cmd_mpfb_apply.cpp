// rig-pose mpfb apply: an MPFB pose file (or a pose of MPFB's library by name) put on a rig as
// one frame (core/r3d/mpfb_pose), written as a BVH, a GLB or a 3D clip, or as the rig with the
// pose for its rest.

#include <algorithm>
#include <cctype>
#include <set>

#include "commands.h"
#include "mpfb_io.h"
#include "output.h"
#include "rigpose/util/comma_list.h"
#include "rigpose/util/number_format.h"

namespace rigpose::cli {

namespace {

bool namesAFile(const std::string& pose)
{
    std::string lower = pose;
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return lower.ends_with(".json") || pose.find('/') != std::string::npos;
}

// The pose's file: --pose itself, or the library's pose of that name for the rig's skeleton
// type (fk before ik before partial when --mode does not pick).
Loaded<std::string> posePath(const ParsedArgs& args, const std::optional<r3d::CaptureMode>& mode)
{
    Loaded<std::string> out;
    const std::string pose = *args.value("pose");
    if (namesAFile(pose))
        return out.value = pose, out;
    const auto type = args.has("skeleton-type") ? args.value("skeleton-type")
                                                : r3d::skeletonTypeOfRig(*args.value("rig"));
    const auto refuse = [&](const std::string& why) {
        out.refusals.add("MPFB_POSE_NAME", "--pose \"" + pose + "\": " + why);
        return out;
    };
    if (!type)
        return refuse(
            "is a pose's name, and the rig's file is not named rig.<type>.json, so its skeleton type is "
            "not known; give --skeleton-type (default, game_engine, ...)");
    if (!args.has("system-poses") && !args.has("user-poses"))
        return refuse(
            "is a pose's name; give the library it is in with --system-poses or --user-poses, or give "
            "the pose's .json file");
    std::vector<std::string> names;
    for (const auto& e :
         r3d::mpfbPoseLibrary(args.value("system-poses").value_or(""), args.value("user-poses").value_or(""))) {
        if (e.skeleton != *type || (mode && e.mode != r3d::captureModeName(*mode)))
            continue;
        if (e.name == pose)
            return out.value = e.path, out;
        names.push_back(e.name + " (" + e.mode + ")");
    }
    return refuse("is no pose of skeleton type \"" + *type + "\"" +
                  (mode ? " in mode " + std::string(r3d::captureModeName(*mode)) : std::string()) +
                  " in the library; its poses: " + (names.empty() ? std::string("none") : commaList(names)));
}

std::string fixed(double v, int decimals)
{
    std::string out;
    appendFixed(out, v, decimals);
    return out;
}

std::string scaleLine(const r3d::MpfbPose& pose, const r3d::Skeleton3& rig, const r3d::MpfbApplied& applied)
{
    if (applied.scaled)
        return "SCALE translations: Z × " + fixed(applied.spineScale, 4) + " (spine " +
               fixed(*r3d::mpfbSpineLength(rig), 4) + " m, captured on " + fixed(pose.originalSpineLength, 4) +
               " m), X and Y × " + fixed(applied.shoulderScale, 4) + " (shoulders " +
               fixed(*r3d::mpfbShoulderWidth(rig), 4) + " m, captured on " + fixed(pose.originalShoulderWidth, 4) +
               " m)";
    if (!(pose.originalSpineLength > 0 && pose.originalShoulderWidth > 0))
        return "SCALE none: the pose's original_spine_length and original_shoulder_width are not both above 0 "
               "(it was not captured on MPFB's default body)";
    return "SCALE none: the rig lacks spine05 and spine01, or shoulder01.L and shoulder01.R, to measure";
}

int runMpfbApply(const ParsedArgs& args)
{
    for (const char* flag : {"rig", "pose", "out"})
        if (!args.has(flag))
            return usageError("mpfb apply", std::string("--") + flag + " is required");
    std::string error;
    const auto givenMode = captureModeFlag(args, error);
    const auto frame = frameFlag(args, error);
    if (error.empty() && args.has("frame") && !args.has("clip"))
        error = "--frame picks a frame of --clip; give --clip too";
    if (!error.empty())
        return usageError("mpfb apply", error);

    const auto path = posePath(args, givenMode);
    if (!path.ok())
        return refuse(path.refusals);
    std::vector<NamedPath> inputs{{"--rig", *args.value("rig")}, {"--pose", path.value}};
    if (args.has("clip"))
        inputs.push_back({"--clip", *args.value("clip")});
    const auto out = planClipOut(args, inputs);
    if (!out.ok())
        return refuse(out.refusals);
    const auto rig = r3d::readRigFile(*args.value("rig"));
    if (!rig.ok())
        return refuse(rig.refusals);
    const auto pose = r3d::readMpfbPoseFile(path.value);
    if (!pose.ok())
        return refuse(pose.refusals);
    const auto folderMode = r3d::captureModeOfPath(path.value);
    const r3d::CaptureMode mode = givenMode.value_or(folderMode.value_or(r3d::CaptureMode::Fk));

    std::optional<r3d::Clip3> base;
    const std::size_t baseFrame = frame.value_or(0);
    if (args.has("clip")) {
        const std::string clipPath = *args.value("clip");
        const auto clipFile = r3d::readRigFile(clipPath);
        if (!clipFile.ok())
            return refuse(clipFile.refusals);
        auto onto = r3d::clipOntoRig(clipFile.value, rig.value.skeleton, clipPath);
        if (!onto.ok())
            return refuse(onto.refusals);
        if (baseFrame >= onto.value.frames)
            return refuse(Refusal{"MPFB_FRAME", clipPath + ": has " + std::to_string(onto.value.frames) +
                                                    " frames, so --frame " + std::to_string(baseFrame) +
                                                    " is none of them; give 0 to " +
                                                    std::to_string(onto.value.frames - 1)});
        base = std::move(onto.value);
    }
    const auto applied = r3d::applyMpfbPose(rig.value.skeleton, pose.value, mode, base ? &*base : nullptr, baseFrame);
    if (!applied.ok()) {
        // Core's words name no file; the pose is the one to fix.
        RefusalList named;
        for (const Refusal& r : applied.refusals.items())
            named.add(r.code, path.value + ": " + r.message, r.place);
        return refuse(named);
    }

    const r3d::MpfbPose& p = pose.value;
    const std::string modeWord = std::string(r3d::captureModeName(mode)) + (givenMode    ? ""
                                                                            : folderMode ? " (its folder's)"
                                                                                         : " (by default)");
    std::string start = "from the rest";
    if (mode == r3d::CaptureMode::Partial && base)
        start = "from frame " + std::to_string(baseFrame) + " of " + *args.value("clip");
    else if (base)
        start += " (--clip is where a partial pose starts; " + std::string(r3d::captureModeName(mode)) +
                 " starts from the rest)";
    printLine("POSE " + path.value + ": skeleton type " + p.skeletonType + ", " + modeWord + ", " + start + "; " +
              r3d::counted(p.rotations.size(), "rotation") + ", " + r3d::counted(p.translations.size(), "translation"));
    std::set<std::string> named;
    for (const auto& r : p.rotations)
        named.insert(r.bone);
    for (const auto& t : p.translations)
        named.insert(t.first);
    const auto& unknown = applied.value.unknownBones;
    printLine("SET " + r3d::counted(named.size() - unknown.size(), "bone") + " of the rig's " +
              std::to_string(rig.value.skeleton.bones.size()));
    printLine(unknown.empty() ? std::string("LACKS none: every bone the pose names is on the rig")
                              : "LACKS " + r3d::counted(unknown.size(), "bone") +
                                    " the pose names, not on the rig (left out): " + commaList(unknown));
    printLine(scaleLine(p, rig.value.skeleton, applied.value));

    const bool asRest = args.has("as-rest");
    const r3d::Skeleton3 written = asRest ? r3d::posedAsRest(rig.value.skeleton, applied.value.clip)
                                          : rig.value.skeleton;
    const r3d::Clip3 clip = asRest ? r3d::restClip(written, applied.value.clip.frameTime) : applied.value.clip;
    const std::string name = r3d::stemOf(path.value);
    if (auto refused = writeClipOut(out.value, r3d::clipOutBytes(out.value.format, written, clip, name)))
        return refuse(*refused);
    printLine("wrote " + out.value.path + " (" + std::string(r3d::clipOutFormatName(out.value.format)) + ", " +
              std::to_string(written.bones.size()) + " bones, " +
              (asRest ? "the pose as the rig's rest" : "one frame") + ")");
    return kExitWritten;
}

}  // namespace

Command mpfbApplyCommand()
{
    CommandSpec spec{
        "mpfb apply",
        "put an MPFB pose on a 3D rig as one frame, or as the rig's rest",
        "rig-pose mpfb apply --rig rig.default.json --pose default_fk/t-pose.json --out t-pose.glb",
        {
            {"rig", "rig", "the rig posed: an MPFB rig .json, .bvh, .gltf, .glb or 3D clip .json"},
            {"pose", "pose", "an MPFB pose .json, or a pose's name in the library (--system-poses, --user-poses)"},
            {"out", "file", "where the posed rig goes: .bvh, .glb or .json (rig-pose-clip3d/1)"},
            {"mode", "fk|ik|partial",
             "how the pose is applied (the pose folder's suffix, else fk): fk and ik from the rest, partial "
             "over --clip's frame setting only the pose's bones"},
            {"clip", "clip", "a partial pose's start: a clip on the rig (.bvh, glTF, 3D clip), matched by name"},
            {"frame", "n", "the frame of --clip a partial pose starts from, counted from 0 (0 when not given)"},
            {"as-rest", "", "write the rig with the pose as its rest, instead of a frame over the rig's own rest"},
            {"skeleton-type", "type",
             "the rig's MPFB skeleton type, for a pose given by name (from a rig named rig.<type>.json)"},
            {"system-poses", "dir", "MPFB's system poses: <skeleton>_<mode>/<name>.json"},
            {"user-poses", "dir", "the user's own poses, in the same layout; they win over system poses"},
        }};
    return {spec, runMpfbApply};
}

}  // namespace rigpose::cli
