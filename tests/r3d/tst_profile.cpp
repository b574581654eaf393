// Role profiles (issue 39): a rig whose names no convention knows takes its roles from a profile;
// on CMU's walk a profile moves a role to another bone and null empties one, the roles it does not
// name kept as found; a profile written reads back the same; a bad profile, a bone the rig lacks
// and one bone given two roles are refused as R3D_PROFILE.

#include <QTest>

#include "rigpose/r3d/profile.h"
#include "testutils.h"

using namespace rigpose;
using namespace rigpose::r3d;

namespace {

// Four bones in a chain, named so that no convention finds a role.
Skeleton3 anonymousChain()
{
    Skeleton3 s;
    for (int b = 0; b < 4; ++b) {
        Bone3 bone;
        bone.name = "bone_" + std::string(1, static_cast<char>('a' + b));
        bone.parent = b - 1;
        bone.translation = Eigen::Vector3d(0, b == 0 ? 1.0 : 0.2, 0);
        s.bones.push_back(bone);
    }
    s.roles = findRoles({"bone_a", "bone_b", "bone_c", "bone_d"}, {-1, 0, 1, 2});
    return s;
}

Skeleton3 walker()
{
    auto read = readBvhFile(test::dataPath("r3d/35_01.bvh"));
    if (!read.ok())
        qFatal("the walk does not read");
    return skeletonOf(read.value);
}

int boneNamed(const Skeleton3& s, const std::string& name)
{
    for (std::size_t b = 0; b < s.bones.size(); ++b)
        if (s.bones[b].name == name)
            return static_cast<int>(b);
    return -1;
}

RoleProfile profileOf(const char* text)
{
    const auto read = readProfileText(text, "hand.profile.json");
    if (!read.ok())
        qFatal("the profile does not read: %s", read.refusals.items().front().message.c_str());
    return read.value;
}

}  // namespace

class TestProfile : public QObject {
    Q_OBJECT
private slots:
    void aRigNoConventionKnowsTakesItsRolesFromAProfile()
    {
        const Skeleton3 rig = anonymousChain();
        QCOMPARE(rig.roles.found(), std::size_t(0));
        const RoleProfile profile = profileOf(
            R"({"spec": "rig-pose-r3d-profile/1", "roles": {"hips": "bone_a", "spine": "bone_b", "neck": "bone_c", "head": "bone_d"}})");
        QCOMPARE(profile.roles.size(), std::size_t(4));
        QCOMPARE(profile.roles[0].first, Role::Hips);  // in the file's order
        const auto mapped = withProfile(rig, profile, "hand.profile.json");
        QVERIFY(mapped.ok());
        const RoleMapping& m = mapped.value.roles;
        QCOMPARE(m.boneOf(Role::Hips), 0);
        QCOMPARE(m.boneOf(Role::Spine), 1);
        QCOMPARE(m.boneOf(Role::Neck), 2);
        QCOMPARE(m.boneOf(Role::Head), 3);
        QCOMPARE(m.found(), std::size_t(4));
        QCOMPARE(m.convention, std::string("profile"));
        // The limbs are still missing, and said so.
        QVERIFY(std::find(m.missingRequired.begin(), m.missingRequired.end(), Role::UpperArmL) !=
                m.missingRequired.end());
        QVERIFY(std::find(m.missingRequired.begin(), m.missingRequired.end(), Role::Hips) == m.missingRequired.end());
    }

    void onAFoundRigAProfileMovesAndEmptiesRolesAndKeepsTheRest()
    {
        const Skeleton3 rig = walker();
        QVERIFY(rig.roles.boneOf(Role::ToesL) >= 0);
        const int upper = boneNamed(rig, "Spine1");
        QCOMPARE(rig.roles.boneOf(Role::UpperChest), upper);
        QVERIFY(rig.roles.boneOf(Role::Chest) >= 0 && rig.roles.boneOf(Role::Chest) != upper);
        // Spine1 moved from the upper chest to the chest, the upper chest and left toes emptied.
        const RoleProfile profile = profileOf(
            R"({"spec": "rig-pose-r3d-profile/1", "roles": {"chest": "Spine1", "upperChest": null, "toes.L": null}})");
        const auto mapped = withProfile(rig, profile, "hand.profile.json");
        QVERIFY2(mapped.ok(), mapped.ok() ? "" : mapped.refusals.items().front().message.c_str());
        const RoleMapping& m = mapped.value.roles;
        QCOMPARE(m.boneOf(Role::Chest), upper);
        QCOMPARE(m.boneOf(Role::UpperChest), -1);
        QCOMPARE(m.boneOf(Role::ToesL), -1);
        QCOMPARE(m.boneOf(Role::ToesR), rig.roles.boneOf(Role::ToesR));
        QCOMPARE(m.boneOf(Role::UpperArmL), rig.roles.boneOf(Role::UpperArmL));
        QCOMPARE(m.convention, rig.roles.convention + " + profile");
        QVERIFY(m.missingRequired.empty());  // toes are not required
    }

