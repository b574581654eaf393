// MainWindow: the 3D project (issue 40): its menu, its dock (the 3D view, the roles, the plan),
// the live bake's results on the frame cursor, the scrubber and the track chart.

#include <QDockWidget>
#include <QFileDialog>
#include <QLabel>
#include <QFileInfo>
#include <QMenuBar>
#include <QStackedWidget>
#include <QStatusBar>

#include "document.h"
#include "live_bake.h"
#include "live_run.h"
#include "main_window.h"
#include "r3d_panel.h"
#include "rigpose/r3d/profile.h"
#include "rigpose/util/atomic_write.h"
#include "rigpose/widgets/frame_cursor.h"
#include "rigpose/widgets/track_timeline.h"

namespace rigpose::studio {

namespace {

constexpr int kNoteMs = 8000;

std::vector<widgets::RoleTurnCurve> turnCurves(const BakeOutput& bake)
{
    std::vector<widgets::RoleTurnCurve> out;
    for (const RoleTurnCurve& t : bake.turns)
        out.push_back({QString::fromStdString(std::string(r3d::roleName(t.role))), t.source, t.target});
    return out;
}

}  // namespace

void MainWindow::createR3d()
{
    m_bake = new LiveBake(m_document, this);
    m_r3dPanel = new R3dPanel(m_document, this);
    m_r3dPanel->setObjectName(QStringLiteral("r3dPanel"));
    m_centre->addWidget(m_r3dPanel);
    m_show3d = addAction(tr("&3D View"), "actionShow3D", QKeySequence(Qt::CTRL | Qt::Key_3));
    m_show3d->setCheckable(true);
    m_show3d->setStatusTip(tr("Show the 3D project's view in the middle of the window, not the 2D viewport"));
    connect(m_show3d, &QAction::toggled, this, &MainWindow::showCentre);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_show3d);
    const auto follow = [this] {
        // A 3D project without a sequence shows its 3D view; one with a sequence keeps the choice.
        const QSignalBlocker quiet(m_show3d);
        m_show3d->setEnabled(m_document->project().r3d.isOpen());
        m_show3d->setChecked(m_document->project().r3d.isOpen() &&
                             (m_document->project().sequence.isEmpty() || m_show3d->isChecked()));
        showCentre();
    };
    connect(m_document, &Document::projectReset, this, follow);
    connect(m_document, &Document::changed, this, [follow](ProjectParts parts) {
        if (parts & (ProjectPart::R3d | ProjectPart::Sequence))
            follow();
    });
    follow();

    connect(m_bake, &LiveBake::bakeFinished, this, &MainWindow::showBake);
    connect(m_bake, &LiveBake::bakeCleared, this, [this] {
        m_r3dPanel->setBake(nullptr);
        m_timeline->setRoleTurns({}, {});
        applyR3dTimes();
    });
    connect(m_bake, &LiveBake::bakeStarted, this, [this] { m_runStatus->setText(tr("Baking…")); });
    connect(m_bake, &LiveBake::bakeCanceled, this, [this] {
        m_runStatus->setText(tr("Bake canceled"));
        finishBusy(false);
    });
    connect(m_cursor, &widgets::FrameCursor::frameChanged, m_r3dPanel, &R3dPanel::setFrame);

    auto* menu = new QMenu(tr("&3D"), this);
    menu->setObjectName(QStringLiteral("menuR3d"));
    const auto* help = menuBar()->findChild<QMenu*>(QStringLiteral("menuHelp"));
    menuBar()->insertMenu(help ? help->menuAction() : nullptr, menu);
    const auto item = [&](const QString& text, const char* name, const QString& tip, auto slot) {
        QAction* a = addAction(text, name);
        a->setStatusTip(tip);
        connect(a, &QAction::triggered, this, slot);
        menu->addAction(a);
        return a;
    };
    const QString rigs = tr("3D rigs and clips (*.bvh *.glb *.gltf *.json);;All files (*)");
    item(tr("Open &Source…"), "actionR3dSource",
         tr("The rig the clip is made on: a BVH, a glTF or GLB, an MPFB rig or a 3D clip"), [this, rigs] {
             const QString path = chooseFile(QStringLiteral("r3d"), tr("Open 3D Source"), rigs);
             if (!path.isEmpty())
                 setR3dRig(true, QFileInfo(path).absoluteFilePath());
         });
    item(tr("Open &Clip…"), "actionR3dClip",
         tr("The motion, when it is not the source's own (rig-pose r3d bake --clip)"), [this, rigs] {
             const QString path = chooseFile(QStringLiteral("r3d"), tr("Open 3D Clip"), rigs);
             if (!path.isEmpty())
                 m_document->set(fields::r3dClip, QFileInfo(path).absoluteFilePath(), tr("Open 3D Clip"));
         });
    item(tr("Use the Source's &Own Motion"), "actionR3dOwnClip", tr("Bake the source's own motion, not another clip"),
         [this] { m_document->set(fields::r3dClip, QString(), tr("Use the Source's Own Motion")); });
    item(tr("Set &Target Rig…"), "actionR3dTarget", tr("The rig the clip goes onto"), [this, rigs] {
        const QString path = chooseFile(QStringLiteral("r3d"), tr("Set 3D Target Rig"), rigs);
        if (!path.isEmpty())
            setR3dRig(false, QFileInfo(path).absoluteFilePath());
    });
    menu->addSeparator();
    const QString profiles = tr("Role profiles (*.json);;All files (*)");
    for (bool source : {true, false})
        item(source ? tr("Import Source &Profile…") : tr("Import Target P&rofile…"),
             source ? "actionR3dImportSourceProfile" : "actionR3dImportTargetProfile",
             tr("A rig-pose-r3d-profile/1 file's roles, mapped by hand in this project"), [this, source, profiles] {
                 const QString path = chooseFile(QStringLiteral("profile"), tr("Import Role Profile"), profiles);
                 if (!path.isEmpty())
                     importRoleProfile(source, path);
             });
    for (bool source : {true, false})
        item(source ? tr("Sa&ve Source Profile As…") : tr("Save Target Profile &As…"),
             source ? "actionR3dSaveSourceProfile" : "actionR3dSaveTargetProfile",
             tr("The roles mapped by hand as a profile rig-pose r3d bake reads (--source-profile, --target-profile)"),
             [this, source] {
                 const QString path = QFileDialog::getSaveFileName(
                     this, tr("Save Role Profile"),
                     source ? QStringLiteral("source.profile.json") : QStringLiteral("target.profile.json"),
                     tr("Role profiles (*.json)"));
                 if (!path.isEmpty())
                     saveRoleProfile(source, path);
             });
    menu->addSeparator();
    item(tr("Close 3D Pro&ject"), "actionR3dClose", tr("Take the 3D rigs, clip and roles out of the project"),
         [this] { m_document->set(fields::r3d, Project3D{}, tr("Close 3D Project")); });
}

