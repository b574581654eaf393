// rig-pose automap as a user runs it: the proposed map reads back green and retargets the wave
// to the very bytes its hand-written map gives; two runs write the same bytes; --front swaps a
// 2D rig's sides; a rig with no figure in it is refused (exit 1, nothing written); a bad
// invocation exits 2.

#include <QFile>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "cli_fixture.h"
#include "rigpose/map/map.h"
#include "rigpose/rig/reader.h"

using namespace rigpose;

namespace {

QString s(const char* text) { return QString::fromUtf8(text); }

}  // namespace

class TestAutomapCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    test::CliRun automap(const QStringList& more)
    {
        return test::runCli(QStringList{s("automap")} + more, m_dir.path());
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void proposesTheWavesMap()
    {
        const auto run = automap(
            {s("--rig"), test::src("resources/examples/wave/rig"), s("--out"), s("wave.map.json")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY2(run.out.startsWith("AUTOMAP no known naming convention matched the whole rig\n"), run.out.constData());
        QVERIFY2(run.out.contains("\nAUTOMAP arm_r  r_upper_arm, r_forearm <- r_shoulder, r_elbow, r_wrist  (tokens, "
                                  "confidence 0.75: name tokens: r_upper_arm [r|upper|arm] upper arm, r_forearm "
                                  "[r|forearm] forearm, which hangs below it; mirrors the other side; bend free)\n"),
                 run.out.constData());
        QVERIFY2(run.out.contains("\nAUTOMAP translate  hip <- mid_hip  (tokens, "), run.out.constData());
        QVERIFY2(run.out.endsWith("wrote wave.map.json (rig-pose-map/1, 7 chain(s)): a proposal, check every chain's "
                                  "note before retargeting\n"),
                 run.out.constData());
        auto rig = rig::readRigFile(test::sourcePath("resources/examples/wave/rig/rig.json"));
        auto map = map::readMapFile(m_dir.filePath(s("wave.map.json")).toStdString(), rig.value);
        QVERIFY(map.ok());
        QCOMPARE(map.value.chains.size(), std::size_t(7));
        QVERIFY(map.value.translate);
        QCOMPARE(map.value.translate->rigLength, 260.0);  // hip -> head, as the hand map has it
    }

    void retargetsTheWaveAsTheHandMapDoes()
    {
        QVERIFY(automap({s("--rig"), test::src("resources/examples/wave/rig/rig.json"), s("--out"), s("w.map.json")})
                    .exitCode == 0);
        const QString pose = test::src("resources/examples/wave/pose.json");
        // One file name in two folders: the animation is named after the file.
        const auto mine = test::runCli(test::retargetExample(pose, s("mine/wave.motion.json"), s("w.map.json")),
                                       m_dir.path());
        QVERIFY2(mine.exitCode == 0, mine.err.constData());
        const auto hand = test::runCli(test::retargetExample(pose, s("hand/wave.motion.json")), m_dir.path());
        QVERIFY2(hand.exitCode == 0, hand.err.constData());
        const QByteArray motion = test::readAll(m_dir.filePath(s("mine/wave.motion.json")));
        QVERIFY(!motion.isEmpty());
        QCOMPARE(motion, test::readAll(m_dir.filePath(s("hand/wave.motion.json"))));
    }

    void sameInputsSameBytes()
    {
        const QString rig = test::data("automap/wave-mixamo.rig.json");
        QVERIFY(automap({s("--rig"), rig, s("--out"), s("a.map.json")}).exitCode == 0);
        QVERIFY(automap({s("--rig"), rig, s("--out"), s("sub/b.map.json")}).exitCode == 0);
        const QByteArray a = test::readAll(m_dir.filePath(s("a.map.json")));
        QVERIFY(!a.isEmpty());
        QCOMPARE(a, test::readAll(m_dir.filePath(s("sub/b.map.json"))));
        QVERIFY(!a.contains(m_dir.path().toUtf8()));
        QVERIFY(!a.contains(QByteArray(RIGPOSE_SOURCE_DIR)));
        QVERIFY(
            a.contains("\"note\": \"preset, confidence 0.95: preset Mixamo: mixamorig:RightArm, "
                       "mixamorig:RightForeArm"));
    }

    void frontSwapsTheSides()
    {
        const QString walk = test::data("rigc/gallery/walk");
        const auto r = automap({s("--rig"), walk, s("--out"), s("walk-r.map.json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        // walk's legs hang under ik constraints: the row stays, flagged, at the lowest confidence.
        QVERIFY2(r.out.contains("\nAUTOMAP leg_r  thigh_f, shin_f <- r_hip, r_knee, r_ankle  (preset, confidence 0.2: "
                                "preset rig-c gallery: thigh_f, shin_f; \"f\" is front, front taken as the subject's "
                                "right; --front l swaps; bend free; ik constraint \"leg_f_ik\" moves thigh_f;"),
                 r.out.constData());
        const auto l = automap({s("--rig"), walk, s("--out"), s("walk-l.map.json"), s("--front"), s("l")});
        QVERIFY2(l.exitCode == 0, l.err.constData());
        QVERIFY2(l.out.contains("\nAUTOMAP leg_l  thigh_f, shin_f <- l_hip, l_knee, l_ankle  (preset, confidence 0.2: "
                                "preset rig-c gallery: thigh_f, shin_f; \"f\" is front, front taken as the subject's "
                                "left; --front r swaps; bend free; ik constraint \"leg_f_ik\" moves thigh_f;"),
                 l.out.constData());
        auto rig = rig::readRigFile(test::dataPath("rigc/gallery/walk/rig.json"));
        for (const char* file : {"walk-r.map.json", "walk-l.map.json"})
            QVERIFY(map::readMapFile(m_dir.filePath(s(file)).toStdString(), rig.value).ok());
    }

    void noFigureIsRefusedAndWritesNothing()
    {
        QVERIFY(test::writeText(m_dir.filePath(s("stick.rig.json")),
                                R"({"spec": "rigc-rig/1", "name": "stick", "skeleton": {"width": 10, "height": 10},
                                    "slots": [], "bones": [{"name": "root"}, {"name": "a", "parent": "root",
                                    "length": 10}, {"name": "b", "parent": "a", "x": 10, "length": 10}]})"));
        const auto run = automap({s("--rig"), s("stick.rig.json"), s("--out"), s("new/stick.map.json")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.startsWith("AUTOMAP_NONE: stick.rig.json: no chain found"), run.err.constData());
        QVERIFY(!QFile::exists(m_dir.filePath(s("new/stick.map.json"))));
        QVERIFY(!QFile::exists(m_dir.filePath(s("new"))));
    }

    void outOverTheRigsOwnMotionIsRefused()
    {
        // A rig folder's motion.json is read with the rig: the map must not land on it.
        QVERIFY(QDir().mkpath(m_dir.filePath(s("own"))));
        const QString rigJson = m_dir.filePath(s("own/rig.json")), motion = m_dir.filePath(s("own/motion.json"));
        QVERIFY(QFile::copy(test::src("resources/examples/wave/rig/rig.json"), rigJson));
        const std::string motionBytes = R"({"spec": "rigc-motion/1"})";
        QVERIFY(test::writeText(motion, QByteArray::fromStdString(motionBytes)));
        const auto run = automap({s("--rig"), s("own"), s("--out"), s("own/motion.json")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.startsWith("ARG_PATH: --out own/motion.json is the same file as the input --rig (its "
                                    "motion.json)"),
                 run.err.constData());
        QFile f(motion);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll().toStdString(), motionBytes);
    }

    void badInvocationsExitTwo()
    {
        const QString rig = test::src("resources/examples/wave/rig");
        for (const QStringList& args :
             {QStringList{s("--rig"), rig}, QStringList{s("--out"), s("x.map.json")},
              QStringList{s("--rig"), rig, s("--out"), s("x.map.json"), s("--front"), s("left")},
              QStringList{s("--rig"), rig, s("--out"), s("x.map.json"), s("--side"), s("r")}}) {
            const auto run = automap(args);
            QCOMPARE(run.exitCode, 2);
            QVERIFY(!QFile::exists(m_dir.filePath(s("x.map.json"))));
        }
    }
};

QTEST_GUILESS_MAIN(TestAutomapCli)
#include "tst_automap.moc"
