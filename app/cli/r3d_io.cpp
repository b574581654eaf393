#include "r3d_io.h"

#include "output.h"
#include "rigpose/r3d/roles.h"
#include "rigpose/util/output_set.h"

namespace rigpose::cli {

std::string roleNames(const std::vector<r3d::Role>& roles)
{
    std::string out;
    for (r3d::Role r : roles) {
        if (!out.empty())
            out += ' ';
        out += r3d::roleName(r);
    }
    return out;
}

Loaded<r3d::RigFile> readRigArgument(const ParsedArgs& args, const std::string& rigFlag, const std::string& profileFlag,
                                     const std::string& animation)
{
    return r3d::readRigFileWithProfile(*args.value(rigFlag), args.value(profileFlag), animation);
}

std::string rolesLine(const std::string& side, const std::string& path, const r3d::RigFile& rig)
{
    const r3d::RoleMapping& m = rig.skeleton.roles;
    std::string line = "ROLES " + side + " " + path + ": " + std::string(r3d::rigFormatName(rig.format)) + ", " +
                       std::to_string(rig.skeleton.bones.size()) + " bones; " + std::to_string(m.found()) + " of " +
                       std::to_string(r3d::kRoleCount) + " roles";
    line += m.convention.empty() ? " (no naming convention matched)" : " by " + m.convention + " names";
    if (!m.missingRequired.empty())
        line += "; required roles missing: " + roleNames(m.missingRequired);
    if (!m.outOfPlace.empty())
        line += "; left out, not under the role above: " + roleNames(m.outOfPlace);
    return line;
}

Loaded<ClipOut> planClipOut(const ParsedArgs& args, const std::vector<NamedPath>& inputs)
{
    Loaded<ClipOut> out;
    out.value.path = *args.value("out");
    const std::optional<r3d::ClipOutFormat> format = r3d::clipOutFormatOf(out.value.path);
    if (!format) {
        out.refusals.add("R3D_FORMAT", out.value.path +
                                           ": is not a file this build writes a 3D clip or rig as; "
                                           "end --out in .bvh, .glb or .json");
        return out;
    }
    out.value.format = *format;
    out.value.plan = planOutputFile(out.value.path, "--out");
    if (out.value.plan.refusal)
        out.refusals.add(*out.value.plan.refusal);
    else if (auto collision = checkOutputCollisions(inputs, {{"--out", out.value.path}}))
        out.refusals.add(*collision);
    return out;
}

std::optional<Refusal> writeClipOut(const ClipOut& out, const std::string& bytes)
{
    OutputSet set;
    if (out.plan.missingDir)
        if (auto refused = set.makeDirectory(*out.plan.missingDir))
            return refused;
    if (auto refused = set.stage(out.path, bytes))
        return refused;
    if (auto refused = set.commit())
        return refused;
    if (out.plan.missingDir)
        printLine("made directory " + *out.plan.missingDir + " (holds " + out.path + ")");
    return std::nullopt;
}

std::string stemOf(const std::string& path)
{
    const std::size_t slash = path.find_last_of('/');
    std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
    if (const std::size_t dot = name.find_last_of('.'); dot != std::string::npos && dot > 0)
        name.resize(dot);
    return name;
}

}  // namespace rigpose::cli
