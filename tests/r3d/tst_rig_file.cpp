// One reader for every 3D rig or clip file (issue 39): the format is told by the file's name
// (a .json by the spec in its first bytes), each format reads its skeleton and, where it has
// one, its clip; a name no format has is refused as R3D_FORMAT; a clip is played on a rig by bone
// names, a bone the clip lacks kept at rest, and a clip with no bone of the rig, or a file without
// motion, is refused as R3D_CLIP; a profile given with the rig is put on it.

#include <QTemporaryDir>
#include <QTest>

#include "rigpose/r3d/clip_json.h"
#include "rigpose/r3d/gltf.h"
#include "rigpose/r3d/rig_file.h"
#include "testutils.h"

using namespace rigpose;
using namespace rigpose::r3d;

namespace {

const std::string kWalk = test::dataPath("r3d/35_01.bvh");
const std::string kMpfb = test::dataPath("r3d/mpfb-default.rig.json");

RigFile readOrDie(const std::string& path, const std::string& animation = "")
{
    auto read = readRigFile(path, animation);
    if (!read.ok())
        qFatal("%s does not read: %s", path.c_str(), read.refusals.items().front().message.c_str());
    return read.value;
}

std::string writeInto(const QTemporaryDir& dir, const char* name, const std::string& bytes)
{
    const QString path = dir.filePath(QString::fromUtf8(name));
    if (!test::writeText(path, QByteArray::fromStdString(bytes)))
        qFatal("cannot write %s", qPrintable(path));
    return path.toStdString();
}

double worstJoint(const Skeleton3& a, const Clip3& ca, const Skeleton3& b, const Clip3& cb)
{
    double worst = 0;
    for (std::size_t f = 0; f < ca.frames; ++f) {
        const auto wa = posedWorld(a, ca, f), wb = posedWorld(b, cb, f);
        for (std::size_t j = 0; j < wa.size(); ++j)
            worst = std::max(worst, (wa[j].translation() - wb[j].translation()).norm());
    }
    return worst;
}

}  // namespace

class TestRigFile : public QObject {
    Q_OBJECT
private slots:
    void theFormatIsToldByTheName()
    {
        QTemporaryDir dir;
        const RigFile walk = readOrDie(kWalk);
        const std::string clip = writeInto(dir, "walk.json", clipJsonText(walk.skeleton, *walk.clip));
        QCOMPARE(rigFormatOf("x/walk.BVH"), std::optional(RigFormat::Bvh));
        QCOMPARE(rigFormatOf("walk.gltf"), std::optional(RigFormat::Gltf));
        QCOMPARE(rigFormatOf("walk.glb"), std::optional(RigFormat::Glb));
        QCOMPARE(rigFormatOf("avatar.vrm"), std::optional(RigFormat::Glb));
        QCOMPARE(rigFormatOf(clip), std::optional(RigFormat::ClipJson));
        QCOMPARE(rigFormatOf(kMpfb), std::optional(RigFormat::MpfbRig));
        QCOMPARE(rigFormatOf("walk.fbx"), std::nullopt);
        QCOMPARE(rigFormatOf("bvh"), std::nullopt);
    }

    void eachFormatReadsItsSkeletonAndClip()
    {
        QTemporaryDir dir;
        const RigFile walk = readOrDie(kWalk);
        QCOMPARE(walk.format, RigFormat::Bvh);
        QCOMPARE(walk.skeleton.bones.size(), std::size_t(31));
        QVERIFY(walk.clip && walk.clip->frames > 300);

        const RigFile mpfb = readOrDie(kMpfb);
        QCOMPARE(mpfb.format, RigFormat::MpfbRig);
        QVERIFY(!mpfb.clip);
        QCOMPARE(mpfb.skeleton.roles.convention, std::string("mpfb"));

        const RigFile clip = readOrDie(writeInto(dir, "walk.clip.json", clipJsonText(walk.skeleton, *walk.clip)));
        QCOMPARE(clip.format, RigFormat::ClipJson);
        QCOMPARE(clip.skeleton.roles.bone, walk.skeleton.roles.bone);
        QVERIFY(worstJoint(walk.skeleton, *walk.clip, clip.skeleton, *clip.clip) <= 1e-5);

        const RigFile glb = readOrDie(writeInto(dir, "walk.glb", glbBytes(walk.skeleton, *walk.clip, "walk")), "walk");
        QCOMPARE(glb.format, RigFormat::Glb);
        QCOMPARE(glb.animation, std::string("walk"));
        QCOMPARE(glb.skeleton.bones.size(), walk.skeleton.bones.size());
        QVERIFY(glb.clip && glb.clip->frames == walk.clip->frames);
    }

