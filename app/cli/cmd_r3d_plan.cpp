// rig-pose r3d plan: reads two humanoid rigs and says which roles each fills, by which naming,
// and which of them a bake carries across (source bone -> target bone). Writes nothing.

#include "commands.h"
#include "output.h"
#include "r3d_io.h"
#include "rigpose/r3d/plan.h"

namespace rigpose::cli {

namespace {

std::string boneName(const r3d::Skeleton3& s, r3d::Role role)
{
    return s.bones[static_cast<std::size_t>(s.roles.boneOf(role))].name;
}

std::string listed(const std::vector<r3d::Role>& roles) { return roles.empty() ? "none" : r3d::roleNames(roles); }

int runR3dPlan(const ParsedArgs& args)
{
    for (const char* flag : {"source", "target"})
        if (!args.has(flag))
            return usageError("r3d plan", std::string("--") + flag + " is required");
    const auto source = readRigArgument(args, "source", "source-profile");
    if (!source.ok())
        return refuse(source.refusals);
    const auto target = readRigArgument(args, "target", "target-profile");
    if (!target.ok())
        return refuse(target.refusals);
    const r3d::Skeleton3 &s = source.value.skeleton, &t = target.value.skeleton;
    printLine(r3d::rolesLine("source", *args.value("source"), source.value));
    printLine(r3d::rolesLine("target", *args.value("target"), target.value));
    const r3d::Plan p = r3d::plan(s.roles, t.roles);
    for (r3d::Role role : p.mapped) {
        std::string name(r3d::roleName(role));
        name.resize(std::max<std::size_t>(name.size(), 12), ' ');
        printLine("PLAN " + name + boneName(s, role) + " -> " + boneName(t, role));
    }
    printLine("PLAN " + std::to_string(p.mapped.size()) + " roles carried; source only (dropped): " +
              listed(p.unmappedSource) + "; target only (kept at its bind): " + listed(p.unmappedTarget));
    return kExitWritten;
}

}  // namespace

Command r3dPlanCommand()
{
    CommandSpec spec{
        "r3d plan",
        "say which roles two humanoid 3D rigs fill and which bone carries each across",
        "rig-pose r3d plan --source walk.bvh --target avatar.glb",
        {
            {"source", "rig", "the rig the motion is made on: a .bvh, .gltf, .glb, MPFB rig .json or 3D clip .json"},
            {"target", "rig", "the rig the motion goes onto, in any of the same formats"},
            {"source-profile", "profile.json", "rig-pose-r3d-profile/1: roles of the source mapped by hand"},
            {"target-profile", "profile.json", "rig-pose-r3d-profile/1: roles of the target mapped by hand"},
        }};
    return {spec, runR3dPlan};
}

}  // namespace rigpose::cli
