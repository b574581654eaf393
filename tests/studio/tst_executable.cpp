// The built rigpose-studio run as a user runs it: --help and --version with no display at all,
// and --screenshot's exit codes, stderr and picture (none on a refusal).

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include "studio_process.h"
#include "testutils.h"

using rigpose::test::runStudio;
using rigpose::test::StudioRun;
using rigpose::test::withoutDisplay;
using rigpose::test::writeText;

namespace {

QProcessEnvironment offscreen()
{
    QProcessEnvironment env = withoutDisplay();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    return env;
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
        const StudioRun run = runStudio(
            {QStringLiteral("-platform"), QStringLiteral("offscreen"), QStringLiteral("--help")}, withoutDisplay());
        QVERIFY2(run.exitCode == 0, said(run).constData());
        QVERIFY2(run.out.contains("--screenshot <out.png>"), said(run).constData());
    }

    void screenshotOfAGoodProject()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("wave.png"));
        const StudioRun run = runStudio({source("resources/examples/wave/wave.rigpose.json"), QStringLiteral("--size"),
                                         QStringLiteral("1280x900"), QStringLiteral("--screenshot"), png},
                                        offscreen());
        QVERIFY2(run.exitCode == 0, said(run).constData());
        const QImage image(png);
        QVERIFY2(!image.isNull(), said(run).constData());
        QCOMPARE(image.size() / image.devicePixelRatio(), QSize(1280, 900));
    }

    // Every way opening a project can be refused: the code on stderr, no picture, exit 1.
    void screenshotRefused_data()
    {
        QTest::addColumn<QString>("file");     // in the test's folder
        QTest::addColumn<QByteArray>("text");  // written there first, unless empty
        QTest::addColumn<QByteArray>("code");
        const QByteArray wave = QFile::encodeName(source("resources/examples/wave"));
        QTest::newRow("no such project") << QStringLiteral("nowhere.rigpose.json") << QByteArray()
                                         << QByteArray("PROJECT_READ");
        QTest::newRow("not JSON") << QStringLiteral("broken.rigpose.json") << QByteArray("this is not JSON {")
                                  << QByteArray("PROJECT_JSON");
        QTest::newRow("another spec") << QStringLiteral("other.rigpose.json")
                                      << QByteArray(R"({"spec": "rigpose-project/9", "sequence": "pose.json"})")
                                      << QByteArray("PROJECT_SPEC");
        QTest::newRow("a field of the wrong kind")
            << QStringLiteral("field.rigpose.json")
            << QByteArray(R"({"spec": "rigpose-project/1", "clean": {"legs": 3}})") << QByteArray("PROJECT_FIELD");
        QTest::newRow("a sequence that is not there")
            << QStringLiteral("lost.rigpose.json")
            << QByteArray(R"({"spec": "rigpose-project/1", "sequence": "nowhere.pose.json"})")
            << QByteArray("POSE_READ");
        // Read and cleaned, then refused by the run: the map is missing.
        QTest::newRow("a map that is not there")
            << QStringLiteral("nomap.rigpose.json")
            << QByteArray(R"({"spec": "rigpose-project/1", "sequence": ")" + wave + R"(/pose.json", "rig": ")" + wave +
                          R"(/rig", "map": "nowhere.map.json"})")
            << QByteArray("MAP_READ");
        QTest::newRow("a rig that is not there")
            << QStringLiteral("norig.rigpose.json")
            << QByteArray(R"({"spec": "rigpose-project/1", "sequence": ")" + wave +
                          R"(/pose.json", "rig": "nowhere", "map": ")" + wave + R"(/map.json"})")
            << QByteArray("RIG_PATH");
        QTest::newRow("a bare sequence that is not there")
            << QStringLiteral("nowhere.pose.json") << QByteArray() << QByteArray("POSE_READ");
    }

    void screenshotRefused()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, code);
        QTemporaryDir dir;
        if (!text.isEmpty())
            QVERIFY(writeText(dir.filePath(file), text));
        const StudioRun run = runStudio({file, QStringLiteral("--screenshot"), QStringLiteral("shot.png")}, offscreen(),
                                        dir.path());
        QVERIFY2(run.exitCode == 1, said(run).constData());
        // Each refusal on a line of its own, as rig-pose prints them.
        const QByteArray prefix = code + ": ";
        bool found = false;
        for (const QByteArray& line : run.err.split('\n'))
            found = found || line.startsWith(prefix);
        QVERIFY2(found, said(run).constData());
        QVERIFY2(run.err.contains("Nothing was written to shot.png."), said(run).constData());
        QVERIFY2(!QFile::exists(dir.filePath(QStringLiteral("shot.png"))), said(run).constData());
    }

    // The closing line is the interface's; the refusals themselves are rig-pose's words.
    void screenshotRefusedInKorean()
    {
        QTemporaryDir dir;
        QVERIFY(writeText(dir.filePath(QStringLiteral("broken.rigpose.json")), "not JSON"));
        const StudioRun run = runStudio(
            {QStringLiteral("broken.rigpose.json"), QStringLiteral("--language"), QStringLiteral("ko"),
             QStringLiteral("--screenshot"), QStringLiteral("shot.png")},
            offscreen(), dir.path());
        QVERIFY2(run.exitCode == 1, said(run).constData());
        QVERIFY2(run.err.contains("PROJECT_JSON: broken.rigpose.json: "), said(run).constData());
        QVERIFY2(run.err.contains(QStringLiteral("shot.png에 아무것도 쓰지 않았습니다.").toUtf8()),
                 said(run).constData());
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("shot.png"))));
    }

    // A bad invocation with --screenshot is still exit 2, and makes no picture either.
    void screenshotBadInvocation()
    {
        QTemporaryDir dir;
        const StudioRun run = runStudio(
            {source("resources/examples/wave/wave.rigpose.json"), QStringLiteral("--frame"), QStringLiteral("first"),
             QStringLiteral("--screenshot"), QStringLiteral("shot.png")},
            offscreen(), dir.path());
        QVERIFY2(run.exitCode == 2, said(run).constData());
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("shot.png"))));
    }
};

QTEST_GUILESS_MAIN(TestStudioExecutable)
#include "tst_executable.moc"
