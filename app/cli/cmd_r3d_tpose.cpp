// rig-pose r3d tpose: a humanoid rig re-posed to the canonical T-pose every bake goes through
// (core/r3d/skeleton): facing +Z, arms out along ±X, legs straight down; written at rest as a
// BVH, a GLB or a 3D clip JSON, to check a rig's roles by eye in any viewer.

#include "commands.h"
#include "output.h"
#include "r3d_io.h"
#include "rigpose/util/number_format.h"

namespace rigpose::cli {

namespace {

int runR3dTpose(const ParsedArgs& args)
{
    for (const char* flag : {"rig", "out"})
        if (!args.has(flag))
            return usageError("r3d tpose", std::string("--") + flag + " is required");
    std::vector<NamedPath> inputs{{"--rig", *args.value("rig")}};
    if (args.has("profile"))
        inputs.push_back({"--profile", *args.value("profile")});
    const auto out = planClipOut(args, inputs);
    if (!out.ok())
        return refuse(out.refusals);
    const auto rig = readRigArgument(args, "rig", "profile");
    if (!rig.ok())
        return refuse(rig.refusals);
    printLine(r3d::rolesLine("rig", *args.value("rig"), rig.value));
    if (rig.value.skeleton.roles.boneOf(r3d::Role::Hips) < 0)
        return refuse(Refusal{"R3D_ROLES", *args.value("rig") +
                                               ": no bone fills the hips, so the rig has no T-pose; name it with "
                                               "--profile"});
    r3d::Skeleton3 posed = r3d::normalizedToTPose(rig.value.skeleton);
    const bool absolute = args.has("absolute");
    if (absolute)
        posed = r3d::symmetrized(posed);
    std::string before;
    appendFixed(before, r3d::tPoseOffDegrees(rig.value.skeleton), 3);
    std::string after;
    appendFixed(after, r3d::tPoseOffDegrees(posed), 6);
    printLine("TPOSE " + std::string(absolute ? "absolute (made symmetric)" : "relative (lengths kept)") +
              ": limbs off the T-pose by up to " + before + "° at rest, " + after + "° now");

    if (auto refused = writeClipOut(out.value,
                                    r3d::clipOutBytes(out.value.format, posed, r3d::restClip(posed), "tpose")))
        return refuse(*refused);
    printLine("wrote " + out.value.path + " (" + std::string(r3d::clipOutFormatName(out.value.format)) + ", " +
              std::to_string(posed.bones.size()) + " bones in the T-pose, one frame)");
    return kExitWritten;
}

}  // namespace

Command r3dTposeCommand()
{
    CommandSpec spec{"r3d tpose",
                     "re-pose a humanoid 3D rig to the canonical T-pose and write it at rest",
                     "rig-pose r3d tpose --rig avatar.glb --out avatar-tpose.glb",
                     {
                         {"rig", "rig", "a .bvh, .gltf, .glb, MPFB rig .json or 3D clip .json"},
                         {"out", "file", "where the rig goes, at rest in the T-pose: .bvh, .glb or .json"},
                         {"profile", "profile.json", "rig-pose-r3d-profile/1: roles mapped by hand"},
                         {"absolute", "", "also make the rig exactly symmetric, left across x = 0 from right"},
                     }};
    return {spec, runR3dTpose};
}

}  // namespace rigpose::cli
