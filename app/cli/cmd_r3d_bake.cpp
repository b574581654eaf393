// rig-pose r3d bake: a clip moved from the rig it was made on onto another humanoid rig, role by
// role (core/r3d/bake), checked by the bake's own check before anything is written, and written
// as a BVH, a GLB or a 3D clip JSON as the output's name says.

#include <cmath>

#include "commands.h"
#include "output.h"
#include "r3d_io.h"
#include "rigpose/r3d/bake_check.h"
#include "rigpose/r3d/plan.h"
#include "rigpose/util/number_format.h"

namespace rigpose::cli {

namespace {

std::string fixed(double v, int decimals)
{
    std::string out;
    appendFixed(out, v, decimals);
    return out;
}

std::string degrees(double v) { return fixed(v, v < 0.001 ? 6 : 3) + "°"; }

int runR3dBake(const ParsedArgs& args)
{
    for (const char* flag : {"source", "target", "out"})
        if (!args.has(flag))
            return usageError("r3d bake", std::string("--") + flag + " is required");
    std::vector<NamedPath> inputs;
    for (const char* flag : {"source", "target", "clip", "source-profile", "target-profile"})
        if (args.has(flag))
            inputs.push_back({std::string("--") + flag, *args.value(flag)});
    const auto out = planClipOut(args, inputs);
    if (!out.ok())
        return refuse(out.refusals);

    const std::string animation = args.value("animation").value_or("");
    const std::string sourcePath = *args.value("source");
    const auto source = readRigArgument(args, "source", "source-profile", args.has("clip") ? "" : animation);
    if (!source.ok())
        return refuse(source.refusals);
    const auto target = readRigArgument(args, "target", "target-profile");
    if (!target.ok())
        return refuse(target.refusals);
    const std::string clipPath = args.value("clip").value_or(sourcePath);
    Loaded<r3d::RigFile> clipFile = args.has("clip") ? r3d::readRigFile(clipPath, animation) : source;
    if (!clipFile.ok())
        return refuse(clipFile.refusals);
    const r3d::Skeleton3 &s = source.value.skeleton, &t = target.value.skeleton;
    const auto clip = r3d::clipOnto(clipFile.value, s, clipPath);
    if (!clip.ok())
        return refuse(clip.refusals);

    printLine(rolesLine("source", sourcePath, source.value));
    printLine(rolesLine("target", *args.value("target"), target.value));
    const r3d::BakeOptions options{.absolute = args.has("absolute")};
    const auto baked = r3d::bake(clip.value, s, t, options);
    if (!baked.ok())
        return refuse(baked.refusals);
    const r3d::Plan plan = r3d::plan(s.roles, t.roles);
    const double fps = clip.value.frameTime > 0 ? 1 / clip.value.frameTime : 0;
    printLine("BAKE " + std::to_string(clip.value.frames) + " frames at " + fixed(fps, 3) + " fps from " + clipPath +
              ", " + std::to_string(plan.mapped.size()) + " roles carried, " +
              (options.absolute ? "absolute" : "relative") + " correction; hips' height ratio " +
              fixed(r3d::hipHeight(t) / r3d::hipHeight(s), 4));

    const r3d::BakeCheck check = r3d::checkBake(clip.value, s, baked.value, t, options);
    const std::string worst = degrees(check.worstDegrees) + " (" + std::string(r3d::roleName(check.worstRole)) +
                              ", frame " + std::to_string(check.worstFrame) + ")";
    if (!check.passes())
        return refuse(Refusal{
            "R3D_CHECK", out.value.path + ": not written: the baked " + std::string(r3d::roleName(check.worstRole)) +
                             " points " + degrees(check.worstDegrees) + " off the source's at frame " +
                             std::to_string(check.worstFrame) + " (" + degrees(r3d::kBakeCheckDegrees) +
                             " allowed); see the roles with rig-pose r3d plan and map the wrong "
                             "ones with --source-profile or --target-profile"});
    printLine("CHECK " + std::to_string(check.roles.size()) + " role segments within " +
              degrees(r3d::kBakeCheckDegrees) + " on every frame; worst " + worst);

    const r3d::Skeleton3 written = r3d::bakedSkeleton(t, options);
    const std::string name = stemOf(clipPath);
    if (auto refused = writeClipOut(out.value, r3d::clipOutBytes(out.value.format, written, baked.value, name)))
        return refuse(*refused);
    printLine("wrote " + out.value.path + " (" + std::string(r3d::clipOutFormatName(out.value.format)) + ", " +
              std::to_string(written.bones.size()) + " bones, " + std::to_string(baked.value.frames) + " frames" +
              (out.value.format == r3d::ClipOutFormat::Glb ? ", animation \"" + name + "\"" : std::string()) + ")");
    return kExitWritten;
}

}  // namespace

Command r3dBakeCommand()
{
    CommandSpec spec{
        "r3d bake",
        "move a 3D clip onto another humanoid rig, role by role, checked before it is written",
        "rig-pose r3d bake --source walk.bvh --target avatar.glb --out walk-avatar.glb",
        {
            {"source", "rig",
             "the rig the clip is made on (.bvh, .gltf, .glb, MPFB rig .json, 3D clip .json); "
             "its own motion is the clip unless --clip is given"},
            {"clip", "clip",
             "the motion, when not the source's own: a .bvh, a glTF animation or a 3D clip, "
             "its bones matched to the source's by name"},
            {"animation", "name", "which glTF animation to read (the first when not given)"},
            {"target", "rig", "the rig the clip goes onto, in any of the source's formats"},
            {"out", "file", "where the baked clip goes: .bvh, .glb or .json (rig-pose-clip3d/1)"},
            {"absolute", "",
             "make both rigs' T-poses exactly symmetric first (the target keeps the symmetric "
             "offsets); without it each rig keeps its own"},
            {"source-profile", "profile.json", "rig-pose-r3d-profile/1: roles of the source mapped by hand"},
            {"target-profile", "profile.json", "rig-pose-r3d-profile/1: roles of the target mapped by hand"},
        }};
    return {spec, runR3dBake};
}

}  // namespace rigpose::cli
