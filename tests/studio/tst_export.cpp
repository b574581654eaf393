// File → Export and rigpose-studio --export: each file equals, byte for byte, what rig-pose writes
// when run from the export's folder on the same inputs and options (the CLI run here, in that
// folder, after the export's files were taken out of it); a refused run exports nothing and
// says its code; the headless form writes the menu's bytes, prints the CLI's lines and exits
// with its codes.

#include <QAction>
#include <QDirIterator>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

#include <map>

#include "document.h"
#include "export_actions.h"
#include "main_window.h"
#include "printed_lines.h"
#include "testutils.h"
#include "wave_project_copy.h"

using namespace rigpose;
using studio::ExportKind;
using studio::MainWindow;
using test::printedLines;

namespace {

using Files = std::map<QString, QByteArray>;  // path under the folder -> bytes

// Every file under `folder`, by its path relative to it.
Files filesUnder(const QString& folder)
{
    Files out;
    QDirIterator it(folder, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        out[QDir(folder).relativeFilePath(file)] = test::readAll(file);
    }
    return out;
}

bool emptied(const QString& folder) { return QDir(folder).removeRecursively() && QDir().mkpath(folder); }

const char* actionOf(ExportKind kind)
{
    switch (kind) {
    case ExportKind::Motion: return "actionExportMotion";
    case ExportKind::Report: return "actionExportReport";
    case ExportKind::Build: return "actionExportBuild";
    case ExportKind::Cleaned: return "actionExportCleaned";
    }
    return "";
}

// The name each export is given in its folder (a build is a folder).
QString outName(ExportKind kind)
{
    switch (kind) {
    case ExportKind::Motion: return QStringLiteral("wave.motion.json");
    case ExportKind::Report: return QStringLiteral("wave.report.json");
    case ExportKind::Build: return QStringLiteral("build");
    case ExportKind::Cleaned: return QStringLiteral("pose.cleaned.json");
    }
    return {};
}

// rig-pose run in `folder` (one level under the example's copy) as a user there types it: clean
// first for a raw project, into the name the export gives a raw project's cleaned sequence,
// then retarget. The flags are the wave project's own options (legs 1, rest 1, animation wave).
struct Cli {
    int exitCode = -1;
    QByteArray out, err;
};

Cli runCli(ExportKind kind, bool raw, const QString& folder)
{
    Cli cli;
    if (raw) {
        const test::CliRun clean = test::runCli({QStringLiteral("clean"), QStringLiteral("--pose"), QStringLiteral("../pose.raw.json"),
                                                 QStringLiteral("--out"), QStringLiteral("pose.cleaned.json"), QStringLiteral("--legs"),
                                                 QStringLiteral("1"), QStringLiteral("--rest"), QStringLiteral("1")},
                                                folder);
        cli = {clean.exitCode, clean.out, clean.err};
        if (clean.exitCode != 0 || kind == ExportKind::Cleaned)
            return cli;
    }
    QStringList args{QStringLiteral("retarget"), QStringLiteral("--sequence"),
                     raw ? QStringLiteral("pose.cleaned.json") : QStringLiteral("../pose.json"),
                     QStringLiteral("--rig"), QStringLiteral("../rig"), QStringLiteral("--map"), QStringLiteral("../map.json"),
                     QStringLiteral("--animation"), QStringLiteral("wave"), QStringLiteral("--out"), QStringLiteral("wave.motion.json")};
    if (kind == ExportKind::Report)
        args << QStringLiteral("--report") << outName(kind);
    if (kind == ExportKind::Build)
        args << QStringLiteral("--build") << outName(kind);
    const test::CliRun retarget = test::runCli(args, folder);
    return {retarget.exitCode, cli.out + retarget.out, cli.err + retarget.err};
}

// rigpose-studio --export with no window system at all.
Cli runHeadless(ExportKind kind, const QString& out, const QString& project)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        env.remove(QString::fromLatin1(name));
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(QString::fromUtf8(RIGPOSE_STUDIO_PATH),
                  {QStringLiteral("--export"), studio::exportKindName(kind), out, project});
    if (!process.waitForFinished(180000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
            process.readAllStandardError()};
}

// The wave example copied, its project pointed at the raw or the cleaned sequence, `map` (when
// given) standing in for its map; the window opened on it and its first run waited for.
struct Opened {
    QTemporaryDir dir;
    MainWindow window;
    QString project;