void MainWindow::setR3dRig(bool source, const QString& path)
{
    // The roles mapped by hand name the old rig's bones: they go with it, in the same step.
    Project3D r = m_document->project().r3d;
    (source ? r.source : r.target) = path;
    (source ? r.sourceRoles : r.targetRoles) = {};
    m_document->set(fields::r3d, std::move(r), source ? tr("Open 3D Source") : tr("Set 3D Target Rig"));
    m_show3d->setChecked(true);
}

RefusalList MainWindow::importRoleProfile(bool source, const QString& path)
{
    const auto read = r3d::readProfileFile(QFile::encodeName(path).toStdString());
    if (read.ok())
        m_document->set(source ? fields::r3dSourceRoles : fields::r3dTargetRoles, read.value,
                        source ? tr("Import Source Profile") : tr("Import Target Profile"));
    else
        showRefusals(tr("Could Not Import Profile"), tr("%1 was refused.").arg(QFileInfo(path).fileName()),
                     read.refusals);
    return read.refusals;
}

RefusalList MainWindow::saveRoleProfile(bool source, const QString& path)
{
    const Project3D& r = m_document->project().r3d;
    RefusalList refusals;
    if (auto refused = writeFileAtomically(QFile::encodeName(QFileInfo(path).absoluteFilePath()).toStdString(),
                                           r3d::profileText(source ? r.sourceRoles : r.targetRoles)))
        refusals.add(*refused);
    statusBar()->showMessage(refusals.empty() ? tr("Wrote %1").arg(QFileInfo(path).fileName())
                                              : QString::fromStdString(refusals.items().front().message),
                             kNoteMs);
    return refusals;
}

void MainWindow::showBake(const std::shared_ptr<const BakeOutput>& bake)
{
    m_runStatus->setText(!bake->ok()            ? tr("Bake refused")
                         : bake->check.passes() ? tr("Baked %n frame(s)", nullptr, int(bake->clip.frames))
                                                : tr("Baked; the check fails"));
    if (!bake->ok()) {
        m_r3dPanel->setRefused(QString::fromStdString(bake->refusals.items().front().message));
        emit refusalsShown(bake->refusals);
        emit bakeFinished(false);
        finishBusy(false);
        return;
    }
    m_r3dPanel->setBake(bake);
    std::vector<double> times;
    for (std::size_t f = 0; f < bake->clip.frames; ++f)
        times.push_back(static_cast<double>(f) * bake->clip.frameTime);
    m_timeline->setRoleTurns(times, turnCurves(*bake));
    applyR3dTimes();
    m_r3dPanel->setFrame(m_cursor->frame());
    emit bakeFinished(true);
    finishBusy(true);
}

bool MainWindow::isBaking() const
{
    // A 3D project not yet baked is as busy as one baking: its bake starts as the project is in.
    return m_bake && (m_bake->isRunning() || (m_document->project().r3d.isOpen() && !m_bake->last()));
}

bool MainWindow::isShowing3D() const { return m_centre->currentWidget() == m_r3dPanel; }

void MainWindow::showCentre()
{
    m_centre->setCurrentWidget(m_show3d->isChecked() ? static_cast<QWidget*>(m_r3dPanel) : m_view);
}

void MainWindow::applyR3dTimes()
{
    // The clip's frames drive the cursor while no sequence is open; a sequence's win otherwise.
    if (m_live->sequence())
        return;
    const auto& bake = m_bake->last();
    if (!bake || !bake->ok()) {
        if (m_cursor->frameTimes())
            m_cursor->setFrameTimes(nullptr);
        return;
    }
    const auto& now = m_cursor->frameTimes();
    const bool same = now && now->size() == bake->clip.frames && (now->size() < 2 || (*now)[1] == bake->clip.frameTime);
    if (same)
        return;
    auto times = std::make_shared<std::vector<double>>();
    for (std::size_t f = 0; f < bake->clip.frames; ++f)
        times->push_back(static_cast<double>(f) * bake->clip.frameTime);
    m_cursor->setFrameTimes(std::move(times));
}

LiveBake* MainWindow::liveBake() const { return m_bake; }

}  // namespace rigpose::studio
