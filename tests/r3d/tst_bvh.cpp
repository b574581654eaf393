// BVH read, posed and written (issue 39): points worked out by hand on a two-joint file, the
// channel order's effect, a real CMU walk against what its source states (joints, channels,
// frames, the distance walked) and its bones' lengths kept on every frame, a write and read back
// within 1e-5 on every joint, and every malformed file refused by name.

#include <QTest>

#include <cmath>

#include "rigpose/r3d/bvh.h"
#include "testutils.h"

using namespace rigpose;
using namespace rigpose::r3d;

namespace {

Bvh mustRead(std::string_view text)
{
    auto read = readBvhText(text, "t.bvh");
    if (!read.ok())
        qFatal("refused: %s", read.refusals.items().front().message.c_str());
    return read.value;
}

Eigen::Vector3d tipOf(const Bvh& bvh, const std::vector<Eigen::Isometry3d>& world, std::size_t j)
{
    return world[j] * *bvh.joints[j].endSite;
}

bool near(const Eigen::Vector3d& a, const Eigen::Vector3d& b, double within) { return (a - b).norm() <= within; }

const char* const kOrderXZ = R"(HIERARCHY
ROOT r
{
  OFFSET 0 0 0
  CHANNELS 2 @rotation @rotation
  End Site
  {
    OFFSET 0 1 0
  }
}
MOTION
Frames: 1
Frame Time: 0.04
90 90
)";

// The file above with its two rotations' axes filled in, in order.
std::string orderText(char first, char second)
{
    std::string text = kOrderXZ;
    text[text.find('@')] = first;
    text[text.find('@')] = second;
    return text;
}

}  // namespace

class TestBvh : public QObject {
    Q_OBJECT
private slots:
    void twoJointsPoseAsWorkedOutByHand()
    {
        const auto read = readBvhFile(test::dataPath("r3d/two-joints.bvh"));
        QVERIFY(read.ok());
        const Bvh& bvh = read.value;
        QCOMPARE(bvh.joints.size(), std::size_t(2));
        QCOMPARE(bvh.channelCount(), std::size_t(7));
        QCOMPARE(bvh.frames, std::size_t(2));
        QCOMPARE(bvh.joints[1].parent, 0);
        // Frame 0: every channel 0, the offsets as drawn: arm at (0, 10, 0), its tip 5 along z.
        const auto rest = bvhWorld(bvh, 0);
        QVERIFY(near(rest[1].translation(), {0, 10, 0}, 1e-12));
        QVERIFY(near(tipOf(bvh, rest, 1), {0, 10, 5}, 1e-12));
        // Frame 1: the root at (1, 2, 3) turned 90° about z, so the arm's offset (0, 10, 0) points
        // along −x: (−9, 2, 3). The arm turns 90° about x: its tip's (0, 0, 5) becomes (0, −5, 0),
        // and the root's turn takes that to (5, 0, 0): the tip at (−4, 2, 3).
        const auto posed = bvhWorld(bvh, 1);
        QVERIFY(near(posed[0].translation(), {1, 2, 3}, 1e-12));
        QVERIFY(near(posed[1].translation(), {-9, 2, 3}, 1e-12));
        QVERIFY(near(tipOf(bvh, posed, 1), {-4, 2, 3}, 1e-12));
    }

    void rotationsComposeInTheListedOrder()
    {
        // Both 90°, on a tip at (0, 1, 0). X then Z (Rx · Rz): Rz takes it to (−1, 0, 0), Rx leaves
        // that. Z then X (Rz · Rx): Rx takes it to (0, 0, 1), Rz leaves that.
        const Bvh xz = mustRead(orderText('X', 'Z'));
        const Bvh zx = mustRead(orderText('Z', 'X'));
        QVERIFY(near(tipOf(xz, bvhWorld(xz, 0), 0), {-1, 0, 0}, 1e-12));
        QVERIFY(near(tipOf(zx, bvhWorld(zx, 0), 0), {0, 0, 1}, 1e-12));
    }