    bool open(bool raw, const QByteArray& map = {})
    {
        project = test::copyWaveExample(dir);
        if (!raw) {
            QByteArray text = test::readAll(project);
            text.replace("\"pose.raw.json\"", "\"pose.json\"");
            if (!test::writeText(project, text))
                return false;
        }
        if (!map.isEmpty() && !test::writeText(dir.filePath(QStringLiteral("map.json")), map))
            return false;
        QSignalSpy settled(&window, &MainWindow::settled);
        window.openProject(project);
        return settled.wait(120000);
    }

    QString folder(const char* name) const
    {
        const QString path = dir.filePath(QLatin1String(name));
        QDir().mkpath(path);
        return path;
    }

    // Triggers the menu item, the file dialog answered with `path`; what the status bar said.
    QString exportFromMenu(ExportKind kind, const QString& path)
    {
        auto* actions = window.findChild<studio::ExportActions*>();
        auto* action = window.findChild<QAction*>(QLatin1String(actionOf(kind)));
        if (!actions || !action)
            return QStringLiteral("no export menu");
        QString asked;
        actions->setPathChooser([&](const QString& title, const QString&, const QString&) {
            asked = title;
            return path;
        });
        action->trigger();
        return window.statusBar()->currentMessage();
    }
};

}  // namespace

Q_DECLARE_METATYPE(ExportKind)

