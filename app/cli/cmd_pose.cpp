// rig-pose pose: where every bone of a rig is, at the setup pose or at a time of one
// animation, posed as the Spine runtime poses it. A debugging aid, like rig-c's pose oracle.

#include "commands.h"
#include "number_args.h"
#include "output.h"
#include "rigpose/motion/evaluator.h"
#include "rigpose/motion/reader.h"
#include "rigpose/rig/reader.h"
#include "rigpose/util/number_format.h"

namespace rigpose::cli {

namespace {

constexpr int kPoseDecimals = 6;

std::string boneLine(const rig::BoneData& bone, const rig::WorldTransform& w)
{
    std::string line = bone.name;
    const std::pair<const char*, double> fields[] = {
        {"x", w.worldX}, {"y", w.worldY}, {"rotation", w.rotation()}, {"a", w.a}, {"b", w.b}, {"c", w.c}, {"d", w.d}};
    for (const auto& [name, value] : fields) {
        line += std::string(" ") + name + " ";
        appendFixed(line, value, kPoseDecimals);
    }
    return line;
}

int runPose(const ParsedArgs& args)
{
    if (!args.has("rig"))
        return usageError("pose", "--rig is required (a rig directory or its rig.json)");
    double t = 0;
    if (auto word = args.value("t")) {
        auto value = parseNumber(*word);
        if (!value)
            return usageError("pose", "--t takes a time in seconds, not \"" + *word + "\"");
        t = *value;
    }
    auto paths = rig::resolveRigPaths(*args.value("rig"));
    if (!paths.ok())
        return refuse(paths.refusals);
    const std::optional<std::string> motionPath = args.has("motion") ? args.value("motion") : paths.value.motion;
    if (args.has("animation") && !motionPath)
        return usageError("pose", "--animation needs a motion: --motion motion.json, or a rig directory with one");
    if (args.has("t") && !args.has("animation"))
        return usageError("pose", "--t is a time in an animation; name it with --animation");

    const auto rig = rig::readRigFile(paths.value.rig);
    if (!rig.ok())
        return refuse(rig.refusals);
    const rig::Poser poser(rig.value);
    std::vector<rig::LocalPose> locals = poser.setupPose();
    std::string heading = "POSE " + rig.value.name + " setup";

    if (auto name = args.value("animation")) {
        const auto motion = motion::readMotionFile(*motionPath, &rig.value);
        if (!motion.ok())
            return refuse(motion.refusals);
        const motion::Animation* animation = motion.value.animation(*name);
        if (!animation) {
            std::string names;
            for (const motion::Animation& a : motion.value.animations)
                names += (names.empty() ? "" : ", ") + a.name;
            return refuse(Refusal{"MOTION_ANIMATION", *motionPath + ": has no animation \"" + *name +
                                                          "\"; it has: " + (names.empty() ? "none" : names)});
        }
        auto compiled = motion::compileAnimation(rig.value, motion.value, *animation);
        if (!compiled.ok())
            return refuse(compiled.refusals);
        motion::BoneAnimation(compiled.value).apply(t, poser.setupPose(), locals);
        heading = "POSE " + rig.value.name + " animation " + *name + " t " + formatFixed(t, kPoseDecimals);
    }
    const auto world = poser.worldTransforms(locals);
    printLine(heading);
    for (std::size_t i = 0; i < world.size(); ++i)
        printLine(boneLine(rig.value.bones[i], world[i]));
    return kExitWritten;
}

}  // namespace

Command poseCommand()
{
    CommandSpec spec{"pose",
                     "print every bone's world transform at the setup pose or a time of an animation",
                     "rig-pose pose --rig rig/ [--motion motion.json] [--animation walk --t 0.5]",
                     {
                         {"rig", "dir|rig.json",
                          "the rig: the directory @rig-c/parts writes (rig.json, motion.json beside it) or a rig.json"},
                         {"motion", "motion.json",
                          "the motion to take the animation from (default: motion.json beside a rig directory)"},
                         {"animation", "name", "the animation to pose (default: the setup pose)"},
                         {"t", "seconds", "the time in the animation (default 0)"},
                     }};
    return {spec, runPose};
}

}  // namespace rigpose::cli
