// The roles and the conventions they are found by. Each convention names the spine's bones and
// the left side's; the right side's names are the left's with the convention's side word swapped
// (its last occurrence: LeftArm → RightArm, thigh_l → thigh_r, upper_arm.L → upper_arm.R).

#include "rigpose/r3d/roles.h"

#include <algorithm>
#include <cctype>

namespace rigpose::r3d {

namespace {

struct RoleInfo {
    std::string_view name;
    bool required;
    std::optional<Role> parent;
};

constexpr std::array<RoleInfo, kRoleCount> kRoles{{
    {"hips", true, std::nullopt},
    {"spine", true, Role::Hips},
    {"chest", false, Role::Spine},
    {"upperChest", false, Role::Chest},
    {"neck", false, Role::UpperChest},
    {"head", true, Role::Neck},
    {"shoulder.L", false, Role::UpperChest},
    {"upperArm.L", true, Role::ShoulderL},
    {"lowerArm.L", true, Role::UpperArmL},
    {"hand.L", true, Role::LowerArmL},
    {"shoulder.R", false, Role::UpperChest},
    {"upperArm.R", true, Role::ShoulderR},
    {"lowerArm.R", true, Role::UpperArmR},
    {"hand.R", true, Role::LowerArmR},
    {"upperLeg.L", true, Role::Hips},
    {"lowerLeg.L", true, Role::UpperLegL},
    {"foot.L", true, Role::LowerLegL},
    {"toes.L", false, Role::FootL},
    {"upperLeg.R", true, Role::Hips},
    {"lowerLeg.R", true, Role::UpperLegR},
    {"foot.R", true, Role::LowerLegR},
    {"toes.R", false, Role::FootR},
}};

// A convention: the six spine roles' bone names (hips … head), then the left side's eight
// (shoulder, upper arm, lower arm, hand, upper leg, lower leg, foot, toes); "" where it has none.
struct Convention {
    std::string_view name;
    std::array<std::string_view, 6> spine;
    std::array<std::string_view, 8> left;
    std::string_view leftWord, rightWord;
};

// In the order tried; the first with the most roles wins a tie. CMU's two BVH namings differ in
// what "LeftShoulder" is: the MotionBuilder conversion's collarbone, the older files' upper arm
// (a BVH joint names the segment that starts at it).
const std::array<Convention, 8> kConventions{{
    {"cmu-mb",
     {"Hips", "LowerBack", "Spine", "Spine1", "Neck", "Head"},
     {"LeftShoulder", "LeftArm", "LeftForeArm", "LeftHand", "LeftUpLeg", "LeftLeg", "LeftFoot", "LeftToeBase"},
     "Left",
     "Right"},
    {"cmu-bvh",
     {"Hips", "LowerBack", "Chest", "Chest2", "LowerNeck", "Head"},
     {"LeftCollar", "LeftShoulder", "LeftElbow", "LeftWrist", "LeftHip", "LeftKnee", "LeftAnkle", "LeftToe"},
     "Left",
     "Right"},
    {"mixamo",
     {"Hips", "Spine", "Spine1", "Spine2", "Neck", "Head"},
     {"LeftShoulder", "LeftArm", "LeftForeArm", "LeftHand", "LeftUpLeg", "LeftLeg", "LeftFoot", "LeftToeBase"},
     "Left",
     "Right"},
    {"unreal",
     {"pelvis", "spine_01", "spine_02", "spine_03", "neck_01", "head"},
     {"clavicle_l", "upperarm_l", "lowerarm_l", "hand_l", "thigh_l", "calf_l", "foot_l", "ball_l"},
     "_l",
     "_r"},
    {"rigify",
     {"spine", "spine.001", "spine.002", "spine.003", "spine.004", "spine.006"},
     {"shoulder.L", "upper_arm.L", "forearm.L", "hand.L", "thigh.L", "shin.L", "foot.L", "toe.L"},
     ".L",
     ".R"},
    {"vroid",
     {"J_Bip_C_Hips", "J_Bip_C_Spine", "J_Bip_C_Chest", "J_Bip_C_UpperChest", "J_Bip_C_Neck", "J_Bip_C_Head"},
     {"J_Bip_L_Shoulder", "J_Bip_L_UpperArm", "J_Bip_L_LowerArm", "J_Bip_L_Hand", "J_Bip_L_UpperLeg",
      "J_Bip_L_LowerLeg", "J_Bip_L_Foot", "J_Bip_L_ToeBase"},
     "_L_",
     "_R_"},
    {"mpfb",
     {"root", "spine05", "spine03", "spine01", "neck01", "head"},
     {"clavicle.L", "upperarm01.L", "lowerarm01.L", "wrist.L", "upperleg01.L", "lowerleg01.L", "foot.L", ""},
     ".L",
     ".R"},
    {"roles",
     {"hips", "spine", "chest", "upperChest", "neck", "head"},
     {"shoulder.L", "upperArm.L", "lowerArm.L", "hand.L", "upperLeg.L", "lowerLeg.L", "foot.L", "toes.L"},
     ".L",
     ".R"},
}};

constexpr std::array<Role, 8> kLeft{Role::ShoulderL, Role::UpperArmL, Role::LowerArmL, Role::HandL,
                                    Role::UpperLegL, Role::LowerLegL, Role::FootL,     Role::ToesL};

std::string lower(std::string_view s)
{
    std::string out(s);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// A bone's name as conventions spell it: a namespace ("mixamorig:", "Armature|") and Rigify's
// DEF-/ORG- prefix taken off, lower case.
std::string bare(std::string_view name)
{
    if (const auto cut = name.find_last_of(":|"); cut != std::string_view::npos)
        name.remove_prefix(cut + 1);
    for (std::string_view prefix : {"DEF-", "ORG-"})
        if (name.substr(0, prefix.size()) == prefix)
            name.remove_prefix(prefix.size());
    return lower(name);
}

std::string rightOf(std::string_view left, const Convention& c)
{
    std::string out(left);
    if (const auto at = out.rfind(c.leftWord); at != std::string::npos)
        out.replace(at, c.leftWord.size(), c.rightWord);
    return out;
}

bool descends(const std::vector<int>& parents, int bone, int ancestor)
{
    for (int b = bone >= 0 ? parents[static_cast<std::size_t>(bone)] : -1, steps = 0;
         b >= 0 && steps < static_cast<int>(parents.size()); b = parents[static_cast<std::size_t>(b)], ++steps)
        if (b == ancestor)
            return true;
    return false;
}

RoleMapping mappingBy(const Convention& c, const std::vector<std::string>& bares, const std::vector<int>& parents)
{
    RoleMapping m;
    m.bone.fill(-1);
    m.convention = std::string(c.name);
    const auto find = [&](std::string_view name) {
        if (name.empty())
            return -1;
        const std::string want = lower(name);
        const auto it = std::find(bares.begin(), bares.end(), want);
        return it == bares.end() ? -1 : static_cast<int>(it - bares.begin());
    };
    for (std::size_t i = 0; i < c.spine.size(); ++i)
        m.bone[i] = find(c.spine[i]);
    for (std::size_t i = 0; i < kLeft.size(); ++i) {
        const auto left = static_cast<std::size_t>(kLeft[i]);
        m.bone[left] = find(c.left[i]);
        m.bone[static_cast<std::size_t>(mirrored(kLeft[i]))] = c.left[i].empty() ? -1 : find(rightOf(c.left[i], c));
    }
    // Top-down (a role's parent comes before it in the table), so a role dropped here is not
    // the one its children are checked against.
    for (std::size_t r = 0; r < kRoleCount; ++r) {
        if (m.bone[r] < 0)
            continue;
        std::optional<Role> above = kRoles[r].parent;
        while (above && m.boneOf(*above) < 0)
            above = kRoles[static_cast<std::size_t>(*above)].parent;
        if (above && !descends(parents, m.bone[r], m.boneOf(*above))) {
            m.outOfPlace.push_back(static_cast<Role>(r));
            m.bone[r] = -1;
        }
    }
    for (std::size_t r = 0; r < kRoleCount; ++r)
        if (kRoles[r].required && m.bone[r] < 0)
            m.missingRequired.push_back(static_cast<Role>(r));
    return m;
}

}  // namespace

std::string_view roleName(Role role) { return kRoles[static_cast<std::size_t>(role)].name; }

std::optional<Role> roleNamed(std::string_view name)
{
    for (std::size_t r = 0; r < kRoleCount; ++r)
        if (kRoles[r].name == name)
            return static_cast<Role>(r);
    return std::nullopt;
}

bool isRequired(Role role) { return kRoles[static_cast<std::size_t>(role)].required; }

std::optional<Role> parentRole(Role role) { return kRoles[static_cast<std::size_t>(role)].parent; }

Role mirrored(Role role)
{
    const auto r = static_cast<int>(role);
    if (role >= Role::ShoulderL && role <= Role::HandL)
        return static_cast<Role>(r + 4);
    if (role >= Role::ShoulderR && role <= Role::HandR)
        return static_cast<Role>(r - 4);
    if (role >= Role::UpperLegL && role <= Role::ToesL)
        return static_cast<Role>(r + 4);
    if (role >= Role::UpperLegR && role <= Role::ToesR)
        return static_cast<Role>(r - 4);
    return role;
}

std::size_t RoleMapping::found() const
{
    return static_cast<std::size_t>(std::count_if(bone.begin(), bone.end(), [](int b) { return b >= 0; }));
}

RoleMapping findRoles(const std::vector<std::string>& names, const std::vector<int>& parents)
{
    std::vector<std::string> bares;
    for (const std::string& n : names)
        bares.push_back(bare(n));
    RoleMapping best;
    best.bone.fill(-1);
    for (const Convention& c : kConventions) {
        RoleMapping m = mappingBy(c, bares, parents);
        if (m.found() > best.found())
            best = std::move(m);
    }
    if (best.found() == 0) {
        best.convention.clear();
        best.outOfPlace.clear();
        best.missingRequired.clear();
        for (std::size_t r = 0; r < kRoleCount; ++r)
            if (kRoles[r].required)
                best.missingRequired.push_back(static_cast<Role>(r));
    }
    return best;
}

std::vector<std::string_view> roleConventions()
{
    std::vector<std::string_view> out;
    for (const Convention& c : kConventions)
        out.push_back(c.name);
    return out;
}

}  // namespace rigpose::r3d
