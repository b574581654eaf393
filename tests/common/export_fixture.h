#pragma once
// What studio.export drives: the wave example copied and opened (raw or cleaned, a map or a rig
// picture swapped in), File → Export answered without a dialog, rig-pose run in a folder as a
// user there would type it, and rigpose-studio --export with no window system at all.

#include <QAction>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>

#include <map>

#include <nlohmann/json.hpp>

#include "export_actions.h"
#include "main_window.h"
#include "studio_process.h"
#include "testutils.h"
#include "wave_project_copy.h"

namespace rigpose::test {

using studio::ExportKind;
using studio::MainWindow;

using Files = std::map<QString, QByteArray>;  // path under the folder -> bytes

// Every file under `folder`, by its path relative to it.
inline Files filesUnder(const QString& folder)
{
    Files out;
    QDirIterator it(folder, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        out[QDir(folder).relativeFilePath(file)] = test::readAll(file);
    }
    return out;
}

inline bool emptied(const QString& folder) { return QDir(folder).removeRecursively() && QDir().mkpath(folder); }

inline const char* actionOf(ExportKind kind)
{
    switch (kind) {
    case ExportKind::Motion:
        return "actionExportMotion";
    case ExportKind::Report:
        return "actionExportReport";
    case ExportKind::Build:
        return "actionExportBuild";
    case ExportKind::Cleaned:
        return "actionExportCleaned";
    case ExportKind::Camera:
        return "actionExportCamera";
    case ExportKind::Bvh:
        return "actionExportBvh";
    case ExportKind::Glb:
        return "actionExportGlb";
    case ExportKind::MpfbPose:
        return "actionExportMpfbPose";
    }
    return "";
}

// The name each export is given in its folder (a build is a folder).
inline QString outName(ExportKind kind)
{
    switch (kind) {
    case ExportKind::Motion:
        return QStringLiteral("wave.motion.json");
    case ExportKind::Report:
        return QStringLiteral("wave.report.json");
    case ExportKind::Build:
        return QStringLiteral("build");
    case ExportKind::Cleaned:
        return QStringLiteral("pose.cleaned.json");
    case ExportKind::Camera:
        return QStringLiteral("wave.camera.json");
    case ExportKind::Bvh:
        return QStringLiteral("baked.bvh");
    case ExportKind::Glb:
        return QStringLiteral("baked.glb");
    case ExportKind::MpfbPose:
        return QStringLiteral("pose.json");
    }
    return {};
}

// What a process printed and how it ended (-1: it crashed or did not end).
struct Cli {
    int exitCode = -1;
    QByteArray out, err;
};

// rig-pose run in `folder` (one level under the example's copy) as a user there types it: clean
// first for a raw project, into the name the export gives a raw project's cleaned sequence,
// then retarget. The flags are the wave project's own options (legs 1, rest 1, animation wave).
// `pose` is what clean reads (a scanned sequence written in the folder, say).

inline Cli runRigPose(ExportKind kind, bool raw, const QString& folder,
                      const QString& pose = QStringLiteral("../pose.raw.json"))
{
    Cli cli;
    if (raw) {
        const test::CliRun clean = test::runCli(
            {QStringLiteral("clean"), QStringLiteral("--pose"), pose, QStringLiteral("--out"),
             QStringLiteral("pose.cleaned.json"), QStringLiteral("--legs"), QStringLiteral("1"),
             QStringLiteral("--rest"), QStringLiteral("1")},
            folder);
        cli = {clean.exitCode, clean.out, clean.err};
        if (clean.exitCode != 0 || kind == ExportKind::Cleaned)
            return cli;
    }
    QStringList args{QStringLiteral("retarget"),
                     QStringLiteral("--sequence"),
                     raw ? QStringLiteral("pose.cleaned.json") : QStringLiteral("../pose.json"),
                     QStringLiteral("--rig"),
                     QStringLiteral("../rig"),
                     QStringLiteral("--map"),
                     QStringLiteral("../map.json"),
                     QStringLiteral("--animation"),
                     QStringLiteral("wave"),
                     QStringLiteral("--out"),
                     QStringLiteral("wave.motion.json")};
    if (kind == ExportKind::Report)
        args << QStringLiteral("--report") << outName(kind);
    if (kind == ExportKind::Build)
        args << QStringLiteral("--build") << outName(kind);
    if (kind == ExportKind::Camera)
        args << QStringLiteral("--camera") << outName(kind);
    const test::CliRun retarget = test::runCli(args, folder);
    return {retarget.exitCode, cli.out + retarget.out, cli.err + retarget.err};
}

// rigpose-studio --export with no window system at all.
inline Cli runStudio(const QStringList& arguments)
{
    const StudioRun run = test::runStudio(arguments, withoutDisplay());
    return {run.exitCode, run.out, run.err};
}

inline Cli runHeadless(ExportKind kind, const QString& out, const QString& project)
{
    return runStudio({QStringLiteral("--export"), studio::exportKindName(kind), out, project});
}

// The wave example copied, its project pointed at the raw or the cleaned sequence, `map` (when
// given) standing in for its map; the window opened on it and its first run waited for.
struct Opened {
    QTemporaryDir dir;
    MainWindow window;
    QString project;

