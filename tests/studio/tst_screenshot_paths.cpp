// --screenshot never replaces what the window read, and never leaves half a picture: OUT on the
// project file, its sequence, map, rig.json or pelvis keys (or a bare sequence on itself) exits 1
// as ARG_PATH naming the input, its bytes kept; a PNG whose write fails (the file size limit
// below the picture's size, which binds root too) exits 1 as ARG_PATH, the old file whole and
// no temporary left.

#include <QDir>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

#include <sys/resource.h>

#include "studio_process.h"
#include "testutils.h"
#include "wave_project_copy.h"

using namespace rigpose::test;

namespace {

QString s(const char* text) { return QString::fromUtf8(text); }

QProcessEnvironment offscreen()
{
    QProcessEnvironment env = withoutDisplay();
    env.insert(s("QT_QPA_PLATFORM"), s("offscreen"));
    return env;
}

QByteArray said(const StudioRun& run)
{
    return "exit " + QByteArray::number(run.exitCode) + "\nstdout:\n" + run.out + "\nstderr:\n" + run.err;
}

// The line of stderr that starts with `prefix` (Qt's own warnings come before the refusals).
QByteArray lineStarting(const QByteArray& err, const QByteArray& prefix)
{
    for (const QByteArray& line : err.split('\n'))
        if (line.startsWith(prefix))
            return line;
    return {};
}

}  // namespace

class TestScreenshotPaths : public QObject {
    Q_OBJECT

private slots:
    void anInputIsNeverThePicture_data()
    {
        QTest::addColumn<QString>("open");  // what the studio opens, in the copy
        QTest::addColumn<QString>("out");
        QTest::addColumn<QString>("flag");
        QTest::newRow("the project") << s("wave-tilt.rigpose.json") << s("wave-tilt.rigpose.json") << s("the project");
        QTest::newRow("its sequence") << s("wave-tilt.rigpose.json") << s("pose.raw.json") << s("--sequence");
        QTest::newRow("its map") << s("wave-tilt.rigpose.json") << s("map.json") << s("--map");
        QTest::newRow("its rig.json") << s("wave-tilt.rigpose.json") << s("rig/rig.json") << s("--rig (its rig.json)");
        QTest::newRow("its pelvis keys") << s("wave-tilt.rigpose.json") << s("tilt.keys.json") << s("--pelvis-keys");
        QTest::newRow("a bare sequence") << s("pose.json") << s("pose.json") << s("--sequence");
    }

    void anInputIsNeverThePicture()
    {
        QFETCH(QString, open);
        QFETCH(QString, out);
        QFETCH(QString, flag);
        QTemporaryDir dir;
        copyExample(dir, "wave", "wave-tilt.rigpose.json");
        const QByteArray before = readAll(dir.filePath(out));
        const StudioRun run = runStudio({open, s("--screenshot"), out}, offscreen(), dir.path());
        QVERIFY2(run.exitCode == 1, said(run).constData());
        const QByteArray refusal = lineStarting(run.err, "ARG_PATH: --screenshot ");
        QVERIFY2(refusal.contains(QByteArray(" is the same file as the input " + flag.toUtf8() + " ")),
                 said(run).constData());
        QVERIFY2(run.err.contains(QByteArray("Nothing was written to " + out.toUtf8() + ".")), said(run).constData());
        QCOMPARE(readAll(dir.filePath(out)), before);
    }

    // The file size limit binds every process, root's too, and a write past it fails with EFBIG
    // (SIGXFSZ ignored): the disk filling up, without filling one.
    void aFailedWriteKeepsTheOldPicture()
    {
        QTemporaryDir dir;
        copyExample(dir, "wave", "wave.rigpose.json");
        const QString png = dir.filePath(s("shot.png"));
        QVERIFY(writeText(png, "the old picture"));
        QProcess process;
        process.setProcessEnvironment(offscreen());
        process.setWorkingDirectory(dir.path());
        process.setChildProcessModifier([] {
            ::signal(SIGXFSZ, SIG_IGN);
            const rlimit limit{4096, 4096};
            ::setrlimit(RLIMIT_FSIZE, &limit);
        });
        process.start(QString::fromUtf8(RIGPOSE_STUDIO_PATH),
                      {s("wave.rigpose.json"), s("--size"), s("800x600"), s("--screenshot"), s("shot.png")});
        QVERIFY(process.waitForFinished(180000));
        const StudioRun run{process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
                            process.readAllStandardOutput(), process.readAllStandardError()};
        QVERIFY2(run.exitCode == 1, said(run).constData());
        QVERIFY2(!lineStarting(run.err, "ARG_PATH: cannot write ").isEmpty(), said(run).constData());
        QVERIFY2(run.err.contains("Nothing was written to shot.png."), said(run).constData());
        QCOMPARE(readAll(png), QByteArray("the old picture"));
        QCOMPARE(QDir(dir.path()).entryList({s("*.tmp")}, QDir::Files | QDir::Hidden), QStringList());

        // Without the limit the same run writes the picture: the limit was what failed.
        const StudioRun free = runStudio(
            {s("wave.rigpose.json"), s("--size"), s("800x600"), s("--screenshot"), s("shot.png")}, offscreen(),
            dir.path());
        QVERIFY2(free.exitCode == 0, said(free).constData());
        QVERIFY(readAll(png).size() > 4096);
        QVERIFY(!QImage(png).isNull());
    }
};

QTEST_GUILESS_MAIN(TestScreenshotPaths)
#include "tst_screenshot_paths.moc"
