// rigpose-studio --export build on a raw project killed mid-run, as rig-pose retarget --build is
// (tests/cli/tst_kill_retarget.cpp): SIGKILL while it cleans and retargets leaves nothing at all;
// SIGKILL while it writes leaves no output, only temporaries naming the dead writer, which the
// next export removes; SIGTERM while it writes leaves nothing, the build folder it made included.

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

#include "kill_mid_run.h"
#include "studio_process.h"
#include "testutils.h"
#include "wave_project_copy.h"

using namespace rigpose;
using namespace rigpose::test;

namespace {

QString s(const char* text) { return QString::fromUtf8(text); }

// What a build export of a raw project writes into its folder: the cleaned sequence beside it.
const QStringList kOutputs{s("build/retarget.json"), s("build/skeleton.json"), s("pose.cleaned.json")};

}  // namespace

class TestExportKill : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_project;
    qint64 m_size = 0;  // the raw sequence's

    QString outFolder() const { return m_dir.filePath(s("exports")); }

    void start(QProcess& run) const
    {
        run.setProcessEnvironment(withoutDisplay());
        run.start(QString::fromUtf8(RIGPOSE_STUDIO_PATH),
                  {s("--export"), s("build"), QDir(outFolder()).filePath(s("build")), m_project});
    }

    QStringList outputsThere() const
    {
        QStringList there;
        for (const QString& name : kOutputs)
            if (QFileInfo::exists(QDir(outFolder()).filePath(name)))
                there << name;
        return there;
    }

    QStringList everythingThere() const
    {
        return QDir(outFolder()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
    }

    bool emptyOutFolder() const { return QDir(outFolder()).removeRecursively() && QDir().mkpath(outFolder()); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // The wave project, its raw clip replaced by a long one the same generator makes.
        m_project = copyWaveExample(m_dir);
        const QString raw = m_dir.filePath(s("pose.raw.json"));
        QVERIFY(QFile::remove(raw));
        const CliRun generated = runCli({s("generate"), s("--seconds"), s("240"), s("--out"), raw});
        QVERIFY2(generated.exitCode == 0, generated.err.constData());
        m_size = QFileInfo(raw).size();
        QVERIFY(m_size > 1'000'000);
    }

    void init() { QVERIFY(emptyOutFolder()); }

    void sigkillWhileItRunsLeavesNothing()
    {
        QProcess run;
        start(run);
        QVERIFY(run.waitForStarted());
        const qint64 pid = run.processId();
        // The raw clip read: clean, the retarget and the gate are ahead, then the writing.
        QVERIFY2(stopWhen(run, [&] { return bytesRead(pid).value_or(0) >= m_size; }), run.readAllStandardError());
        QCOMPARE(temporariesUnder(outFolder()), QStringList());
        QVERIFY(killStopped(run, SIGKILL));
        QCOMPARE(everythingThere(), QStringList());
    }

    void sigkillWhileItWritesLeavesOnlyItsTemporariesForTheNextRun()
    {
        QStringList left;
        for (int attempt = 0; attempt < 5 && left.isEmpty(); ++attempt) {
            QVERIFY(emptyOutFolder());
            const KillTry kill = killAtFirstTemporary([&](QProcess& p) { start(p); }, outFolder(),
                                                      [&] { return !outputsThere().isEmpty(); }, SIGKILL);
            QVERIFY(kill.ok);
            if (!kill.caught)
                continue;  // renamed before the stop took: try again
            left = temporariesUnder(outFolder());
            for (const QString& temporary : left)
                QVERIFY2(ownedBy(temporary, kOutputs, kill.pid), qPrintable(temporary));
        }
        if (left.isEmpty())
            QSKIP("no export was caught between its first temporary and its renames");
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
            if (caught)
                QCOMPARE(everythingThere(), QStringList());
        }
        if (!caught)
            QSKIP("no export was caught between its first temporary and its renames");
    }
};

QTEST_GUILESS_MAIN(TestExportKill)
#include "tst_export_kill.moc"
