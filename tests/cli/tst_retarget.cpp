// rig-pose retarget and plan, end to end through the built binary: the example cleaned and
// retargeted, the outputs and lines, the record's bytes across two build folders, and the
// command-line refusals (ARG_ALIAS, ARG_REFERENCE, ARG_PATH, POSE_NOT_CLEANED for --coco,
// RIG_GATE_BASE from a rig directory, INPUT_CHANGED is tests/report's), and a sequence over the
// JSON policy's 2 GiB refused before it is read.

#include <QFile>
#include <QTest>

#include <nlohmann/json.hpp>

#include "cli_fixture.h"

using namespace rigpose;
using test::data;
using test::readAll;
using test::src;

class TestRetargetCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_pose;

    QStringList base(const QString& out) const { return test::retargetExample(m_pose, out); }

private slots:
    void initTestCase()
    {
        QByteArray why;
        m_pose = test::cleanedWaveIn(m_dir, why);
        QVERIFY2(!m_pose.isEmpty(), why.constData());
    }

    void theExampleRunsEndToEnd()
    {
        const QString out = m_dir.filePath(QStringLiteral("run1/wave.motion.json"));
        const QString build = m_dir.filePath(QStringLiteral("build1"));
        auto args = base(out);
        args << QStringLiteral("--build") << build << QStringLiteral("--reference") << QStringLiteral("video/wave.mp4");
        const auto r = test::runCli(args);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QByteArray o = r.out;
        QVERIFY2(o.contains("CLEAN legs 1, rest 1"), o.constData());
        QVERIFY(o.contains("RIGC rig-pose gate"));
        QVERIFY(o.contains("GATE green"));
        QVERIFY(o.contains("LAND r_forearm angle"));
        QVERIFY(o.contains("LAND hip origin"));
        QVERIFY(o.contains("SEAM not read: no renderer"));
        QVERIFY(o.contains("FOLD not read: no renderer"));
        QVERIFY(o.contains("made directory"));
        QVERIFY(o.contains("RECORD retarget.json written beside the build (reference: video/wave.mp4)"));
        QVERIFY(o.contains("wave.motion.report.json (rig-pose-report/1, the default beside --out)"));
        QVERIFY(QFile::exists(build + QStringLiteral("/skeleton.json")));

        const auto motion = nlohmann::json::parse(readAll(out).toStdString());
        QVERIFY(motion["archetype"] == "wave");
        QVERIFY(motion["cut"] == "wave");
        const auto report = nlohmann::ordered_json::parse(
            readAll(m_dir.filePath(QStringLiteral("run1/wave.motion.report.json"))).toStdString());
        std::vector<std::string> keys;
        for (const auto& [k, v] : report.items())
            keys.push_back(k);
        const std::vector<std::string> expected = {
            "spec",         "rigc",   "rig",     "animation", "inputs",     "frames",    "duration",
            "frameTimes",   "render", "cleaned", "options",   "scale",      "scaleFit",  "holds",
            "short",        "endOn",  "bends",   "flips",     "gate",       "landings",  "jitter",
            "jitterGroups", "reach",  "posture", "folds",     "seams",      "seamPairs", "pivot",
            "pelvis",       "feet",   "stance",  "switches",  "switchRuns", "turns",     "range"};
        QCOMPARE(keys, expected);
        QVERIFY(report["folds"].is_null());
        QVERIFY(report["seams"].empty() && report["seams"].is_array());
        QCOMPARE(report["landings"].size(), std::size_t(12));
        QVERIFY(report["inputs"]["map"]["path"] == src("resources/examples/wave/map.json").toStdString());

        const auto record = nlohmann::ordered_json::parse(
            readAll(build + QStringLiteral("/retarget.json")).toStdString());
        QVERIFY(record["spec"] == "rig-pose-retarget/1");
        QVERIFY(record["inputs"]["rig"]["path"] == src("resources/examples/wave/rig").toStdString());
        QVERIFY(record["reference"] == "video/wave.mp4");
        QVERIFY(readAll(build + QStringLiteral("/retarget.json")).endsWith("}\n"));
    }

    void theRecordIsTheSameInAnyBuildFolder()
    {
        QByteArray records[2];
        for (int i = 0; i < 2; ++i) {
            const QString folder = m_dir.filePath(QStringLiteral("twice%1").arg(i));
            auto args = base(folder + QStringLiteral("/m.json"));
            args << QStringLiteral("--build") << folder + QStringLiteral("/build");
            const auto r = test::runCli(args);
            QVERIFY2(r.exitCode == 0, r.err.constData());
            records[i] = readAll(folder + QStringLiteral("/build/retarget.json"));
        }
        QVERIFY(!records[0].isEmpty());
        QCOMPARE(records[0], records[1]);
        QVERIFY(!records[0].contains("\"reference\""));
    }

    void aSecondRunNamesTheReplacedReport()
    {
        const QString out = m_dir.filePath(QStringLiteral("again.json"));
        QCOMPARE(test::runCli(base(out)).exitCode, 0);
        const auto r = test::runCli(base(out));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("replaced the one last written 20"), r.out.constData());
    }

    void aliasesThatDifferAreRefused()
    {
        auto args = base(m_dir.filePath(QStringLiteral("x.json")));
        args << QStringLiteral("--pose") << QStringLiteral("other.json");
        const auto r = test::runCli(args);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("ARG_ALIAS") && r.err.contains("--sequence is another name for --pose"),
                 r.err.constData());
        auto same = base(m_dir.filePath(QStringLiteral("y.json")));
        same << QStringLiteral("--pose") << m_pose << QStringLiteral("--name") << QStringLiteral("w")
             << QStringLiteral("--animation") << QStringLiteral("w");
        QCOMPARE(test::runCli(same).exitCode, 0);
    }

    void aReferenceNeedsABuild()
    {
        auto args = base(m_dir.filePath(QStringLiteral("z.json")));
        args << QStringLiteral("--reference") << QStringLiteral("v.mp4");
        const auto r = test::runCli(args);
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("ARG_REFERENCE"));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("z.json"))));
    }

    void aSequenceOver2GiBIsRefusedUnread()
    {
        // Sparse: its size is over the JSON policy's 2 GiB, its data on the disk a few bytes.
        const QString huge = m_dir.filePath(QStringLiteral("huge.pose.json"));
        QFile f(huge);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{");
        QVERIFY(f.resize((qint64(2) << 30) + 1));
        f.close();
        const QString out = m_dir.filePath(QStringLiteral("huge.motion.json"));
        const auto r = test::runCli(test::retargetExample(huge, out));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("POSE_JSON") && r.err.contains("over the 2 GiB"), r.err.constData());
        QVERIFY(!QFile::exists(out));
        QFile::remove(huge);
    }

    void aBuildWhereAFileStandsIsRefusedFirst()
    {
        const QString file = m_dir.filePath(QStringLiteral("a-file"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        auto args = base(m_dir.filePath(QStringLiteral("p.json")));
        args << QStringLiteral("--build") << file;
        const auto r = test::runCli(args);
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("ARG_PATH"));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("p.json"))));
    }

    void cocoAndRawSequencesNeedClean()
    {
        auto args = base(m_dir.filePath(QStringLiteral("c.json")));
        args << QStringLiteral("--coco") << QStringLiteral("in.json");
        const auto coco = test::runCli(args);
        QCOMPARE(coco.exitCode, 1);
        QVERIFY(coco.err.contains("POSE_NOT_CLEANED"));
        auto raw = base(m_dir.filePath(QStringLiteral("r.json")));
        raw[6] = src("resources/examples/wave/pose.raw.json");
        const auto r = test::runCli(raw);
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("POSE_NOT_CLEANED") && r.err.contains("rig-pose clean"));
    }

    void aRigDirectoryWhoseMotionIsRedIsRefused()
    {
        auto args = base(m_dir.filePath(QStringLiteral("b.json")));
        args[2] = data("retarget/base-red");
        const auto r = test::runCli(args);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("RIG_GATE_BASE"), r.err.constData());
        auto green = base(m_dir.filePath(QStringLiteral("g.json")));
        green[2] = data("retarget/base-green");
        const auto g = test::runCli(green);
        QCOMPARE(g.exitCode, 0);
        QVERIFY2(g.out.contains("MOTION carried 1 animation(s)"), g.out.constData());
        auto file = base(m_dir.filePath(QStringLiteral("f.json")));
        file[2] = data("retarget/base-green/rig.json");
        const auto f = test::runCli(file);
        QCOMPARE(f.exitCode, 0);
        QVERIFY2(f.out.contains("was not read"), f.out.constData());
    }

    void anUnknownFlagIsAUsageError()
    {
        auto args = base(m_dir.filePath(QStringLiteral("u.json")));
        args << QStringLiteral("--leg-scales") << QStringLiteral("0.9,1.1");
        const auto r = test::runCli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("unknown flag --leg-scales"), r.err.constData());
    }

    void planSaysWhereEveryChainLands()
    {
        const auto r = test::runCli({QStringLiteral("plan"), QStringLiteral("--rig"),
                                     src("resources/examples/wave/rig"), QStringLiteral("--map"),
                                     src("resources/examples/wave/map.json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("PLAN rig \"wave\" (12 bones)"));
        QVERIFY(r.out.contains("CHAIN leg_l: l_thigh <- l_hip -> l_knee"));
        QVERIFY(r.out.contains("TRANSLATE hip <- mid_hip"));
        QVERIFY(r.out.contains("SPARE root"));
        const auto bad = test::runCli({QStringLiteral("plan"), QStringLiteral("--rig"),
                                       src("resources/examples/wave/rig"), QStringLiteral("--map"),
                                       data("map/descend.map.json")});
        QCOMPARE(bad.exitCode, 1);
        QVERIFY(bad.err.contains("MAP_CHAIN_DESCEND"));
    }
};

QTEST_GUILESS_MAIN(TestRetargetCli)
#include "tst_retarget.moc"