    void aCmuWalkReadsAsItsSourceStates()
    {
        const auto read = readBvhFile(test::dataPath("r3d/35_01.bvh"));
        QVERIFY2(read.ok(), read.ok() ? "" : read.refusals.items().front().message.c_str());
        const Bvh& bvh = read.value;
        // tests/data/r3d/README.md: 31 joints, 96 channels, 359 frames at 120 fps.
        QCOMPARE(bvh.joints.size(), std::size_t(31));
        QCOMPARE(bvh.channelCount(), std::size_t(96));
        QCOMPARE(bvh.frames, std::size_t(359));
        QCOMPARE(bvh.frameTime, 0.0083333);
        QCOMPARE(bvh.values.size(), std::size_t(359 * 96));
        QCOMPARE(bvh.joints[0].name, std::string("Hips"));
        QCOMPARE(bvh.joints[static_cast<std::size_t>(bvh.jointIndex("LeftUpLeg"))].parent, bvh.jointIndex("LHipJoint"));
        // About 3.8 m straight ahead (1 unit = 2.54 / 0.45 cm): the hips' horizontal travel from
        // frame 1 (after the rest frame) to the last, within the 2 significant figures given.
        const double unit = 0.0254 / 0.45;
        const Eigen::Vector3d from = bvhWorld(bvh, 1)[0].translation(), to = bvhWorld(bvh, 358)[0].translation();
        const double metres = std::hypot(to.x() - from.x(), to.z() - from.z()) * unit;
        QVERIFY2(metres > 3.75 && metres < 3.85, qPrintable(QString::number(metres)));
        // A bone keeps its length on every frame: the rotations are rigid.
        const auto rest = bvhRestWorld(bvh);
        double worst = 0;
        for (std::size_t f = 0; f < bvh.frames; ++f) {
            const auto w = bvhWorld(bvh, f);
            for (std::size_t j = 1; j < bvh.joints.size(); ++j) {
                const auto p = static_cast<std::size_t>(bvh.joints[j].parent);
                const double now = (w[j].translation() - w[p].translation()).norm();
                worst = std::max(worst, std::abs(now - bvh.joints[j].offset.norm()));
            }
        }
        QVERIFY2(worst < 1e-9, qPrintable(QString::number(worst)));
        QVERIFY(near(rest[static_cast<std::size_t>(bvh.jointIndex("LeftLeg"))].translation() -
                         rest[static_cast<std::size_t>(bvh.jointIndex("LeftUpLeg"))].translation(),
                     {2.53442, -6.96327, 0}, 1e-12));
    }

    void writtenAndReadBackEveryJointStaysPut()
    {
        const auto read = readBvhFile(test::dataPath("r3d/35_01.bvh"));
        QVERIFY(read.ok());
        const Bvh& bvh = read.value;
        const std::string text = bvhText(bvh);
        const Bvh back = mustRead(text);
        QCOMPARE(back.joints.size(), bvh.joints.size());
        QCOMPARE(back.frames, bvh.frames);
        QCOMPARE(back.frameTime, bvh.frameTime);
        for (std::size_t j = 0; j < bvh.joints.size(); ++j) {
            QCOMPARE(back.joints[j].name, bvh.joints[j].name);
            QCOMPARE(back.joints[j].parent, bvh.joints[j].parent);
            QVERIFY(back.joints[j].channels == bvh.joints[j].channels);
            QCOMPARE(back.joints[j].endSite.has_value(), bvh.joints[j].endSite.has_value());
        }
        double worst = 0;
        for (std::size_t f = 0; f < bvh.frames; ++f) {
            const auto a = bvhWorld(bvh, f), b = bvhWorld(back, f);
            for (std::size_t j = 0; j < a.size(); ++j)
                worst = std::max(worst, (a[j].translation() - b[j].translation()).norm());
        }
        QVERIFY2(worst <= 1e-5, qPrintable(QString::number(worst)));
        // What we write, we read back and write again to the same bytes.
        QCOMPARE(bvhText(back), text);
        // The original's numbers had at most 6 decimals, so every value reads back as it was.
        QVERIFY(back.values == bvh.values);
    }

