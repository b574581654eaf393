#include "rigpose/r3d/profile.h"

#include <algorithm>

#include "rigpose/util/json_parse.h"
#include "rigpose/util/json_policy.h"

namespace rigpose::r3d {

namespace {

constexpr const char* kCode = "R3D_PROFILE";
constexpr const char* kSpec = "rig-pose-r3d-profile/1";

std::string roleList()
{
    std::string out;
    for (std::size_t r = 0; r < kRoleCount; ++r)
        out += (out.empty() ? "" : ", ") + std::string(roleName(static_cast<Role>(r)));
    return out;
}

}  // namespace

Loaded<RoleProfile> readProfileText(std::string_view text, const std::string& file)
{
    Loaded<RoleProfile> out;
    JsonParseError error;
    const auto doc = parseJson(text, &error);
    if (!doc) {
        out.refusals.add(kCode, jsonFaultMessage(file, error.fault(), jsonPlace(text, error.byteOffset)));
        return out;
    }
    if (!doc->is_object() || !doc->contains("spec") || (*doc)["spec"] != kSpec) {
        out.refusals.add(kCode, file + ": is not a role profile; give a JSON object with \"spec\": \"" + kSpec + "\"");
        return out;
    }
    const auto roles = doc->find("roles");
    if (roles == doc->end() || !roles->is_object()) {
        out.refusals.add(kCode, file + ": has no \"roles\" object (role name to bone name)");
        return out;
    }
    return readRolesObject(*roles, file);
}

Loaded<RoleProfile> readRolesObject(const nlohmann::ordered_json& roles, const std::string& where)
{
    Loaded<RoleProfile> out;
    for (const auto& [name, value] : roles.items()) {
        const std::optional<Role> role = roleNamed(name);
        if (!role) {
            out.refusals.add(kCode, where + ": \"" + name + "\" is not a role; the roles are " + roleList());
            continue;
        }
        if (value.is_null())
            out.value.roles.push_back({*role, std::nullopt});
        else if (value.is_string() && !value.get<std::string>().empty())
            out.value.roles.push_back({*role, value.get<std::string>()});
        else
            out.refusals.add(kCode, where + ": role \"" + name + "\" takes a bone's name, or null to leave it empty");
    }
    return out;
}

nlohmann::ordered_json rolesObject(const RoleProfile& profile)
{
    nlohmann::ordered_json roles = nlohmann::ordered_json::object();
    for (const auto& [role, bone] : profile.roles)
        roles[std::string(roleName(role))] = bone ? nlohmann::ordered_json(*bone) : nlohmann::ordered_json(nullptr);
    return roles;
}

RoleProfile withRole(RoleProfile profile, Role role, std::optional<std::string> bone)
{
    for (auto& [r, b] : profile.roles)
        if (r == role) {
            b = std::move(bone);
            return profile;
        }
    profile.roles.push_back({role, std::move(bone)});
    return profile;
}

RoleProfile withoutRole(RoleProfile profile, Role role)
{
    std::erase_if(profile.roles, [role](const auto& entry) { return entry.first == role; });
    return profile;
}

Loaded<RoleProfile> readProfileFile(const std::string& path)
{
    const auto [bytes, fault] = readJsonFileBytes(path);
    Loaded<RoleProfile> out;
    if (fault)
        out.refusals.add(kCode, jsonFaultMessage(path, *fault, ""));
    else if (!bytes)
        out.refusals.add(kCode, path + ": cannot be opened; check the path given as the profile");
    else
        return readProfileText(*bytes, path);
    return out;
}

std::string profileText(const RoleProfile& profile)
{
    nlohmann::ordered_json doc = {{"spec", kSpec}, {"roles", rolesObject(profile)}};
    return doc.dump(2) + "\n";
}

Loaded<Skeleton3> withProfile(const Skeleton3& skeleton, const RoleProfile& profile, const std::string& file)
{
    Loaded<Skeleton3> out;
    out.value = skeleton;
    RoleMapping& m = out.value.roles;
    for (const auto& [role, bone] : profile.roles) {
        int index = -1;
        if (bone) {
            for (std::size_t b = 0; b < skeleton.bones.size(); ++b)
                if (skeleton.bones[b].name == *bone)
                    index = static_cast<int>(b);
            if (index < 0) {
                out.refusals.add(kCode,
                                 file + ": role \"" + std::string(roleName(role)) + "\" names bone \"" + *bone +
                                     "\", which the rig does not have; name one of its bones",
                                 {.bone = *bone});
                continue;
            }
        }
        m.bone[static_cast<std::size_t>(role)] = index;
        std::erase(m.outOfPlace, role);
    }
    for (std::size_t r = 0; r < kRoleCount; ++r)
        for (std::size_t o = r + 1; o < kRoleCount; ++o)
            if (m.bone[r] >= 0 && m.bone[r] == m.bone[o])
                out.refusals.add(kCode, file + ": bone \"" + skeleton.bones[static_cast<std::size_t>(m.bone[r])].name +
                                            "\" fills two roles, " + std::string(roleName(static_cast<Role>(r))) +
                                            " and " + std::string(roleName(static_cast<Role>(o))) +
                                            "; give each role its own bone, or null");
    m.missingRequired.clear();
    for (std::size_t r = 0; r < kRoleCount; ++r)
        if (isRequired(static_cast<Role>(r)) && m.bone[r] < 0)
            m.missingRequired.push_back(static_cast<Role>(r));
    if (!profile.roles.empty())
        m.convention = m.convention.empty() ? "profile" : m.convention + " + profile";
    return out;
}

}  // namespace rigpose::r3d