class TestExport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void eachExportIsTheClisBytes_data()
    {
        QTest::addColumn<ExportKind>("kind");
        QTest::addColumn<bool>("raw");
        QTest::addColumn<QStringList>("expected");  // what the export writes in its folder
        const QString cleaned = QStringLiteral("pose.cleaned.json");
        QTest::newRow("motion, raw") << ExportKind::Motion << true << QStringList{QStringLiteral("wave.motion.json")};
        QTest::newRow("motion, cleaned") << ExportKind::Motion << false << QStringList{QStringLiteral("wave.motion.json")};
        // The report and the record name the sequence by path and hash: a raw project's cleaned
        // sequence is written with them.
        QTest::newRow("report, raw") << ExportKind::Report << true << QStringList{cleaned, QStringLiteral("wave.report.json")};
        QTest::newRow("report, cleaned") << ExportKind::Report << false << QStringList{QStringLiteral("wave.report.json")};
        QTest::newRow("build, raw") << ExportKind::Build << true
                                    << QStringList{QStringLiteral("build/retarget.json"), QStringLiteral("build/skeleton.json"), cleaned};
        QTest::newRow("build, cleaned") << ExportKind::Build << false
                                        << QStringList{QStringLiteral("build/retarget.json"), QStringLiteral("build/skeleton.json")};
        QTest::newRow("cleaned, raw") << ExportKind::Cleaned << true << QStringList{cleaned};
    }

    void eachExportIsTheClisBytes()
    {
        QFETCH(ExportKind, kind);
        QFETCH(bool, raw);
        QFETCH(QStringList, expected);
        Opened o;
        QVERIFY(o.open(raw));
        const QString folder = o.folder("exports");
        const QString said = o.exportFromMenu(kind, QDir(folder).filePath(outName(kind)));
        QVERIFY2(said.startsWith(QStringLiteral("Exported ")), qPrintable(said));
        const Files exported = filesUnder(folder);
        QStringList names;
        for (const auto& [name, bytes] : exported)
            names << name;
        QCOMPARE(names, expected);

        // rig-pose in the same folder, the export's files taken out first.
        QVERIFY(emptied(folder));
        const Cli cli = runCli(kind, raw, folder);
        QVERIFY2(cli.exitCode == 0, cli.err.constData());
        const Files written = filesUnder(folder);
        for (const auto& [name, bytes] : exported) {
            QVERIFY2(written.count(name), qPrintable(name));
            QVERIFY2(!bytes.isEmpty(), qPrintable(name));
            QVERIFY2(bytes == written.at(name), qPrintable(name + QStringLiteral(" differs from rig-pose's")));
        }
        // The paths inside are typed from the export's folder, as the user there typed them.
        if (kind == ExportKind::Report)
            QVERIFY(exported.at(QStringLiteral("wave.report.json")).contains("\"path\": \"../map.json\""));

        // Headless, from another folder beside it: the menu's bytes, the CLI's lines and code.
        const QString beside = o.folder("headless");
        const Cli headless = runHeadless(kind, QDir(beside).filePath(outName(kind)), o.project);
        QVERIFY2(headless.exitCode == 0, headless.err.constData());
        QVERIFY(filesUnder(beside) == exported);
        QCOMPARE(printedLines(headless.out), printedLines(cli.out));
    }

    void aRefusedRunExportsNothingAndSaysItsCode_data()
    {
        QTest::addColumn<ExportKind>("kind");
        QTest::addColumn<bool>("raw");
        QTest::newRow("motion") << ExportKind::Motion << false;
        QTest::newRow("report, raw") << ExportKind::Report << true;
        QTest::newRow("build, raw") << ExportKind::Build << true;
    }

    void aRefusedRunExportsNothingAndSaysItsCode()
    {
        QFETCH(ExportKind, kind);
        QFETCH(bool, raw);
        // A map that is not JSON: the studio's run is refused, and so is rig-pose's.
        Opened o;
        QVERIFY(o.open(raw, "{\"spec\": \"rig-pose-map/1\", "));
        QVERIFY(!o.window.lastRun());
        const QString folder = o.folder("exports");
        const QString said = o.exportFromMenu(kind, QDir(folder).filePath(outName(kind)));
        QVERIFY(filesUnder(folder).empty());

        const Cli cli = runCli(kind, raw, o.folder("cli"));
        QCOMPARE(cli.exitCode, 1);
        QVERIFY2(cli.err.contains("MAP_JSON: "), cli.err.constData());
        QVERIFY2(said.contains(QStringLiteral("MAP_JSON: ")), qPrintable(said));
        QVERIFY(said.startsWith(QStringLiteral("Nothing was exported")));

        const QString beside = o.folder("headless");
        const Cli headless = runHeadless(kind, QDir(beside).filePath(outName(kind)), o.project);
        QCOMPARE(headless.exitCode, cli.exitCode);
        QVERIFY2(headless.err.startsWith("MAP_JSON: "), headless.err.constData());
        QVERIFY(headless.err.endsWith("nothing was written\n"));
        QVERIFY(filesUnder(beside).empty());
    }

    void aCleanedSequenceHasNoCleanedExport()
    {
        Opened o;
        QVERIFY(o.open(false));
        const QString folder = o.folder("exports");
        const QString said = o.exportFromMenu(ExportKind::Cleaned, QDir(folder).filePath(outName(ExportKind::Cleaned)));
        QVERIFY2(said.contains(QStringLiteral("EXPORT_CLEANED_INPUT: ")), qPrintable(said));
        QVERIFY(filesUnder(folder).empty());
        const Cli headless = runHeadless(ExportKind::Cleaned, QDir(folder).filePath(outName(ExportKind::Cleaned)), o.project);
        QCOMPARE(headless.exitCode, 1);
        QVERIFY2(headless.err.startsWith("EXPORT_CLEANED_INPUT: "), headless.err.constData());
    }
};

int main(int argc, char** argv)
{
    rigpose::test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestExport test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_export.moc"
