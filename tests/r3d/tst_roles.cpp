// The canonical roles found by name (issue 39): CMU's walk as its MotionBuilder naming (every
// body role, the hip joints and fingers left out), and hand-written skeletons in each other
// naming with the bone every role must land on; CMU's older naming, where LeftShoulder is the
// upper arm; a bone whose name fits but that hangs in the wrong place; a skeleton no naming fits.

#include <QTest>

#include <map>

#include "rigpose/r3d/bvh.h"
#include "rigpose/r3d/roles.h"
#include "testutils.h"

using namespace rigpose;
using namespace rigpose::r3d;

namespace {

// A skeleton written as "child<parent" pairs in order, parents first ("" parent: a root).
struct Skeleton {
    std::vector<std::string> names;
    std::vector<int> parents;
};

Skeleton skeletonOf(const std::vector<std::pair<std::string, std::string>>& bones)
{
    Skeleton s;
    for (const auto& [name, parent] : bones) {
        int p = -1;
        for (std::size_t i = 0; i < s.names.size(); ++i)
            if (s.names[i] == parent)
                p = static_cast<int>(i);
        s.names.push_back(name);
        s.parents.push_back(p);
    }
    return s;
}

// One humanoid in a naming: the spine's six names and the left side's eight (as roles.h orders
// them, "" where the naming has none), the right side spelt by `right`.
Skeleton humanoid(const std::array<std::string, 6>& spine, const std::array<std::string, 8>& left,
                  std::string (*right)(const std::string&))
{
    std::vector<std::pair<std::string, std::string>> bones;
    std::string above;
    for (const std::string& s : spine) {
        bones.push_back({s, above});
        above = s;
    }
    for (int side = 0; side < 2; ++side) {
        const auto named = [&](int i) {
            return side ? right(left[static_cast<std::size_t>(i)]) : left[static_cast<std::size_t>(i)];
        };
        bones.push_back({named(0), spine[3]});
        for (int i = 1; i < 4; ++i)
            bones.push_back({named(i), named(i - 1)});
        bones.push_back({named(4), spine[0]});
        for (int i = 5; i < 8; ++i)
            if (!left[static_cast<std::size_t>(i)].empty())
                bones.push_back({named(i), named(i - 1)});
    }
    return skeletonOf(bones);
}

std::string swapLast(const std::string& s, const std::string& from, const std::string& to)
{
    std::string out = s;
    if (const auto at = out.rfind(from); at != std::string::npos)
        out.replace(at, from.size(), to);
    return out;
}

std::string leftRight(const std::string& s) { return swapLast(s, "Left", "Right"); }
std::string underscoreL(const std::string& s) { return swapLast(s, "_l", "_r"); }
std::string dotL(const std::string& s) { return swapLast(s, ".L", ".R"); }
std::string vroidL(const std::string& s) { return swapLast(s, "_L_", "_R_"); }

std::string boneFor(const Skeleton& s, const RoleMapping& m, Role r)
{
    const int b = m.boneOf(r);
    return b < 0 ? std::string("(none)") : s.names[static_cast<std::size_t>(b)];
}

}  // namespace

class TestRoles : public QObject {
    Q_OBJECT
private slots:
    void theCmuWalkFillsEveryBodyRole()
    {
        const auto read = readBvhFile(test::dataPath("r3d/35_01.bvh"));
        QVERIFY(read.ok());
        Skeleton s;
        for (const BvhJoint& j : read.value.joints) {
            s.names.push_back(j.name);
            s.parents.push_back(j.parent);
        }
        const RoleMapping m = findRoles(s.names, s.parents);
        QCOMPARE(m.convention, std::string("cmu-mb"));
        QCOMPARE(m.found(), kRoleCount);
        QVERIFY(m.missingRequired.empty() && m.outOfPlace.empty());
        const std::map<Role, std::string> expected{{Role::Hips, "Hips"},
                                                   {Role::Spine, "LowerBack"},
                                                   {Role::Chest, "Spine"},
                                                   {Role::UpperChest, "Spine1"},
                                                   {Role::Neck, "Neck"},
                                                   {Role::Head, "Head"},
                                                   {Role::ShoulderL, "LeftShoulder"},
                                                   {Role::UpperArmL, "LeftArm"},
                                                   {Role::HandR, "RightHand"},
                                                   {Role::UpperLegL, "LeftUpLeg"},
                                                   {Role::LowerLegR, "RightLeg"},
                                                   {Role::ToesL, "LeftToeBase"}};
        for (const auto& [role, bone] : expected)
            QCOMPARE(boneFor(s, m, role), bone);
    }

