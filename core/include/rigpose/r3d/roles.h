#pragma once
// The canonical roles every humanoid rig is read through (issue 39): VRM 1.0's humanoid body
// bones, spelt with .L/.R, and the naming conventions they are found by in a skeleton's bone
// names. A clip moves from one rig to another role by role, so two rigs need no common names.
// The fingers, eyes and jaw are not roles yet.

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rigpose::r3d {

enum class Role {
    Hips,
    Spine,
    Chest,
    UpperChest,
    Neck,
    Head,
    ShoulderL,
    UpperArmL,
    LowerArmL,
    HandL,
    ShoulderR,
    UpperArmR,
    LowerArmR,
    HandR,
    UpperLegL,
    LowerLegL,
    FootL,
    ToesL,
    UpperLegR,
    LowerLegR,
    FootR,
    ToesR,
};
inline constexpr std::size_t kRoleCount = 22;

std::string_view roleName(Role role);  // "hips", "upperArm.L"
std::optional<Role> roleNamed(std::string_view name);
// VRM's required roles: hips, spine, head, and each arm and leg down to the hand and the foot.
bool isRequired(Role role);
// The role VRM hangs it under (none for the hips); a rig without it uses the nearest one above.
std::optional<Role> parentRole(Role role);
Role mirrored(Role role);  // upperArm.L <-> upperArm.R; the spine's roles are their own

// Which bone fills each role, and how that was found.
struct RoleMapping {
    std::array<int, kRoleCount> bone{};  // bone index, -1 where the rig has none
    std::string convention;              // the naming the bones matched ("" when none did)
    std::vector<Role> missingRequired;
    // Roles whose bone by name does not descend from the bone of the role above it; left out.
    std::vector<Role> outOfPlace;

    int boneOf(Role role) const { return bone[static_cast<std::size_t>(role)]; }
    std::size_t found() const;
};

// The convention matching most roles by name (a prefix such as "mixamorig:" or "DEF-" taken
// off, letters compared without case), each role kept only where its bone hangs under the bone of
// the role above it. `parents[i]` is bone i's parent index, -1 for a root.
RoleMapping findRoles(const std::vector<std::string>& names, const std::vector<int>& parents);

// The conventions findRoles knows, in the order it tries them.
std::vector<std::string_view> roleConventions();

}  // namespace rigpose::r3d
