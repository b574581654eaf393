// MainWindow: projects and files — new, open, save, recent, drop (File → Export: export_actions.cpp).

#include <QCloseEvent>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QStatusBar>
#include <QUndoStack>

#include "autosaver.h"
#include "document.h"
#include "document_save.h"
#include "file_kind.h"
#include "distinct_names.h"
#include "main_window.h"
#include "live_run.h"
#include "rigpose/rig/reader.h"
#include "studio_settings.h"

namespace rigpose::studio {

namespace {

// How long a status-bar note stays.
constexpr int kNoteMs = 8000;

QString startFolder(const QString& kind)
{
    QString folder = kind == QLatin1String("sequence") ? settings::lastSequenceFolder() : settings::lastFolder(kind);
    return folder.isEmpty() || !QDir(folder).exists() ? QDir::homePath() : folder;
}

void rememberFolder(const QString& kind, const QString& path)
{
    const QString folder = QFileInfo(path).isDir() ? path : QFileInfo(path).absolutePath();
    if (kind == QLatin1String("sequence"))
        settings::setLastSequenceFolder(folder);
    else
        settings::setLastFolder(kind, folder);
}

}  // namespace

QString MainWindow::chooseFile(const QString& kind, const QString& title, const QString& filter)
{
    const QString path = QFileDialog::getOpenFileName(this, title, startFolder(kind), filter);
    if (!path.isEmpty())
        rememberFolder(kind, path);
    return path;
}

void MainWindow::newProject()
{
    if (!maybeSave())
        return;
    m_document->reset(Project{}, QString());
}

void MainWindow::chooseAndOpen()
{
    const QString path = chooseFile(QStringLiteral("project"), tr("Open"),
                                    tr("Projects and inputs (*.rigpose.json *.json);;Projects (*.rigpose.json);;"
                                       "All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::openFile(const QString& path)
{
    const FileKind kind = fileKindOf(path);
    if (kind == FileKind::Project) {
        if (maybeSave())
            openProject(path);
        return;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    switch (kind) {
    case FileKind::Sequence:
        openSequence(path);
        return;
    case FileKind::Rig:
        setRig(absolute);
        break;
    case FileKind::Map:
        m_document->set(fields::map, absolute, tr("Set Map"));
        break;
    case FileKind::Rig3D:
        // The first 3D file is the source, the next the target.
        setR3dRig(m_document->project().r3d.source.isEmpty(), absolute);
        break;
    case FileKind::Project:
    case FileKind::Unknown:
        statusBar()->showMessage(
            tr("%1 is not a project, sequence, rig, map or 3D rig").arg(QFileInfo(path).fileName()), kNoteMs);
        return;
    }
    settings::addRecentFile(absolute);
    rebuildRecentMenu();
}

void MainWindow::openProject(const QString& path)
{
    const Loaded<Project> read = readProjectFile(path);
    if (!read.ok()) {
        showRefusals(
            tr("Could Not Open Project"),
            tr("%1 was refused (%Ln problem(s)); nothing was opened.", nullptr, static_cast<int>(read.refusals.total()))
                .arg(QFileInfo(path).fileName()),
            read.refusals);
        emit sequenceLoadFinished(false);
        finishBusy(false);
        return;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    settings::addRecentFile(absolute);
    rememberFolder(QStringLiteral("project"), absolute);
    rebuildRecentMenu();
    m_live->openProject(read.value, absolute);
}

void MainWindow::openSequence(const QString& path)
{
    // The project takes the sequence once it has been read (adoptSequence): a refused file
    // changes nothing, not even the project.
    m_live->openSequence(path);
}

void MainWindow::chooseSequence()
{
    const QString path = chooseFile(QStringLiteral("sequence"), tr("Open Sequence"),
                                    tr("Pose sequences (*.pose.json *.json);;All files (*)"));
    if (!path.isEmpty())
        openSequence(path);
}

void MainWindow::chooseRig()
{
    const QString path = chooseFile(QStringLiteral("rig"), tr("Set Rig"), tr("Rigs (rig.json *.json);;All files (*)"));
    if (path.isEmpty())
        return;
    setRig(QFileInfo(path).absoluteFilePath());
}

void MainWindow::chooseBaseMotion()
{
    const QString path = chooseFile(QStringLiteral("motion"), tr("Set Base Motion"),
                                    tr("Motions (*.motion.json *.json);;All files (*)"));
    if (!path.isEmpty())
        m_document->set(fields::baseMotion, QFileInfo(path).absoluteFilePath(), tr("Set Base Motion"));
}

void MainWindow::chooseMerge()
{
    const QString path = chooseFile(QStringLiteral("tracks"), tr("Set Merge Tracks"),
                                    tr("Track fragments (*.tracks.json *.json);;All files (*)"));
    if (!path.isEmpty())
        m_document->set(fields::merge, QFileInfo(path).absoluteFilePath(), tr("Set Merge Tracks"));
}

void MainWindow::setRig(const QString& path)
{
    // Dropped or chosen, a rig.json is given as its folder, as rig-pose retarget --rig <dir>
    // takes it, so the rig's own animations are carried.
    const std::string argument = rig::rigArgumentFor(QFile::encodeName(path).toStdString());
    m_document->set(fields::rig, QFile::decodeName(argument.c_str()), tr("Set Rig"));
}

void MainWindow::chooseMap()
{
    const QString path = chooseFile(QStringLiteral("map"), tr("Set Map"), tr("Maps (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    m_document->set(fields::map, QFileInfo(path).absoluteFilePath(), tr("Set Map"));
}

void MainWindow::chooseFrames()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Set Frames Folder"),
                                                             startFolder(QStringLiteral("frames")));
    if (folder.isEmpty())
        return;
    rememberFolder(QStringLiteral("frames"), folder);
    m_document->set(fields::frames, folder, tr("Set Frames Folder"));
}

bool MainWindow::save()
{
    if (m_document->path().isEmpty())
        return saveAs();
    return saveProjectAs(m_document->path());
}

bool MainWindow::saveAs()
{
    QString folder = m_document->path().isEmpty() ? startFolder(QStringLiteral("project"))
                                                  : QFileInfo(m_document->path()).absolutePath();
    QString path = QFileDialog::getSaveFileName(this, tr("Save Project As"), folder, tr("Projects (*.rigpose.json)"));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(kProjectSuffix)))
        path += QLatin1String(kProjectSuffix);
    rememberFolder(QStringLiteral("project"), path);
    return saveProjectAs(path);
}

bool MainWindow::saveProjectAs(const QString& path)
{
    if (const auto refused = saveDocument(*m_document, path)) {
        RefusalList list;
        list.add(refused->code, refused->message);
        showRefusals(tr("Could Not Save"), tr("The project was not saved."), list);
        return false;
    }
    const QString absolute = m_document->path();
    settings::addRecentFile(absolute);
    rebuildRecentMenu();
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), kNoteMs);
    return true;
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::question(
        this, tr("Unsaved Changes"), tr("%1 has changes that are not saved. Save them?").arg(m_document->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = settings::recentFiles();
    const QStringList names = distinctNames(files);
    for (qsizetype i = 0; i < files.size(); ++i) {
        const QString& file = files[i];
        // Numbered for the keyboard; an & in a name is shown, not taken as a mnemonic.
        QString name = names[i];
        name.replace(QLatin1Char('&'), QStringLiteral("&&"));
        QAction* a = m_recentMenu->addAction(i < 9 ? QStringLiteral("&%1 %2").arg(i + 1).arg(name) : name);
        a->setToolTip(file);
        a->setStatusTip(file);
        connect(a, &QAction::triggered, this, [this, file] { openFile(file); });
    }
    if (!files.isEmpty())
        m_recentMenu->addSeparator();
    QAction* clear = m_recentMenu->addAction(tr("Clear Recent Files"));
    clear->setEnabled(!files.isEmpty());
    connect(clear, &QAction::triggered, this, [this] {
        settings::clearRecentFiles();
        rebuildRecentMenu();
    });
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls())
        for (const QUrl& url : event->mimeData()->urls())
            if (url.isLocalFile()) {
                event->acceptProposedAction();
                return;
            }
}

void MainWindow::dropEvent(QDropEvent* event)
{
    for (const QUrl& url : event->mimeData()->urls())
        if (url.isLocalFile())
            openFile(url.toLocalFile());
    event->acceptProposedAction();
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    settings::setWindowGeometry(saveGeometry());
    settings::setWindowState(saveState());
    m_autosaver->discard();  // a normal close: nothing is left to recover
    event->accept();
}

}  // namespace rigpose::studio
