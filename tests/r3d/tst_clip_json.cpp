// Our 3D clip file, rig-pose-clip3d/1 (issue 39). A two-bone clip written here by hand poses
// its joints where worked out by hand; CMU's walk written and read back keeps its bones, their
// order, parents and roles, and every joint within 1e-5 on every frame, and the same clip writes
// the same bytes; a file that is not one is refused by name.

#include <QTest>

#include <cmath>
#include <numbers>

#include "rigpose/r3d/clip_json.h"
#include "cmu_walk.h"
#include "testutils.h"

using namespace rigpose;
using namespace rigpose::r3d;

namespace {

Bvh walk() { return test::cmuWalk(); }

// Hips one up, a spine bone 0.5 above them; one frame turning the hips a quarter about +Z
// (counter-clockwise seen from +Z) and lifting them by 0.25.
const char* const kTwoBones = R"({"spec": "rig-pose-clip3d/1", "frameTime": 0.04, "up": "+Y", "forward": "+Z",
  "bones": [{"name": "root", "parent": null, "role": "hips", "translation": [0, 1, 0], "rotation": [0, 0, 0, 1]},
            {"name": "back", "parent": "root", "role": "spine", "translation": [0, 0.5, 0], "rotation": [0, 0, 0, 1]}],
  "frames": [{"rotation": [[0, 0, 0.7071067811865476, 0.7071067811865476], [0, 0, 0, 1]],
              "translation": [[0, 1.25, 0], [0, 0.5, 0]]}]})";

QByteArray withReplaced(const char* from, const char* to)
{
    QByteArray text(kTwoBones);
    if (!text.contains(from))
        qFatal("the two-bone clip has no %s", from);
    return text.replace(from, to);
}

}  // namespace

class TestClipJson : public QObject {
    Q_OBJECT
private slots:
    void aHandWrittenClipPosesAsWorkedOut()
    {
        const auto read = readClipJsonText(kTwoBones, "two.clip.json");
        QVERIFY2(read.ok(), read.ok() ? "" : read.refusals.items().front().message.c_str());
        const Skeleton3& s = read.value.skeleton;
        QCOMPARE(s.bones.size(), std::size_t(2));
        QCOMPARE(s.bones[1].parent, 0);
        QCOMPARE(s.roles.boneOf(Role::Hips), 0);
        QCOMPARE(s.roles.boneOf(Role::Spine), 1);
        QCOMPARE(read.value.clip.frames, std::size_t(1));
        QCOMPARE(read.value.clip.frameTime, 0.04);
        // The spine's joint: 0.5 along the hips' +Y, which the quarter turn about +Z lays on −X.
        const auto world = posedWorld(s, read.value.clip, 0);
        QVERIFY((world[0].translation() - Eigen::Vector3d(0, 1.25, 0)).norm() < 1e-12);
        QVERIFY((world[1].translation() - Eigen::Vector3d(-0.5, 1.25, 0)).norm() < 1e-12);
        // tests/data/r3d/two-bones.clip.json is this clip (the fuzz target's seed), read by path.
        const auto file = readClipJsonFile(test::dataPath("r3d/two-bones.clip.json"));
        QVERIFY(file.ok());
        QVERIFY((posedWorld(file.value.skeleton, file.value.clip, 0)[1].translation() - world[1].translation()).norm() <
                1e-12);
    }

    void cmusWalkWrittenAndReadBackKeepsEveryJoint()
    {
        const Bvh bvh = walk();
        const Skeleton3 rig = skeletonOf(bvh);
        const Clip3 clip = clipOf(bvh);
        const std::string text = clipJsonText(rig, clip);
        const auto back = readClipJsonText(text, "walk.clip.json");
        QVERIFY2(back.ok(), back.ok() ? "" : back.refusals.items().front().message.c_str());
        const Skeleton3& s = back.value.skeleton;
        QCOMPARE(s.bones.size(), rig.bones.size());
        for (std::size_t b = 0; b < rig.bones.size(); ++b) {
            QCOMPARE(s.bones[b].name, rig.bones[b].name);
            QCOMPARE(s.bones[b].parent, rig.bones[b].parent);
        }
        QCOMPARE(s.roles.bone, rig.roles.bone);
        QCOMPARE(back.value.clip.frames, clip.frames);
        QVERIFY(std::abs(back.value.clip.frameTime - clip.frameTime) <= 5e-8);  // kept to 7 places
        double worst = 0;
        for (std::size_t f = 0; f < clip.frames; ++f) {
            const auto a = posedWorld(rig, clip, f), b = posedWorld(s, back.value.clip, f);
            for (std::size_t j = 0; j < a.size(); ++j)
                worst = std::max(worst, (a[j].translation() - b[j].translation()).norm());
        }
        qInfo("worst joint after the clip JSON round trip: %.3g units", worst);
        QVERIFY2(worst <= 1e-5, qPrintable(QString::number(worst)));
        QCOMPARE(clipJsonText(rig, clip), text);
    }

