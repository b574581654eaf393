#include "export_actions.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QStatusBar>

#include "chart_export.h"
#include "document.h"
#include "main_window.h"
#include "map_source.h"
#include "project_inputs.h"
#include "rigpose/util/atomic_write.h"
#include "studio_settings.h"

namespace rigpose::studio {

namespace {

constexpr int kNoteMs = 8000;
// Each item remembers its own folder (motions may go one place, charts another); an item not
// used yet starts where the last export of any kind went ("export", the track chart's key before
// there were others), then in the home folder.
const QString kAnyExport = QStringLiteral("export");

QStringList folderKeys(const QString& item) { return {kAnyExport + QLatin1Char('_') + item, kAnyExport}; }

QString exportFolder(const QString& item)
{
    for (const QString& key : folderKeys(item)) {
        const QString folder = settings::lastFolder(key);
        if (!folder.isEmpty() && QDir(folder).exists())
            return folder;
    }
    return QDir::homePath();
}

QString animationName(const Project& p)
{
    return QString::fromStdString(p.retarget.name.empty() ? animationNameFor(p.sequence) : p.retarget.name);
}

}  // namespace

ExportActions::ExportActions(MainWindow* window, QMenu* menu, QAction* chart)
    : QObject(window)
    , m_window(window)
    , m_jobs(this, {[this](const ExportOutcome& outcome) {
                        setExporting(false);
                        tell(outcome.refusals, outcome.written);
                    },
                    [this] { setExporting(false); },
                    {}})
{
    setObjectName(QStringLiteral("exportActions"));
    m_choose = [window](const QString& title, const QString& suggested, const QString& filter) {
        return QFileDialog::getSaveFileName(window, title, suggested, filter);
    };
    const auto item = [&](const QString& text, const char* name, const QString& tip, auto slot) {
        QAction* a = menu->addAction(text);
        a->setObjectName(QLatin1String(name));
        a->setStatusTip(tip);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    m_runItems = {
        item(tr("&Motion…"), "actionExportMotion", tr("The motion rig-pose retarget writes at --out"),
             [this] { choose(ExportKind::Motion); }),
        item(tr("&Report…"), "actionExportReport", tr("The report rig-pose retarget writes at --report"),
             [this] { choose(ExportKind::Report); }),
        item(tr("Spine &Build…"), "actionExportBuild",
             tr("The folder rig-pose retarget --build writes: skeleton.json, skeleton.atlas, retarget.json"),
             [this] { choose(ExportKind::Build); }),
        item(tr("&Cleaned Sequence…"), "actionExportCleaned", tr("The sequence rig-pose clean writes"),
             [this] { choose(ExportKind::Cleaned); }),
        item(tr("&Figure Scale…"), "actionExportCamera",
             tr("Leg Scale's figure-scale track as a camera file, as rig-pose retarget --camera writes it"),
             [this] { choose(ExportKind::Camera); }),
        item(tr("Baked 3D Clip as B&VH…"), "actionExportBvh",
             tr("The 3D project's bake as rig-pose r3d bake --out clip.bvh writes it"),
             [this] { choose(ExportKind::Bvh); }),
        item(tr("Baked 3D Clip as &GLB…"), "actionExportGlb",
             tr("The 3D project's bake as rig-pose r3d bake --out clip.glb writes it"),
             [this] { choose(ExportKind::Glb); }),
        item(tr("MPFB Pos&e of the Current Frame…"), "actionExportMpfbPose",
             tr("The baked target on the current frame as MPFB pose JSON, as rig-pose mpfb capture writes it"),
             [this] { choose(ExportKind::MpfbPose); }),
    };
    item(tr("M&ap…"), "actionExportMap", tr("The map as the studio holds it, edits included"), [this] { chooseMap(); });
    item(tr("&Key Files…"), "actionExportKeyFiles", tr("The key files as the studio holds them, edits included"),
         [this] { chooseKeyFiles(); });
    menu->addSeparator();
    chart->setStatusTip(tr("The track chart as a PNG or SVG picture, or its plotted points as CSV"));
    connect(chart, &QAction::triggered, this, &ExportActions::chooseChart);
    menu->addAction(chart);
}

QString ExportActions::ask(const QString& item, const QString& title, const QString& name, const QString& filter)
{
    const QString path = m_choose(title, QDir(exportFolder(item)).filePath(name), filter);
    if (!path.isEmpty())
        for (const QString& key : folderKeys(item))
            settings::setLastFolder(key, QFileInfo(path).absolutePath());
    return path;
}

void ExportActions::choose(ExportKind kind)
{
    const Project& p = m_window->document()->project();
    const QString name = animationName(p);
    const QString item = exportKindName(kind);
    QString path;
    switch (kind) {
    case ExportKind::Motion:
        path = ask(item, tr("Export Motion"), name + QStringLiteral(".motion.json"), tr("Motions (*.json)"));
        break;
    case ExportKind::Report:
        path = ask(item, tr("Export Report"), name + QStringLiteral(".motion.report.json"), tr("Reports (*.json)"));
        break;
    case ExportKind::Build:
        path = ask(item, tr("Export Spine Build"), QStringLiteral("build"), tr("Folders (*)"));
        break;
    case ExportKind::Cleaned:
        path = ask(item, tr("Export Cleaned Sequence"), cleanedNameFor(p.sequence), tr("Pose sequences (*.json)"));
        break;
    case ExportKind::Camera:
        path = ask(item, tr("Export Figure Scale"), name + QStringLiteral(".camera.json"), tr("Camera keys (*.json)"));
        break;
    case ExportKind::Bvh:
    case ExportKind::Glb:
    case ExportKind::MpfbPose: {
        const QString clip = p.r3d.clip.isEmpty() ? p.r3d.source : p.r3d.clip;
        const QString stem = QFileInfo(clip).completeBaseName() + QLatin1Char('-') +
                             QFileInfo(p.r3d.target).completeBaseName();
        if (kind == ExportKind::Bvh)
            path = ask(item, tr("Export Baked Clip"), stem + QStringLiteral(".bvh"), tr("BVH (*.bvh)"));
        else if (kind == ExportKind::Glb)
            path = ask(item, tr("Export Baked Clip"), stem + QStringLiteral(".glb"), tr("GLB (*.glb)"));
        else
            path = ask(item, tr("Export MPFB Pose"),
                       stem + QStringLiteral("-frame%1.json").arg(m_window->currentFrame()), tr("MPFB poses (*.json)"));
        break;
    }
    }
    if (!path.isEmpty())
        exportTo(kind, path);
}

bool ExportActions::exportTo(ExportKind kind, const QString& path)
{
    if (isExporting())
        return false;
    ExportRequest request;
    request.kind = kind;
    request.out = QFileInfo(path).absoluteFilePath();
    request.project = m_window->document()->project();
    request.projectFile = m_window->document()->path();
    request.frame = m_window->currentFrame();
    const MapSource* map = m_window->document()->map();
    request.mapEdited = map && map->edited;
    const MapSource* keys = m_window->document()->keyFile(KeyKind::Pelvis);
    request.pelvisKeysEdited = keys && keys->edited;
    const MapSource* contact = m_window->document()->keyFile(KeyKind::Contact);
    request.contactKeysEdited = contact && contact->edited;
    const MapSource* camera = m_window->document()->keyFile(KeyKind::Camera);
    request.cameraKeysEdited = camera && camera->edited;
    // Off the GUI thread: a long clip is cleaned and retargeted again, as rig-pose would. The
    // request holds values only, so the document may change meanwhile.
    setExporting(true);
    m_window->statusBar()->showMessage(tr("Exporting %1…").arg(QFileInfo(path).fileName()));
    m_jobs.start([request](const JobControl&) { return runExport(request); });
    return true;
}

void ExportActions::setExporting(bool on)
{
    for (QAction* a : m_runItems)
        a->setEnabled(!on);
}

void ExportActions::chooseMap()
{
    const QString current = m_window->document()->project().map;
    const QString path = ask(QStringLiteral("map"), tr("Export Map"),
                             current.isEmpty() ? QStringLiteral("map.json") : QFileInfo(current).fileName(),
                             tr("Maps (*.json)"));
    if (!path.isEmpty())
        exportMapTo(path);
}

RefusalList ExportActions::exportMapTo(const QString& path)
{
    RefusalList refusals;
    const MapSource* map = m_window->document()->map();
    if (!map || (map->bytes.empty() && !map->json))
        refusals.add("EXPORT_INPUTS", tr("there is no readable map to export; set one (File → Set Map…) or make one "
                                         "(File → New Map…)")
                                          .toStdString());
    else if (auto collision = landsOnInput("the exported map", path))
        refusals.add(*collision);
    else if (auto refused = writeFileAtomically(QFile::encodeName(QFileInfo(path).absoluteFilePath()).toStdString(),
                                                map->text()))
        refusals.add(*refused);
    tell(refusals, {QFileInfo(path).absoluteFilePath()});
    return refusals;
}

void ExportActions::chooseKeyFiles()
{
    const QString current = m_window->document()->project().pelvisKeys;
    const QString path = ask(QStringLiteral("keys"), tr("Export Key Files"),
                             current.isEmpty() ? QStringLiteral("pelvis.keys.json") : QFileInfo(current).fileName(),
                             tr("Key files (*.json)"));
    if (!path.isEmpty())
        exportKeyFilesTo(path);
}

RefusalList ExportActions::exportKeyFilesTo(const QString& path)
{
    RefusalList refusals;
    QStringList written;
    const QFileInfo first(path);
    // Where each file goes, all checked before the first is written: the second and third land
    // beside the first under their own names, which may be the key files themselves.
    std::vector<std::pair<QString, const MapSource*>> targets;
    for (KeyKind kind : kKeyKinds) {
        const MapSource* keys = m_window->document()->keyFile(kind);
        if (!keys || (keys->bytes.empty() && !keys->json))
            continue;
        const QString target = targets.empty() ? first.absoluteFilePath()
                                               : first.absoluteDir().filePath(QFileInfo(keys->path).fileName());
        if (auto collision = landsOnInput("the exported key file", target)) {
            refusals.add(*collision);
            tell(refusals, written);
            return refusals;
        }
        targets.emplace_back(target, keys);
    }
    for (const auto& [target, keys] : targets) {
        if (auto refused = writeFileAtomically(QFile::encodeName(target).toStdString(), keys->text()))
            refusals.add(*refused);
        else
            written << target;
    }
    if (written.isEmpty() && refusals.empty())
        refusals.add("EXPORT_INPUTS", tr("the project names no key file to export; make one (Keys → New Pelvis Keys…) "
                                         "or open one")
                                          .toStdString());
    tell(refusals, written);
    return refusals;
}

void ExportActions::chooseChart()
{
    const QString name = animationName(m_window->document()->project()) + QStringLiteral(".tracks.png");
    const QString path = ask(QStringLiteral("chart"), tr("Export Track Chart"), name,
                             tr("PNG image (*.png);;SVG drawing (*.svg);;Plotted points (*.csv)"));
    if (!path.isEmpty())
        exportChartTo(path);
}

RefusalList ExportActions::exportChartTo(const QString& path)
{
    RefusalList refusals;
    if (auto collision = landsOnInput("the exported chart", path))
        refusals.add(*collision);
    else if (auto refused = writeChart(*m_window->trackTimeline(), QFileInfo(path).absoluteFilePath()))
        refusals.add(*refused);
    tell(refusals, {QFileInfo(path).absoluteFilePath()});
    return refusals;
}

std::optional<Refusal> ExportActions::landsOnInput(const char* what, const QString& path) const
{
    const Document* document = m_window->document();
    return checkOutputFile(document->project(), document->path(), what, QFileInfo(path).absoluteFilePath());
}

void ExportActions::tell(const RefusalList& refusals, const QStringList& written)
{
    QString text;
    if (refusals.empty()) {
        QStringList names;
        for (const QString& file : written)
            names << QFileInfo(file).fileName();
        text = tr("Exported %1").arg(names.join(QStringLiteral(", ")));
    } else {
        const Refusal& first = refusals.items().front();
        text = tr("Nothing was exported: %1: %2%3")
                   .arg(QString::fromStdString(first.code), QString::fromStdString(first.message),
                        refusals.total() > 1 ? tr(" (and %n more)", nullptr, static_cast<int>(refusals.total() - 1))
                                             : QString());
    }
    m_window->statusBar()->showMessage(text, kNoteMs);
    emit exported(refusals.empty(), text);
}

}  // namespace rigpose::studio