    void eachNamingLandsItsRoles()
    {
        struct Case {
            std::string convention;
            Skeleton skeleton;
            std::size_t found;
            std::string upperArmR, lowerLegL, toesL;
        };
        const std::vector<Case> cases{
            {"mixamo",
             humanoid({"mixamorig:Hips", "mixamorig:Spine", "mixamorig:Spine1", "mixamorig:Spine2", "mixamorig:Neck",
                       "mixamorig:Head"},
                      {"mixamorig:LeftShoulder", "mixamorig:LeftArm", "mixamorig:LeftForeArm", "mixamorig:LeftHand",
                       "mixamorig:LeftUpLeg", "mixamorig:LeftLeg", "mixamorig:LeftFoot", "mixamorig:LeftToeBase"},
                      leftRight),
             22, "mixamorig:RightArm", "mixamorig:LeftLeg", "mixamorig:LeftToeBase"},
            {"unreal",
             humanoid({"pelvis", "spine_01", "spine_02", "spine_03", "neck_01", "head"},
                      {"clavicle_l", "upperarm_l", "lowerarm_l", "hand_l", "thigh_l", "calf_l", "foot_l", "ball_l"},
                      underscoreL),
             22, "upperarm_r", "calf_l", "ball_l"},
            {"rigify",
             humanoid(
                 {"DEF-spine", "DEF-spine.001", "DEF-spine.002", "DEF-spine.003", "DEF-spine.004", "DEF-spine.006"},
                 {"DEF-shoulder.L", "DEF-upper_arm.L", "DEF-forearm.L", "DEF-hand.L", "DEF-thigh.L", "DEF-shin.L",
                  "DEF-foot.L", "DEF-toe.L"},
                 dotL),
             22, "DEF-upper_arm.R", "DEF-shin.L", "DEF-toe.L"},
            {"vroid",
             humanoid({"J_Bip_C_Hips", "J_Bip_C_Spine", "J_Bip_C_Chest", "J_Bip_C_UpperChest", "J_Bip_C_Neck",
                       "J_Bip_C_Head"},
                      {"J_Bip_L_Shoulder", "J_Bip_L_UpperArm", "J_Bip_L_LowerArm", "J_Bip_L_Hand", "J_Bip_L_UpperLeg",
                       "J_Bip_L_LowerLeg", "J_Bip_L_Foot", "J_Bip_L_ToeBase"},
                      vroidL),
             22, "J_Bip_R_UpperArm", "J_Bip_L_LowerLeg", "J_Bip_L_ToeBase"},
            // MPFB's default rig has five toe chains and no one toes bone.
            {"mpfb",
             humanoid({"root", "spine05", "spine03", "spine01", "neck01", "head"},
                      {"clavicle.L", "upperarm01.L", "lowerarm01.L", "wrist.L", "upperleg01.L", "lowerleg01.L",
                       "foot.L", ""},
                      dotL),
             20, "upperarm01.R", "lowerleg01.L", "(none)"},
            // CMU's older files: the collar is the shoulder and "LeftShoulder" the upper arm.
            {"cmu-bvh",
             humanoid({"Hips", "LowerBack", "Chest", "Chest2", "LowerNeck", "Head"},
                      {"LeftCollar", "LeftShoulder", "LeftElbow", "LeftWrist", "LeftHip", "LeftKnee", "LeftAnkle",
                       "LeftToe"},
                      leftRight),
             22, "RightShoulder", "LeftKnee", "LeftToe"},
        };
        for (const Case& c : cases) {
            const RoleMapping m = findRoles(c.skeleton.names, c.skeleton.parents);
            QCOMPARE(m.convention, c.convention);
            QCOMPARE(m.found(), c.found);
            QVERIFY(m.missingRequired.empty());
            QCOMPARE(boneFor(c.skeleton, m, Role::UpperArmR), c.upperArmR);
            QCOMPARE(boneFor(c.skeleton, m, Role::LowerLegL), c.lowerLegL);
            QCOMPARE(boneFor(c.skeleton, m, Role::ToesL), c.toesL);
        }
    }

    void aBoneInTheWrongPlaceIsLeftOut()
    {
        // Mixamo's names, but the left hand hangs under the head: its name fits, its place does
        // not, so the role stays empty and is named.
        Skeleton s = humanoid(
            {"Hips", "Spine", "Spine1", "Spine2", "Neck", "Head"},
            {"LeftShoulder", "LeftArm", "LeftForeArm", "LeftHand", "LeftUpLeg", "LeftLeg", "LeftFoot", "LeftToeBase"},
            leftRight);
        for (std::size_t i = 0; i < s.names.size(); ++i)
            if (s.names[i] == "LeftHand")
                s.parents[i] = 5;  // Head
        const RoleMapping m = findRoles(s.names, s.parents);
        QCOMPARE(m.convention, std::string("mixamo"));
        QCOMPARE(m.boneOf(Role::HandL), -1);
        QVERIFY(m.outOfPlace == std::vector<Role>{Role::HandL});
        QVERIFY(m.missingRequired == std::vector<Role>{Role::HandL});
    }

    void noNamingFitsAStrangeSkeleton()
    {
        const Skeleton s = skeletonOf({{"torso_joint_1", ""}, {"leg_joint_L_1", "torso_joint_1"}});
        const RoleMapping m = findRoles(s.names, s.parents);
        QVERIFY(m.convention.empty());
        QCOMPARE(m.found(), std::size_t(0));
        QCOMPARE(m.missingRequired.size(), std::size_t(15));  // hips, spine, head and 2 × 6 limb roles
    }

    void theRolesReadAndMirror()
    {
        for (std::size_t r = 0; r < kRoleCount; ++r) {
            const auto role = static_cast<Role>(r);
            QCOMPARE(roleNamed(roleName(role)), std::optional<Role>(role));
            QCOMPARE(mirrored(mirrored(role)), role);
            const std::string name(roleName(role));
            const bool sided = name.ends_with(".L") || name.ends_with(".R");
            QCOMPARE(mirrored(role) == role, !sided);
            if (sided)
                QCOMPARE(std::string(roleName(mirrored(role))),
                         dotL(name) == name ? swapLast(name, ".R", ".L") : dotL(name));
        }
        QCOMPARE(parentRole(Role::Hips), std::nullopt);
        QCOMPARE(parentRole(Role::UpperArmL), std::optional<Role>(Role::ShoulderL));
    }
};

QTEST_GUILESS_MAIN(TestRoles)
#include "tst_roles.moc"
