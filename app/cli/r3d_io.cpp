#include "r3d_io.h"

#include "rigpose/r3d/roles.h"

namespace rigpose::cli {

namespace {

std::string roleNames(const std::vector<r3d::Role>& roles)
{
    std::string out;
    for (r3d::Role r : roles)
        out += (out.empty() ? "" : " ") + std::string(r3d::roleName(r));
    return out;
}

}  // namespace

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

std::string stemOf(const std::string& path)
{
    const std::size_t slash = path.find_last_of('/');
    std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
    if (const std::size_t dot = name.find_last_of('.'); dot != std::string::npos && dot > 0)
        name.resize(dot);
    return name;
}

}  // namespace rigpose::cli
