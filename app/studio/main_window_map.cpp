// MainWindow: the map's own menu items: a new map (File → New Map…) and auto-map (the map
// editor's Auto-Map… button), both through the proposal dialog, accepted row by row.

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QStatusBar>

#include "document.h"
#include "main_window.h"
#include "map_editor_dock.h"
#include "map_merge.h"
#include "rigpose/automap/automap.h"
#include "rigpose/map/map_json.h"
#include "rigpose/widgets/automap_dialog.h"
#include "studio_settings.h"

namespace rigpose::studio {

namespace {

constexpr int kNoteMs = 8000;

// An empty map: what New Map starts from when no rig is set or auto-map finds nothing.
nlohmann::ordered_json emptyMap() { return map::writer::emptyMap(); }

}  // namespace

QString MainWindow::defaultNewMapPath() const
{
    const Project& p = m_document->project();
    const QString beside = !m_document->path().isEmpty() ? m_document->path() : p.sequence;
    const QDir folder = beside.isEmpty() ? QDir(settings::lastFolder(QStringLiteral("map"))) : QFileInfo(beside).dir();
    const QString plain = folder.filePath(QStringLiteral("map.json"));
    if (!QFileInfo::exists(plain))
        return plain;
    const QString rigName = QFileInfo(p.rig).fileName().section(QLatin1Char('.'), 0, 0);
    return folder.filePath((rigName.isEmpty() ? QStringLiteral("new") : rigName) + QStringLiteral(".map.json"));
}

void MainWindow::chooseNewMap()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("New Map"), defaultNewMapPath(),
                                                      tr("Maps (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    settings::setLastFolder(QStringLiteral("map"), QFileInfo(path).absolutePath());
    newMapAt(QFileInfo(path).absoluteFilePath());
}

widgets::AutoMapDialog* MainWindow::proposeMap(std::function<void(const nlohmann::ordered_json&)> accepted)
{
    const rig::Rig* rig = m_mapDock->rig();
    if (!rig)
        return nullptr;
    const std::string rigName = QFileInfo(m_document->project().rig).fileName().toStdString();
    // The rig is the dock's copy; the dialog may ask again (front side) while it is open.
    auto rigCopy = std::make_shared<const rig::Rig>(*rig);
    auto* dialog = new widgets::AutoMapDialog(
        [rigCopy, rigName](char front) {
            automap::AutoMapOptions options;
            options.front = front;
            return automap::proposeMap(*rigCopy, options, rigName);
        },
        this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [dialog, accepted = std::move(accepted)] {
        const Loaded<automap::Proposal>& proposal = dialog->proposal();
        if (proposal.ok())
            accepted(automap::mapJsonOf(proposal.value, dialog->acceptedRows(), dialog->translateAccepted()));
    });
    // open(), not exec(): no nested event loop, so tests drive it like a user.
    dialog->open();
    return dialog;
}

void MainWindow::newMapAt(const QString& path)
{
    const QString text = tr("New Map %1").arg(QFileInfo(path).fileName());
    if (!proposeMap([this, path, text](const nlohmann::ordered_json& proposed) {
            m_document->createMap(path, mapWithProposed(emptyMap(), proposed), text);
            m_mapDock->raise();
        })) {
        // No rig to propose from: an empty map to fill in by hand (or by picking bones).
        m_document->createMap(path, emptyMap(), text);
        statusBar()->showMessage(
            tr("New map %1: set a rig to have its chains proposed").arg(QFileInfo(path).fileName()), kNoteMs);
    }
}

void MainWindow::autoMap()
{
    if (!m_document->mapJson()) {
        chooseNewMap();
        return;
    }
    if (!proposeMap([this](const nlohmann::ordered_json& proposed) {
            m_document->setMapValue(MapPath::of(""), mapWithProposed(*m_document->mapJson(), proposed), tr("Auto-Map"));
        }))
        statusBar()->showMessage(tr("Auto-map needs the project's rig: set one with File → Set Rig…"), kNoteMs);
}

}  // namespace rigpose::studio