    void aClipWrittenWithoutRolesHasThemFoundByName()
    {
        QTemporaryDir dir;
        const RigFile walk = readOrDie(kWalk);
        Skeleton3 roleless = walk.skeleton;
        roleless.roles.bone.fill(-1);
        const RigFile clip = readOrDie(writeInto(dir, "walk.clip.json", clipJsonText(roleless, *walk.clip)));
        QCOMPARE(clip.skeleton.roles.bone, walk.skeleton.roles.bone);
        QCOMPARE(clip.skeleton.roles.convention, walk.skeleton.roles.convention);
    }

    void aNameNoFormatHasIsRefused()
    {
        const auto read = readRigFile("walk.fbx");
        QVERIFY(read.refusals.has("R3D_FORMAT"));
        QVERIFY(read.refusals.items().front().message.rfind("walk.fbx: ", 0) == 0);
    }

    void eachFormatRefusesByItsOwnCodes()
    {
        QTemporaryDir dir;
        QVERIFY(
            readRigFile(writeInto(dir, "bad.bvh", "HIERARCHY\nROOT")).refusals.items().front().code.rfind("BVH_", 0) ==
            0);
        QVERIFY(readRigFile(writeInto(dir, "bad.clip.json", "{\"spec\": \"rig-pose-clip3d/1\"}"))
                    .refusals.has("CLIP3D_SPEC"));
        QVERIFY(readRigFile(writeInto(dir, "bad.glb", "glTF")).refusals.has("GLTF_GLB"));
        QVERIFY(
            readRigFile(writeInto(dir, "bad.rig.json", "[1, 2]")).refusals.items().front().code.rfind("MPFB_RIG_", 0) ==
            0);
    }

    void aClipPlaysOnARigByBoneNames()
    {
        const RigFile walk = readOrDie(kWalk);
        const auto same = clipOnto(walk, walk.skeleton, kWalk);
        QVERIFY(same.ok());
        QVERIFY(worstJoint(walk.skeleton, *walk.clip, walk.skeleton, same.value) == 0);

        // A rig whose left forearm has another name: it keeps its rest, every other bone moves.
        Skeleton3 renamed = walk.skeleton;
        std::size_t forearm = 0;
        while (renamed.bones[forearm].name != "LeftForeArm")
            ++forearm;
        renamed.bones[forearm].name = "LeftElbow";
        const auto onto = clipOnto(walk, renamed, kWalk);
        QVERIFY(onto.ok());
        const std::size_t last = walk.clip->frames - 1;
        QVERIFY(onto.value.rotationAt(last, forearm).isApprox(renamed.bones[forearm].rotation, 1e-12));
        QVERIFY(!walk.clip->rotationAt(last, forearm).isApprox(renamed.bones[forearm].rotation, 1e-3));
        QVERIFY(onto.value.rotationAt(last, 0).isApprox(walk.clip->rotationAt(last, 0), 1e-12));
    }

    void aClipWithoutTheRigsBonesOrWithoutMotionIsRefused()
    {
        const RigFile walk = readOrDie(kWalk), mpfb = readOrDie(kMpfb);
        const auto noBone = clipOnto(walk, mpfb.skeleton, kWalk);
        QVERIFY(noBone.refusals.has("R3D_CLIP"));
        const auto noMotion = clipOnto(mpfb, walk.skeleton, kMpfb);
        QVERIFY(noMotion.refusals.has("R3D_CLIP"));
        QVERIFY(noMotion.refusals.items().front().message.find("MPFB rig") != std::string::npos);
    }

    void aProfileGivenWithTheRigIsPutOnIt()
    {
        QTemporaryDir dir;
        const auto read = readRigFileWithProfile(kWalk, test::dataPath("r3d/cmu-no-toes.profile.json"));
        QVERIFY(read.ok());
        QCOMPARE(read.value.skeleton.roles.boneOf(Role::ToesL), -1);
        QCOMPARE(read.value.skeleton.roles.boneOf(Role::ToesR), -1);
        QCOMPARE(read.value.skeleton.roles.convention, readOrDie(kWalk).skeleton.roles.convention + " + profile");
        const std::string bad = writeInto(dir, "bad.profile.json",
                                          R"({"spec": "rig-pose-r3d-profile/1", "roles": {"toes.L": "Toe"}})");
        QVERIFY(readRigFileWithProfile(kWalk, bad).refusals.has("R3D_PROFILE"));
        QVERIFY(readRigFileWithProfile(kWalk, dir.filePath(QStringLiteral("none.json")).toStdString())
                    .refusals.has("R3D_PROFILE"));
    }
};

QTEST_GUILESS_MAIN(TestRigFile)
#include "tst_rig_file.moc"
