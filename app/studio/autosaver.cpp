#include "autosaver.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QUndoStack>

#include <atomic>

#include "document.h"
#include "recovery_file.h"
#include "recovery_folder.h"

namespace rigpose::studio {

namespace {

// One name per session: the process and a count, since a test runs several windows at once.
QString sessionFileName()
{
    static std::atomic<int> sessions{0};
    return QStringLiteral("%1-%2-%3")
               .arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss")))
               .arg(QCoreApplication::applicationPid())
               .arg(++sessions) +
           QLatin1String(kRecoverySuffix);
}

}  // namespace

Autosaver::Autosaver(Document* document, const QString& folder, QObject* parent)
    : QObject(parent)
    , m_document(document)
    , m_file(QDir(folder.isEmpty() ? recoveryFolder() : folder).filePath(sessionFileName()))
    , m_lock(recoveryLockPath(m_file))
{
    m_lock.setStaleLockTime(0);
    m_soon.setSingleShot(true);
    m_soon.setInterval(0);
    m_interval.setInterval(kIntervalMs);
    connect(&m_soon, &QTimer::timeout, this, &Autosaver::writeNow);
    connect(&m_interval, &QTimer::timeout, this, &Autosaver::writeNow);

    QUndoStack* stack = document->undoStack();
    // Every command pushed, undone or redone, and value changes within a merging command.
    connect(stack, &QUndoStack::indexChanged, this, &Autosaver::schedule);
    connect(document, &Document::changed, this, &Autosaver::schedule);
    // Clean again (saved, undone to the saved step) or replaced: the file goes at once, so no
    // window exists in which a crash would offer edits that are already on disk.
    connect(stack, &QUndoStack::cleanChanged, this, [this](bool clean) { clean ? discard() : schedule(); });
    connect(document, &Document::projectReset, this, &Autosaver::discard);
    // The document goes first when the window closes; that is a normal end.
    connect(document, &QObject::destroyed, this, &Autosaver::discard);
}

Autosaver::~Autosaver() { discard(); }

void Autosaver::schedule()
{
    if (m_document)
        m_soon.start();
}

bool Autosaver::writeNow()
{
    m_soon.stop();
    if (!m_document || !m_document->isModified()) {
        discard();
        return true;
    }
    m_interval.start();
    QString why;
    if (!QDir().mkpath(QFileInfo(m_file).absolutePath()))
        why = tr("its folder cannot be made");
    else if (!m_lock.isLocked() && !m_lock.tryLock(0))
        why = tr("its lock cannot be taken");
    if (why.isEmpty()) {
        const std::string text = recoveryText(*m_document, QDateTime::currentDateTimeUtc());
        QSaveFile file(m_file);
        if (!file.open(QIODevice::WriteOnly) ||
            file.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size()) ||
            !file.commit())
            why = file.errorString();
    }
    if (why.isEmpty()) {
        m_failed = false;
        return true;
    }
    if (!m_failed)
        emit writeFailed(tr("Unsaved changes cannot be kept for recovery in %1: %2").arg(m_file, why));
    m_failed = true;
    return false;
}

void Autosaver::discard()
{
    m_soon.stop();
    m_interval.stop();
    if (QFile::exists(m_file))
        QFile::remove(m_file);
}

}  // namespace rigpose::studio