    void aClipWithoutFramesReadsAsARig()
    {
        const auto read = readClipJsonText(
            withReplaced(R"("frames": [{"rotation": [[0, 0, 0.7071067811865476, 0.7071067811865476], [0, 0, 0, 1]],
              "translation": [[0, 1.25, 0], [0, 0.5, 0]]}])",
                         R"("frames": [])")
                .toStdString(),
            "rest.clip.json");
        QVERIFY(read.ok());
        QCOMPARE(read.value.clip.frames, std::size_t(0));
        QCOMPARE(read.value.skeleton.bones.size(), std::size_t(2));
    }

    void whatIsNotAClipIsRefusedByName_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("code");
        QTest::newRow("not JSON") << QByteArray("{\"spec\": ") << QStringLiteral("CLIP3D_JSON");
        QTest::newRow("duplicate key") << withReplaced(R"("frameTime": 0.04)", R"("frameTime": 0.04, "frameTime": 1)")
                                       << QStringLiteral("CLIP3D_JSON");
        QTest::newRow("another spec") << withReplaced("rig-pose-clip3d/1", "rigc-motion/1")
                                      << QStringLiteral("CLIP3D_SPEC");
        QTest::newRow("no frames") << withReplaced(R"("frames")", R"("keys")") << QStringLiteral("CLIP3D_SPEC");
        QTest::newRow("frame time 0") << withReplaced("0.04", "0") << QStringLiteral("CLIP3D_SPEC");
        QTest::newRow("bone without a name")
            << withReplaced(R"("name": "back")", R"("nom": "back")") << QStringLiteral("CLIP3D_BONE");
        QTest::newRow("two bones of one name")
            << withReplaced(R"("name": "back")", R"("name": "root")") << QStringLiteral("CLIP3D_BONE");
        QTest::newRow("parent not listed before")
            << withReplaced(R"("parent": "root")", R"("parent": "back")") << QStringLiteral("CLIP3D_BONE");
        QTest::newRow("rotation of length 0") << withReplaced(R"("translation": [0, 0.5, 0], "rotation": [0, 0, 0, 1])",
                                                              R"("translation": [0, 0.5, 0], "rotation": [0, 0, 0, 0])")
                                              << QStringLiteral("CLIP3D_BONE");
        QTest::newRow("translation not numbers")
            << withReplaced(R"("translation": [0, 1, 0])", R"("translation": [0, "1", 0])")
            << QStringLiteral("CLIP3D_BONE");
        QTest::newRow("unknown role") << withReplaced(R"("role": "spine")", R"("role": "tail")")
                                      << QStringLiteral("CLIP3D_BONE");
        QTest::newRow("one role twice") << withReplaced(R"("role": "spine")", R"("role": "hips")")
                                        << QStringLiteral("CLIP3D_BONE");
        QTest::newRow("frame one bone short")
            << withReplaced(R"("translation": [[0, 1.25, 0], [0, 0.5, 0]])", R"("translation": [[0, 1.25, 0]])")
            << QStringLiteral("CLIP3D_FRAME");
        QTest::newRow("frame rotation not a quaternion")
            << withReplaced("[0, 0, 0.7071067811865476, 0.7071067811865476]", "[0, 0, 0.7071067811865476]")
            << QStringLiteral("CLIP3D_FRAME");
    }

    void whatIsNotAClipIsRefusedByName()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, code);
        const auto read = readClipJsonText(text.toStdString(), "bad.clip.json");
        QVERIFY(!read.ok());
        QCOMPARE(QString::fromStdString(read.refusals.items().front().code), code);
        QVERIFY(read.refusals.items().front().message.rfind("bad.clip.json: ", 0) == 0);
    }

    void aMissingFileIsRefusedByName()
    {
        const auto read = readClipJsonFile(test::dataPath("r3d/no-such.clip.json"));
        QVERIFY(read.refusals.has("CLIP3D_JSON"));
    }
};

QTEST_GUILESS_MAIN(TestClipJson)
#include "tst_clip_json.moc"
