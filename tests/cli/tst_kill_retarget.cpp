// rig-pose retarget --build killed mid-run: SIGKILL while it computes leaves nothing at all (no
// output, no folder, no temporary); SIGKILL while it writes, which nothing can clean up after,
// leaves no output, only temporaries that name the dead writer, and the next run removes them;
// SIGTERM while it writes leaves nothing, the build folder it made included. Each kill lands at a
// point read off the stopped process (kill_mid_run.h), never after a fixed time.

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

#include "cli_fixture.h"
#include "kill_mid_run.h"

using namespace rigpose;
using namespace rigpose::test;

namespace {

QString s(const char* text) { return QString::fromUtf8(text); }

// The files a retarget --build writes into the output folder.
const QStringList kOutputs{s("motion.json"), s("motion.report.json"), s("build/skeleton.json"),
                           s("build/retarget.json")};

}  // namespace

class TestKillRetarget : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_cleaned;  // a long wave, cleaned: the retarget takes long enough to be caught
    qint64 m_size = 0;

    QString outFolder() const { return m_dir.filePath(s("out")); }

    void start(QProcess& run) const
    {
        run.setWorkingDirectory(outFolder());
        run.start(
            QString::fromUtf8(RIGPOSE_CLI_PATH),
            {s("retarget"), s("--sequence"), m_cleaned, s("--rig"), src("resources/examples/wave/rig"), s("--map"),
             src("resources/examples/wave/map.json"), s("--out"), s("motion.json"), s("--build"), s("build")});
    }

    QStringList outputsThere() const
    {
        QStringList there;
        for (const QString& name : kOutputs)
            if (QFileInfo::exists(QDir(outFolder()).filePath(name)))
                there << name;
        return there;
    }

    bool emptyOutFolder() const { return QDir(outFolder()).removeRecursively() && QDir().mkpath(outFolder()); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_cleaned = m_dir.filePath(s("long.cleaned.json"));
        const CliRun generated = runCli({s("generate"), s("--seconds"), s("240"), s("--out"),
                                         m_dir.filePath(s("long.raw.json")), s("--cleaned"), m_cleaned});
        QVERIFY2(generated.exitCode == 0, generated.err.constData());
        m_size = QFileInfo(m_cleaned).size();
        QVERIFY(m_size > 1'000'000);
    }

    void init() { QVERIFY(emptyOutFolder()); }

    void sigkillWhileItComputesLeavesNothing()
    {
        QProcess run;
        start(run);
        QVERIFY(run.waitForStarted());
        const qint64 pid = run.processId();
        // The sequence read: what is left is the retarget, the gate, then the writing.
        QVERIFY2(stopWhen(run, [&] { return bytesRead(pid).value_or(0) >= m_size; }), run.readAllStandardError());
        QCOMPARE(temporariesUnder(outFolder()), QStringList());
        QVERIFY(killStopped(run, SIGKILL));
        QCOMPARE(QDir(outFolder()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList());
    }

    void sigkillWhileItWritesLeavesOnlyItsTemporariesForTheNextRun()
    {
        // Caught with a temporary on disk and no output renamed yet; a run that renamed first
        // (the writing is short) is tried again.
        QStringList left;
        for (int attempt = 0; attempt < 5 && left.isEmpty(); ++attempt) {
            QVERIFY(emptyOutFolder());
            const KillTry kill = killAtFirstTemporary([&](QProcess& p) { start(p); }, outFolder(),
                                                      [&] { return !outputsThere().isEmpty(); }, SIGKILL);
            QVERIFY(kill.ok);
            if (!kill.caught)
                continue;
            QCOMPARE(outputsThere(), QStringList());
            left = temporariesUnder(outFolder());
            // Each is recognised as the temporary of one output, written by the killed process.
            for (const QString& temporary : left)
                QVERIFY2(ownedBy(temporary, kOutputs, kill.pid), qPrintable(temporary));
        }
        if (left.isEmpty())
            QSKIP("no run was caught between its first temporary and its renames");
        // The next run removes the dead writer's temporaries and writes every output.
        const QByteArray failed = rerunFails([&](QProcess& p) { start(p); });
        QVERIFY2(failed.isEmpty(), failed.constData());
        QCOMPARE(temporariesUnder(outFolder()), QStringList());
        QCOMPARE(outputsThere(), kOutputs);
    }

    void sigtermWhileItWritesLeavesNothing()
    {
        bool caught = false;
        for (int attempt = 0; attempt < 5 && !caught; ++attempt) {
            QVERIFY(emptyOutFolder());
            const KillTry kill = killAtFirstTemporary([&](QProcess& p) { start(p); }, outFolder(),
                                                      [&] { return !outputsThere().isEmpty(); }, SIGTERM);
            QVERIFY(kill.ok);
            caught = kill.caught;
            if (!caught)
                continue;
            // Not a temporary, not the build folder the run made for them.
            QCOMPARE(QDir(outFolder()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                     QStringList());
        }
        if (!caught)
            QSKIP("no run was caught between its first temporary and its renames");
    }
};

QTEST_GUILESS_MAIN(TestKillRetarget)
#include "tst_kill_retarget.moc"
