// MainWindow: crash recovery — this session's autosave, and the offer of a crashed session's
// unsaved changes at the next start (issue #16).

#include <QFileInfo>
#include <QLocale>
#include <QLockFile>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QUndoStack>

#include "autosaver.h"
#include "document.h"
#include "main_window.h"

namespace rigpose::studio {

namespace {

// Long enough to read a file name and a code.
constexpr int kRecoveryNoteMs = 15000;

QString projectName(const RecoveryFile& recovered)
{
    return recovered.projectPath.isEmpty() ? MainWindow::tr("an untitled project")
                                           : QFileInfo(recovered.projectPath).fileName();
}

QString savedTime(const QDateTime& saved)
{
    const QDateTime local = saved.toLocalTime();
    const QLocale locale;
    return local.date() == QDate::currentDate() ? locale.toString(local.time(), QStringLiteral("HH:mm"))
                                                : locale.toString(local, QLocale::ShortFormat);
}

RecoveryChoice askAboutRecovery(QWidget* parent, const RecoveryFile& recovered)
{
    QMessageBox box(parent);
    box.setObjectName(QStringLiteral("recoveryBox"));
    box.setIcon(QMessageBox::Question);
    box.setWindowTitle(MainWindow::tr("Recover Unsaved Changes"));
    box.setText(MainWindow::tr("rigpose-studio did not close properly. Restore the unsaved changes to %1 from %2?")
                    .arg(projectName(recovered), savedTime(recovered.saved)));
    box.setInformativeText(MainWindow::tr("Discard throws them away; Not Now asks again at the next start."));
    QPushButton* restore = box.addButton(MainWindow::tr("Restore"), QMessageBox::AcceptRole);
    QPushButton* discard = box.addButton(QMessageBox::Discard);
    box.addButton(MainWindow::tr("Not Now"), QMessageBox::RejectRole);
    box.setDefaultButton(restore);
    box.exec();
    if (box.clickedButton() == restore)
        return RecoveryChoice::Restore;
    return box.clickedButton() == discard ? RecoveryChoice::Discard : RecoveryChoice::Later;
}

}  // namespace

void MainWindow::wireRecovery()
{
    m_autosaver = new Autosaver(m_document, recoveryFolder(), this);
    connect(m_autosaver, &Autosaver::writeFailed, this,
            [this](const QString& message) { statusBar()->showMessage(message, kRecoveryNoteMs); });
}

PendingRecoveries MainWindow::pendingRecoveries() const
{
    return findPendingRecoveries(recoveryFolder(), m_autosaver->filePath());
}

void MainWindow::restoreRecovery(const RecoveryFile& recovered)
{
    m_document->reset(recovered.project, recovered.projectPath);
    for (const RecoveredMap& map : recovered.maps)
        m_document->setHeldJson(HeldKind::Map, map.path, map.json, true);
    for (const RecoveredMap& keys : recovered.keyFiles)
        m_document->setHeldJson(HeldKind::Keys, keys.path, keys.json, true);
    // What is shown is not what is on disk, and no undo leads back there: modified until saved.
    m_document->undoStack()->resetClean();
    // This session's file holds the changes now; the crashed session's may go.
    if (m_autosaver->writeNow())
        removeRecovery(recovered.file);
    statusBar()->showMessage(tr("Restored the unsaved changes to %1").arg(projectName(recovered)), kRecoveryNoteMs);
}

void MainWindow::offerRecoveries(const RecoveryDecision& decide)
{
    const PendingRecoveries pending = pendingRecoveries();
    if (!pending.refused.empty()) {
        for (const QString& file : pending.refusedFiles)
            setRecoveryAside(file);
        const Refusal& first = pending.refused.items().front();
        statusBar()->showMessage(tr("%n recovery file(s) could not be read and were set aside (.refused): %1", nullptr,
                                    static_cast<int>(pending.refusedFiles.size()))
                                     .arg(QString::fromStdString(first.code + ": " + first.message)),
                                 kRecoveryNoteMs);
    }
    for (const RecoveryFile& recovered : pending.offered) {
        // Held while the question is open, so a second studio started meanwhile does not offer
        // the same file; released (and its lock file gone) whatever the answer.
        QLockFile claim(recoveryLockPath(recovered.file));
        claim.setStaleLockTime(0);
        if (!claim.tryLock(0))
            continue;
        const RecoveryChoice choice = decide ? decide(recovered) : askAboutRecovery(this, recovered);
        if (choice == RecoveryChoice::Discard) {
            removeRecovery(recovered.file);
        } else if (choice == RecoveryChoice::Restore) {
            // One project per window: any other pending file waits for the next start.
            if (maybeSave())
                restoreRecovery(recovered);
            return;
        }
    }
}

}  // namespace rigpose::studio