    void malformedFilesAreRefusedByName_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("fragment");
        const QString head = QStringLiteral("HIERARCHY\nROOT r\n{\nOFFSET 0 0 0\nCHANNELS 1 Xrotation\n");
        const QString tail = QStringLiteral("}\nMOTION\nFrames: 1\nFrame Time: 0.04\n0\n");
        QTest::newRow("empty") << QString() << QStringLiteral("BVH_SYNTAX")
                               << QStringLiteral("where HIERARCHY belongs");
        QTest::newRow("no root") << QStringLiteral("HIERARCHY\nJOINT a\n") << QStringLiteral("BVH_SYNTAX")
                                 << QStringLiteral("where ROOT belongs");
        QTest::newRow("a name missing") << QStringLiteral("HIERARCHY\nROOT\n{\n") << QStringLiteral("BVH_SYNTAX")
                                        << QStringLiteral("ROOT without a name");
        QTest::newRow("no offset") << QStringLiteral("HIERARCHY\nROOT r\n{\nCHANNELS 0\n")
                                   << QStringLiteral("BVH_SYNTAX") << QStringLiteral("where OFFSET belongs");
        QTest::newRow("an offset word") << QStringLiteral("HIERARCHY\nROOT r\n{\nOFFSET 0 x 0\n")
                                        << QStringLiteral("BVH_NUMBER") << QStringLiteral("\"x\" is not one");
        QTest::newRow("an infinite offset") << QStringLiteral("HIERARCHY\nROOT r\n{\nOFFSET 0 1e999 0\n")
                                            << QStringLiteral("BVH_NUMBER") << QStringLiteral("three finite numbers");
        QTest::newRow("seven channels") << QStringLiteral("HIERARCHY\nROOT r\n{\nOFFSET 0 0 0\nCHANNELS 7\n")
                                        << QStringLiteral("BVH_CHANNELS") << QStringLiteral("a count from 0 to 6");
        QTest::newRow("an unknown channel")
            << QStringLiteral("HIERARCHY\nROOT r\n{\nOFFSET 0 0 0\nCHANNELS 1 Wrotation\n")
            << QStringLiteral("BVH_CHANNELS") << QStringLiteral("is not a channel");
        QTest::newRow("a channel twice") << QStringLiteral(
                                                "HIERARCHY\nROOT r\n{\nOFFSET 0 0 0\nCHANNELS 2 Xrotation xROTATION\n")
                                         << QStringLiteral("BVH_CHANNELS") << QStringLiteral("listed twice");
        QTest::newRow("a joint twice") << head + QStringLiteral("JOINT a\n{\nOFFSET 0 1 0\nCHANNELS 0\n}\nJOINT a\n{\n")
                                       << QStringLiteral("BVH_JOINTS") << QStringLiteral("two joints are named \"a\"");
        QTest::newRow("unclosed") << head << QStringLiteral("BVH_SYNTAX")
                                  << QStringLiteral("the file ends inside joint \"r\"");
        QTest::newRow("a stray word") << head + QStringLiteral("OFFSET 1 1 1\n") << QStringLiteral("BVH_SYNTAX")
                                      << QStringLiteral("\"OFFSET\" found inside joint");
        QTest::newRow("two end sites")
            << head + QStringLiteral("End Site\n{\nOFFSET 0 1 0\n}\nEnd Site\n{\nOFFSET 0 1 0\n}\n") + tail
            << QStringLiteral("BVH_SYNTAX") << QStringLiteral("two End Sites");
        QTest::newRow("no motion") << head + QStringLiteral("}\n") << QStringLiteral("BVH_SYNTAX")
                                   << QStringLiteral("where MOTION belongs");
        QTest::newRow("frames not whole") << head + QStringLiteral("}\nMOTION\nFrames: 1.5\nFrame Time: 0.04\n0\n")
                                          << QStringLiteral("BVH_MOTION") << QStringLiteral("whole number of frames");
        QTest::newRow("frame time zero") << head + QStringLiteral("}\nMOTION\nFrames: 1\nFrame Time: 0\n0\n")
                                         << QStringLiteral("BVH_MOTION")
                                         << QStringLiteral("positive number of seconds");
        QTest::newRow("a frame short") << head + QStringLiteral("}\nMOTION\nFrames: 2\nFrame Time: 0.04\n0\n")
                                       << QStringLiteral("BVH_MOTION")
                                       << QStringLiteral("the file ends after 1 whole frame(s)");
        QTest::newRow("a frame over") << head + QStringLiteral("}\nMOTION\nFrames: 1\nFrame Time: 0.04\n0\n0\n")
                                      << QStringLiteral("BVH_MOTION") << QStringLiteral("more values than Frames: 1");
        QTest::newRow("a value word") << head + QStringLiteral("}\nMOTION\nFrames: 1\nFrame Time: 0.04\nnan\n")
                                      << QStringLiteral("BVH_NUMBER")
                                      << QStringLiteral("frame 0: \"nan\" is not a finite number");
        QString deep = QStringLiteral("HIERARCHY\nROOT r\n{\nOFFSET 0 0 0\nCHANNELS 0\n");
        for (int i = 0; i < 300; ++i)
            deep += QStringLiteral("JOINT j%1\n{\nOFFSET 0 1 0\nCHANNELS 0\n").arg(i);
        QTest::newRow("nested too deep") << deep << QStringLiteral("BVH_JOINTS")
                                         << QStringLiteral("nested deeper than 256 levels");
    }

    void malformedFilesAreRefusedByName()
    {
        QFETCH(QString, text);
        QFETCH(QString, code);
        QFETCH(QString, fragment);
        const auto read = readBvhText(text.toStdString(), "bad.bvh");
        QVERIFY(!read.ok());
        const Refusal& r = read.refusals.items().front();
        QCOMPARE(QString::fromStdString(r.code), code);
        QVERIFY2(r.message.rfind("bad.bvh: line ", 0) == 0, r.message.c_str());
        QVERIFY2(QString::fromStdString(r.message).contains(fragment), r.message.c_str());
        QCOMPARE(read.refusals.total(), std::size_t(1));
    }

    void aMissingFileIsRefusedByName()
    {
        const auto read = readBvhFile("/nonexistent/walk.bvh");
        QVERIFY(read.refusals.has("BVH_READ"));
    }
};

QTEST_GUILESS_MAIN(TestBvh)
#include "tst_bvh.moc"
