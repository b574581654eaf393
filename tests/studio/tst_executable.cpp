// The built rigpose-studio run as a user runs it: --help and --version with no display at all.

#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include "testutils.h"

namespace {

struct StudioRun {
    int exitCode = -1;  // -1 when it crashed or did not end
    QByteArray out, err;
};

// No window system of any kind: what a CI box or an ssh session without X gives.
QProcessEnvironment withoutDisplay()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        env.remove(QString::fromLatin1(name));
    return env;
}

QProcessEnvironment offscreen()
{
    QProcessEnvironment env = withoutDisplay();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    return env;
}

StudioRun runStudio(const QStringList& arguments, const QProcessEnvironment& env, const QString& workingDir = {})
{
    QProcess process;
    process.setProcessEnvironment(env);
    if (!workingDir.isEmpty())
        process.setWorkingDirectory(workingDir);
    process.start(QString::fromUtf8(RIGPOSE_STUDIO_PATH), arguments);
    if (!process.waitForFinished(180000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
            process.readAllStandardError()};
}

QString source(const char* relative) { return QString::fromStdString(rigpose::test::sourcePath(relative)); }

// The message the user reads when a run fails: what it printed.
QByteArray said(const StudioRun& run)
{
    return QByteArray("exit ") + QByteArray::number(run.exitCode) + "\nstdout:\n" + run.out + "\nstderr:\n" + run.err;
}

}  // namespace

class TestStudioExecutable : public QObject {
    Q_OBJECT

private slots:
    void helpNeedsNoDisplay_data()
    {
        QTest::addColumn<QString>("flag");
        QTest::newRow("--help") << QStringLiteral("--help");
        QTest::newRow("-h") << QStringLiteral("-h");
    }

    void helpNeedsNoDisplay()
    {
        QFETCH(QString, flag);
        const StudioRun run = runStudio({flag}, withoutDisplay());
        QVERIFY2(run.exitCode == 0, said(run).constData());
        // The usage line names the program as it was started, then every option of ours.
        QVERIFY2(run.out.startsWith("Usage: " RIGPOSE_STUDIO_PATH " [options] [file]"), said(run).constData());
        for (const char* option : {"--screenshot <out.png>", "--frame <N>", "--size <WxH>", "--language <code>",
                                   "--version", "A project (*.rigpose.json) or a pose sequence"})
            QVERIFY2(run.out.contains(option), option);
    }

    void versionNeedsNoDisplay()
    {
        const StudioRun run = runStudio({QStringLiteral("--version")}, withoutDisplay());
        QVERIFY2(run.exitCode == 0, said(run).constData());
        QCOMPARE(run.out, QByteArray("rigpose-studio " RIGPOSE_VERSION "\n"));
    }

    // Options of ours with a bad value are a bad invocation, told without a display too.
    void badValueNeedsNoDisplay()
    {
        const StudioRun run = runStudio({QStringLiteral("--size"), QStringLiteral("big")}, withoutDisplay());
        QVERIFY2(run.exitCode == 2, said(run).constData());
        QVERIFY2(run.err.contains("--size takes WIDTHxHEIGHT"), said(run).constData());
        QVERIFY(run.out.isEmpty());
    }

    void unknownOptionIsABadInvocation()
    {
        const StudioRun run = runStudio({QStringLiteral("--frobnicate")}, offscreen());
        QVERIFY2(run.exitCode == 2, said(run).constData());
        QVERIFY2(run.err.contains("frobnicate"), said(run).constData());
    }

    // Qt's own options still reach QApplication: -platform is not ours, yet not refused.
    void qtsOwnOptionsStillWork()
    {
        const StudioRun run = runStudio({QStringLiteral("-platform"), QStringLiteral("offscreen"), QStringLiteral("--help")},
                                        withoutDisplay());
        QVERIFY2(run.exitCode == 0, said(run).constData());
        QVERIFY2(run.out.contains("--screenshot <out.png>"), said(run).constData());
    }

    // A bad invocation with --screenshot is still exit 2, and makes no picture either.
    void screenshotBadInvocation()
    {
        QTemporaryDir dir;
        const StudioRun run = runStudio({source("resources/examples/wave/wave.rigpose.json"), QStringLiteral("--frame"),
                                         QStringLiteral("first"), QStringLiteral("--screenshot"), QStringLiteral("shot.png")},
                                        offscreen(), dir.path());
        QVERIFY2(run.exitCode == 2, said(run).constData());
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("shot.png"))));
    }
};

QTEST_GUILESS_MAIN(TestStudioExecutable)
#include "tst_executable.moc"
