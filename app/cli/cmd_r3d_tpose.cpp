// rig-pose r3d tpose: a humanoid rig re-posed to the canonical T-pose every bake goes through
// (core/r3d/skeleton): facing +Z, arms out along ±X, legs straight down; written at rest as a
// BVH, a GLB or a 3D clip JSON, to check a rig's roles by eye in any viewer.

#include <cmath>
#include <numbers>

#include "commands.h"
#include "output.h"
#include "r3d_io.h"
#include "rigpose/r3d/clip_out.h"
#include "rigpose/util/atomic_write.h"
#include "rigpose/util/number_format.h"
#include "rigpose/util/output_paths.h"
#include "rigpose/util/output_set.h"

namespace rigpose::cli {

namespace {

// How far the limb segments of the posed rig lie from the T-pose's: the worst of the arms off
// ±X and the legs off −Y, joint to the next role's joint, in degrees.
double worstLimbDegrees(const r3d::Skeleton3& s)
{
    using r3d::Role;
    const auto world = s.restWorld();
    const struct {
        Role from, to;
        Eigen::Vector3d aim;
    } limbs[] = {{Role::UpperArmL, Role::LowerArmL, Eigen::Vector3d::UnitX()},
                 {Role::LowerArmL, Role::HandL, Eigen::Vector3d::UnitX()},
                 {Role::UpperArmR, Role::LowerArmR, -Eigen::Vector3d::UnitX()},
                 {Role::LowerArmR, Role::HandR, -Eigen::Vector3d::UnitX()},
                 {Role::UpperLegL, Role::LowerLegL, -Eigen::Vector3d::UnitY()},
                 {Role::LowerLegL, Role::FootL, -Eigen::Vector3d::UnitY()},
                 {Role::UpperLegR, Role::LowerLegR, -Eigen::Vector3d::UnitY()},
                 {Role::LowerLegR, Role::FootR, -Eigen::Vector3d::UnitY()}};
    double worst = 0;
    for (const auto& limb : limbs) {
        const int a = s.roles.boneOf(limb.from), b = s.roles.boneOf(limb.to);
        if (a < 0 || b < 0)
            continue;
        const Eigen::Vector3d d = world[static_cast<std::size_t>(b)].translation() -
                                  world[static_cast<std::size_t>(a)].translation();
        if (d.norm() > 0)
            worst = std::max(worst,
                             std::acos(std::clamp(d.normalized().dot(limb.aim), -1.0, 1.0)) * 180 / std::numbers::pi);
    }
    return worst;
}

int runR3dTpose(const ParsedArgs& args)
{
    for (const char* flag : {"rig", "out"})
        if (!args.has(flag))
            return usageError("r3d tpose", std::string("--") + flag + " is required");
    const std::string out = *args.value("out");
    const std::optional<r3d::ClipOutFormat> format = r3d::clipOutFormatOf(out);
    if (!format)
        return refuse(Refusal{"R3D_FORMAT", out + ": is not a file this build writes a 3D rig as; end --out in "
                                                  ".bvh, .glb or .json"});
    const OutputPlan outPlan = planOutputFile(out, "--out");
    if (outPlan.refusal)
        return refuse(*outPlan.refusal);
    std::vector<NamedPath> inputs{{"--rig", *args.value("rig")}};
    if (args.has("profile"))
        inputs.push_back({"--profile", *args.value("profile")});
    if (auto collision = checkOutputCollisions(inputs, {{"--out", out}}))
        return refuse(*collision);
    const auto rig = readRigArgument(args, "rig", "profile");
    if (!rig.ok())
        return refuse(rig.refusals);
    printLine(rolesLine("rig", *args.value("rig"), rig.value));
    if (rig.value.skeleton.roles.boneOf(r3d::Role::Hips) < 0)
        return refuse(Refusal{"R3D_ROLES", *args.value("rig") +
                                               ": no bone fills the hips, so the rig has no T-pose; name it with "
                                               "--profile"});
    r3d::Skeleton3 posed = r3d::normalizedToTPose(rig.value.skeleton);
    const bool absolute = args.has("absolute");
    if (absolute)
        posed = r3d::symmetrized(posed);
    std::string before;
    appendFixed(before, worstLimbDegrees(rig.value.skeleton), 3);
    std::string after;
    appendFixed(after, worstLimbDegrees(posed), 6);
    printLine("TPOSE " + std::string(absolute ? "absolute (made symmetric)" : "relative (lengths kept)") +
              ": limbs off the T-pose by up to " + before + "° at rest, " + after + "° now");

    OutputSet set;
    if (outPlan.missingDir)
        if (auto refused = set.makeDirectory(*outPlan.missingDir))
            return refuse(*refused);
    if (auto refused = set.stage(out, r3d::clipOutBytes(*format, posed, r3d::restClip(posed), "tpose")))
        return refuse(*refused);
    if (auto refused = set.commit())
        return refuse(*refused);
    if (outPlan.missingDir)
        printLine("made directory " + *outPlan.missingDir + " (holds " + out + ")");
    printLine("wrote " + out + " (" + std::string(r3d::clipOutFormatName(*format)) + ", " +
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