    void aProfileWrittenReadsBackTheSame()
    {
        const RoleProfile profile = profileOf(
            R"({"spec": "rig-pose-r3d-profile/1", "roles": {"head": "skull", "toes.R": null, "hips": "p"}})");
        const auto back = readProfileText(profileText(profile), "again.profile.json");
        QVERIFY(back.ok());
        QCOMPARE(back.value.roles, profile.roles);
    }

    void aBadProfileIsRefusedByName_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("says");
        QTest::newRow("not JSON") << QByteArray("{\"spec\"") << QStringLiteral("hand.profile.json: ");
        QTest::newRow("another spec") << QByteArray(R"({"spec": "rig-pose-map/1", "roles": {}})")
                                      << QStringLiteral("is not a role profile");
        QTest::newRow("no roles") << QByteArray(R"({"spec": "rig-pose-r3d-profile/1", "bones": {}})")
                                  << QStringLiteral("has no \"roles\" object");
        QTest::newRow("unknown role") << QByteArray(R"({"spec": "rig-pose-r3d-profile/1", "roles": {"tail": "t"}})")
                                      << QStringLiteral("\"tail\" is not a role; the roles are hips, spine");
        QTest::newRow("a number for a bone")
            << QByteArray(R"({"spec": "rig-pose-r3d-profile/1", "roles": {"hips": 3}})")
            << QStringLiteral("takes a bone's name, or null");
        QTest::newRow("an empty name") << QByteArray(R"({"spec": "rig-pose-r3d-profile/1", "roles": {"hips": ""}})")
                                       << QStringLiteral("takes a bone's name, or null");
    }

    void aBadProfileIsRefusedByName()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, says);
        const auto read = readProfileText(text.toStdString(), "hand.profile.json");
        QVERIFY(!read.ok());
        QCOMPARE(read.refusals.items().front().code, std::string("R3D_PROFILE"));
        const QString message = QString::fromStdString(read.refusals.items().front().message);
        QVERIFY2(message.startsWith(QStringLiteral("hand.profile.json: ")) && message.contains(says),
                 qPrintable(message));
    }

    void aBoneTheRigLacksIsRefused()
    {
        const auto mapped = withProfile(anonymousChain(),
                                        profileOf(R"({"spec": "rig-pose-r3d-profile/1", "roles": {"hips": "pelvis"}})"),
                                        "hand.profile.json");
        QVERIFY(mapped.refusals.has("R3D_PROFILE"));
        QVERIFY(mapped.refusals.items().front().message.find("\"pelvis\", which the rig does not have") !=
                std::string::npos);
    }

    void oneBoneGivenTwoRolesIsRefused()
    {
        // LeftUpLeg given to the hips while the left upper leg keeps it.
        const Skeleton3 rig = walker();
        const auto mapped = withProfile(
            rig, profileOf(R"({"spec": "rig-pose-r3d-profile/1", "roles": {"hips": "LeftUpLeg"}})"),
            "hand.profile.json");
        QVERIFY(mapped.refusals.has("R3D_PROFILE"));
        QVERIFY(mapped.refusals.items().front().message.find("\"LeftUpLeg\" fills two roles, hips and upperLeg.L") !=
                std::string::npos);
    }

    void aMissingProfileFileIsRefused()
    {
        const auto read = readProfileFile(test::dataPath("r3d/no-such.profile.json"));
        QVERIFY(read.refusals.has("R3D_PROFILE"));
    }
};

QTEST_GUILESS_MAIN(TestProfile)
#include "tst_profile.moc"
