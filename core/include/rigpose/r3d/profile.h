#pragma once
// A role profile (issue 39): a rig's roles mapped by hand, for the bones no naming convention
// finds or finds wrong. rig-pose-r3d-profile/1 (docs/formats.md):
//   {"spec": "rig-pose-r3d-profile/1", "roles": {"hips": "pelvis", "upperArm.L": "arm_L_1",
//    "toes.L": null}}
// A bone's name fills the role (over what the convention found); null leaves the role empty.
// Roles the profile does not name keep what was found.

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "rigpose/r3d/skeleton.h"
#include "rigpose/util/refusal.h"

namespace rigpose::r3d {

struct RoleProfile {
    // Each named role in the file's order: the bone's name, or none to leave it empty.
    std::vector<std::pair<Role, std::optional<std::string>>> roles;

    friend bool operator==(const RoleProfile&, const RoleProfile&) = default;
};

// The profile with `role` given `bone` (none: left empty), in place of what it gave the role.
RoleProfile withRole(RoleProfile profile, Role role, std::optional<std::string> bone);
// The profile without a word on `role`: the role goes back to what the naming convention finds.
RoleProfile withoutRole(RoleProfile profile, Role role);

// A "roles" object (role name to bone name or null) read as a profile; refused as R3D_PROFILE
// (`where` starts the messages). What a profile file and a studio project hold alike.
Loaded<RoleProfile> readRolesObject(const nlohmann::ordered_json& roles, const std::string& where);
nlohmann::ordered_json rolesObject(const RoleProfile& profile);

// Refused as R3D_PROFILE: not the JSON policy's JSON, another spec, a role name that is not
// one (the message lists them), a value that is neither a name nor null.
Loaded<RoleProfile> readProfileText(std::string_view text, const std::string& file);
Loaded<RoleProfile> readProfileFile(const std::string& path);
std::string profileText(const RoleProfile& profile);

// The skeleton with the profile's roles put in. Refused as R3D_PROFILE when a named bone is not
// in the rig or one bone is given two roles (`file` names the profile in messages).
Loaded<Skeleton3> withProfile(const Skeleton3& skeleton, const RoleProfile& profile, const std::string& file);

}  // namespace rigpose::r3d
