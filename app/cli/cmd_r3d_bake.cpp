// rig-pose r3d bake: a clip moved from the rig it was made on onto another humanoid rig, role by
// role (core/r3d/bake), checked by the bake's own check before anything is written, and written
// as a BVH, a GLB or a 3D clip JSON as the output's name says.

#include "commands.h"
#include "output.h"
#include "r3d_io.h"
#include "rigpose/r3d/bake_run.h"

namespace rigpose::cli {

namespace {

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

    r3d::BakeRunInputs in;
    in.source = *args.value("source");
    in.clip = args.value("clip").value_or("");
    in.target = *args.value("target");
    in.animation = args.value("animation").value_or("");
    in.sourceRoles.file = args.value("source-profile");
    in.targetRoles.file = args.value("target-profile");
    in.options.absolute = args.has("absolute");
    const r3d::BakeRun run = r3d::runBake(in, out.value.path);
    for (const std::string& line : run.lines)
        printLine(line);
    if (!run.ok())
        return refuse(run.refusals);
    const std::string bytes = r3d::clipOutBytes(out.value.format, run.written, run.baked, run.animationName);
    if (auto refused = writeClipOut(out.value, bytes))
        return refuse(*refused);
    printLine(r3d::bakeWroteLine(out.value.path, out.value.format, run));
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