    bool open(bool raw, const QByteArray& map = {}, bool withImage = false)
    {
        project = test::copyWaveExample(dir);
        if (withImage && !giveTheHeadAnImage())
            return false;
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

    // The rig's head wears a picture: its build then has an atlas, whose page path is written
    // relative to the build folder.
    bool giveTheHeadAnImage()
    {
        const QString rigFile = dir.filePath(QStringLiteral("rig/rig.json"));
        auto rig = nlohmann::ordered_json::parse(test::readAll(rigFile).toStdString());
        rig["images"] = "images";
        rig["slots"] = nlohmann::ordered_json::array({{{"name", "head"}, {"bone", "head"}}});
        rig["skins"] = {{"default", {{"head", {{"head", {{"image", "head.png"}}}}}}}};
        return QDir().mkpath(dir.filePath(QStringLiteral("rig/images"))) &&
               QFile::copy(QString::fromStdString(test::dataPath("spine/images/squash/head.png")),
                           dir.filePath(QStringLiteral("rig/images/head.png"))) &&
               test::writeText(rigFile, QByteArray::fromStdString(rig.dump(2)));
    }

    QString folder(const char* name) const
    {
        const QString path = dir.filePath(QLatin1String(name));
        QDir().mkpath(path);
        return path;
    }

    // Triggers the menu item `name`, the file dialog answered with `path` (its suggestion kept
    // in `suggested`); what the status bar said.
    QString exportFromMenu(const char* name, const QString& path)
    {
        auto* actions = window.findChild<studio::ExportActions*>();
        auto* action = window.findChild<QAction*>(QLatin1String(name));
        if (!actions || !action)
            return QStringLiteral("no export menu");
        actions->setPathChooser([&](const QString&, const QString& offered, const QString&) {
            suggested = offered;
            return path;
        });
        QSignalSpy exported(actions, &studio::ExportActions::exported);
        action->trigger();
        // Clean and retarget run off the GUI thread; the map and the chart are written at once.
        if (!path.isEmpty() && exported.isEmpty() && !exported.wait(120000))
            return QStringLiteral("the export did not end");
        // What the status bar says is what the signal says.
        if (!path.isEmpty() && exported.last().at(1).toString() != window.statusBar()->currentMessage())
            return QStringLiteral("the status bar does not say what was exported");
        return path.isEmpty() ? QString() : window.statusBar()->currentMessage();
    }
    QString exportFromMenu(ExportKind kind, const QString& path) { return exportFromMenu(actionOf(kind), path); }

    QString suggested;
};

}  // namespace rigpose::test
