// Outputs never destroy inputs: every command refuses (ARG_PATH, exit 1, nothing written) an
// output that is the same file as an input however it is spelled (.., a symlink, a hard link),
// and two outputs of one run on one file; a refused retarget leaves no folder it would have made;
// SIGTERM sent while a run writes leaves the old target and no temporary.

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

#include <unistd.h>

#include "cli_fixture.h"

using namespace rigpose;
using test::readAll;
using test::src;

using rigpose::test::writeText;

namespace {

QString s(const char* text) { return QString::fromUtf8(text); }

}  // namespace

class TestOutputPathsCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_raw;      // a copy of the example's raw pose
    QString m_cleaned;  // the example cleaned, ready to retarget
    QString m_map;      // a copy of the example's map

    QString path(const char* relative) const { return m_dir.filePath(s(relative)); }

    // The run is refused as ARG_PATH, names `flag`, and `input` still holds `bytes`.
    void verifyRefused(const test::CliRun& run, const char* flag, const QString& input, const QByteArray& bytes)
    {
        QVERIFY2(run.exitCode == 1, run.err.constData());
        QVERIFY2(run.err.startsWith("ARG_PATH: "), run.err.constData());
        QVERIFY2(run.err.contains(flag), run.err.constData());
        QVERIFY2(run.err.contains("nothing was written"), run.err.constData());
        QVERIFY(run.out.isEmpty());
        QCOMPARE(readAll(input), bytes);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(QDir(m_dir.path()).mkpath(s("sub")));
        m_raw = path("pose.raw.json");
        QVERIFY(QFile::copy(src("resources/examples/wave/pose.raw.json"), m_raw));
        m_map = path("map.json");
        QVERIFY(QFile::copy(src("resources/examples/wave/map.json"), m_map));
        m_cleaned = path("wave.cleaned.json");
        const auto r = test::cleanExampleWave(m_cleaned);
        QVERIFY2(r.exitCode == 0, r.err.constData());
    }

    void cleanRefusesItsInputAsOut()
    {
        const QByteArray before = readAll(m_raw);
        verifyRefused(test::runCli({s("clean"), s("--pose"), m_raw, s("--out"), m_raw}), "--out", m_raw, before);
    }

    void convertRefusesTheInputSpelledThroughDotDot()
    {
        const QByteArray before = readAll(m_raw);
        const QString spelled = path("sub/../pose.raw.json");
        verifyRefused(test::runCli({s("convert"), s("--pose"), m_raw, s("--out"), spelled}), "--out", m_raw, before);
        // Relative to the working directory, through a folder not made yet, is the same file too.
        verifyRefused(
            test::runCli({s("convert"), s("--pose"), s("pose.raw.json"), s("--out"), s("not-yet/../pose.raw.json")},
                         m_dir.path()),
            "--out", m_raw, before);
        QVERIFY(!QFileInfo::exists(path("not-yet")));
    }

    void aHardLinkOfTheInputIsTheInput()
    {
        const QByteArray before = readAll(m_raw);
        const QString linked = path("linked.json");
        QVERIFY(::link(m_raw.toLocal8Bit().constData(), linked.toLocal8Bit().constData()) == 0);
        verifyRefused(test::runCli({s("clean"), s("--pose"), m_raw, s("--out"), linked}), "--out", m_raw, before);
        QFile::remove(linked);
    }

    void pelvisRefusesItsKeysAsOut()
    {
        const QString keys = path("keys.json");
        const QByteArray text = R"({"spec": "rig-pose-pelvis-keys/1", "keys": [{"frame": 0, "deg": 2}]})";
        QVERIFY(writeText(keys, text));
        verifyRefused(test::runCli({s("pelvis"), s("--pose"), m_raw, s("--pelvis-keys"), keys, s("--out"), keys}),
                      "--pelvis-keys", keys, text);
    }

    void generateRefusesTwoOutputsOnOneFile()
    {
        const QString out = path("generated.json");
        const auto run = test::runCli({s("generate"), s("--out"), out, s("--cleaned"), path("sub/../generated.json")});
        QVERIFY2(run.exitCode == 1, run.err.constData());
        QVERIFY2(run.err.startsWith("ARG_PATH: ") && run.err.contains("--cleaned"), run.err.constData());
        QVERIFY(!QFileInfo::exists(out));
    }

    void retargetRefusesTheSequenceAsOut()
    {
        const QByteArray before = readAll(m_cleaned);
        verifyRefused(test::runCli(test::retargetExample(m_cleaned, path("sub/../wave.cleaned.json"), m_map)), "--out",
                      m_cleaned, before);
    }

    void retargetRefusesTheReportOnTheOut()
    {
        const QString out = path("motion.json");
        auto args = test::retargetExample(m_cleaned, out, m_map);
        args << s("--report") << out;
        const auto run = test::runCli(args);
        QVERIFY2(run.exitCode == 1, run.err.constData());
        QVERIFY2(run.err.startsWith("ARG_PATH: ") && run.err.contains("--report"), run.err.constData());
        QVERIFY(!QFileInfo::exists(out));
    }

    void retargetRefusesASymlinkToTheMapAsReport()
    {
        const QByteArray before = readAll(m_map);
        const QString link = path("report-link.json");
        QVERIFY(QFile::link(m_map, link));
        auto args = test::retargetExample(m_cleaned, path("motion.json"), m_map);
        args << s("--report") << link;
        verifyRefused(test::runCli(args), "--map", m_map, before);
        QVERIFY(QFileInfo(link).isSymLink());
        QVERIFY(!QFileInfo::exists(path("motion.json")));
    }

    void retargetRefusesTheRigsOwnMotionAsOut()
    {
        QVERIFY(QDir(m_dir.path()).mkpath(s("rig")));
        QVERIFY(QFile::copy(src("resources/examples/wave/rig/rig.json"), path("rig/rig.json")));
        const QByteArray motion = R"({"spec": "rigc-motion/1"})";
        QVERIFY(writeText(path("rig/motion.json"), motion));
        auto args = test::retargetExample(m_cleaned, path("rig/motion.json"), m_map);
        args[args.indexOf(s("--rig")) + 1] = path("rig");
        verifyRefused(test::runCli(args), "motion.json", path("rig/motion.json"), motion);
    }

    void retargetRefusesABuildRecordOnTheMap()
    {
        QVERIFY(QDir(m_dir.path()).mkpath(s("build")));
        const QString map = path("build/retarget.json");
        QVERIFY(QFile::copy(m_map, map));
        const QByteArray before = readAll(map);
        auto args = test::retargetExample(m_cleaned, path("motion.json"), map);
        args << s("--build") << path("build");
        verifyRefused(test::runCli(args), "--build", map, before);
    }

    // A build folder that holds an input (the map beside it, or the rig folder itself) is refused
    // whatever the input is called, as the studio's build export is; nothing is written there.
    void retargetRefusesABuildFolderHoldingAnInput()
    {
        QVERIFY(QDir(m_dir.path()).mkpath(s("holds-map")));
        const QString map = path("holds-map/map.json");
        QVERIFY(QFile::copy(m_map, map));
        const QByteArray before = readAll(map);
        auto args = test::retargetExample(m_cleaned, path("holds.motion.json"), map);
        args << s("--build") << path("holds-map");
        verifyRefused(test::runCli(args), "--build", map, before);
        QCOMPARE(QDir(path("holds-map")).entryList(QDir::Files), QStringList{s("map.json")});
        QVERIFY(!QFileInfo::exists(path("holds.motion.json")));

        QVERIFY(QDir(m_dir.path()).mkpath(s("rig-copy")));
        QVERIFY(QFile::copy(src("resources/examples/wave/rig/rig.json"), path("rig-copy/rig.json")));
        const QString rigFolder = path("rig-copy");
        auto intoRig = test::retargetExample(m_cleaned, path("holds.motion.json"), m_map);
        intoRig[intoRig.indexOf(s("--rig")) + 1] = rigFolder;
        intoRig << s("--build") << rigFolder;
        const auto run = test::runCli(intoRig);
        QVERIFY2(run.exitCode == 1 && run.err.startsWith("ARG_PATH: ") && run.err.contains("--rig"),
                 run.err.constData());
        QVERIFY(!QFileInfo::exists(rigFolder + s("/skeleton.json")));
    }

    // Refused on its paths or on its inputs, a retarget makes no folder for --out.
    void aRefusedRetargetLeavesNoFolder()
    {
        auto collides = test::retargetExample(m_cleaned, path("new-folder/motion.json"), m_map);
        collides << s("--report") << m_cleaned;
        const auto collided = test::runCli(collides);
        QVERIFY2(collided.exitCode == 1 && collided.err.startsWith("ARG_PATH: "), collided.err.constData());
        QVERIFY(!QFileInfo::exists(path("new-folder")));

        auto missingMap = test::retargetExample(m_cleaned, path("new-folder/motion.json"), path("no-such-map.json"));
        missingMap << s("--build") << path("new-build/deeper");
        const auto unread = test::runCli(missingMap);
        QVERIFY2(unread.exitCode == 1 && unread.err.contains("MAP_READ"), unread.err.constData());
        QVERIFY(!QFileInfo::exists(path("new-folder")));
        QVERIFY(!QFileInfo::exists(path("new-build")));
    }

    // A long generate (~27 MB) killed while its temporary is on disk: the handler removes the
    // temporary and the process still dies of the signal; the old target keeps its bytes.
    void sigtermMidWriteLeavesNoTemporary()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(s("big.json"));
        QVERIFY(writeText(out, "old"));
        QProcess run;
        run.start(QString::fromUtf8(RIGPOSE_CLI_PATH),
                  {s("generate"), s("--figure"), s("walk"), s("--seconds"), s("1000"), s("--out"), out});
        QVERIFY(run.waitForStarted());
        const auto temporaries = [&] { return QDir(dir.path()).entryList({s("*.tmp")}, QDir::Files | QDir::Hidden); };
        // Polls until the temporary is there, however long the generating takes; no clock is read.
        while (temporaries().isEmpty() && run.state() != QProcess::NotRunning)
            run.waitForFinished(2);
        if (run.state() == QProcess::NotRunning)
            QSKIP("the run finished before its temporary was seen; nothing to interrupt");
        QCOMPARE(::kill(static_cast<pid_t>(run.processId()), SIGTERM), 0);
        QVERIFY(run.waitForFinished(120000));
        QCOMPARE(run.exitStatus(), QProcess::CrashExit);
        QCOMPARE(run.exitCode(), int(SIGTERM));
        QCOMPARE(temporaries(), QStringList());
        QCOMPARE(readAll(out), QByteArray("old"));
    }
};

QTEST_GUILESS_MAIN(TestOutputPathsCli)
#include "tst_output_paths.moc"
