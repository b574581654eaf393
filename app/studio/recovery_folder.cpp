#include "recovery_folder.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QStandardPaths>

#include <algorithm>

namespace rigpose::studio {

namespace {

QString lockSuffix() { return QStringLiteral(".lock"); }

// True when no running process holds the file's lock. Only a dead holder makes a lock stale
// here: by age alone (QLockFile's default, 30 s) a long session would look crashed.
bool sessionEnded(const QString& file)
{
    QLockFile lock(recoveryLockPath(file));
    lock.setStaleLockTime(0);
    if (!lock.tryLock(0))
        return false;
    lock.unlock();  // removes the lock file: nobody holds it any more
    return true;
}

}  // namespace

QString recoveryFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
}

QString recoveryLockPath(const QString& recoveryFile) { return recoveryFile + lockSuffix(); }

PendingRecoveries findPendingRecoveries(const QString& folder, const QString& own)
{
    PendingRecoveries out;
    const QDir dir(folder);
    const QString ownPath = own.isEmpty() ? QString() : QFileInfo(own).absoluteFilePath();
    const QString suffix = QLatin1String(kRecoverySuffix);
    for (const QFileInfo& info : dir.entryInfoList({QLatin1Char('*') + suffix}, QDir::Files, QDir::Name)) {
        const QString path = info.absoluteFilePath();
        if (path == ownPath || !sessionEnded(path))
            continue;
        Loaded<RecoveryFile> read = readRecoveryFile(path);
        if (read.ok()) {
            out.offered.push_back(std::move(read.value));
        } else {
            out.refused.append(read.refusals);
            out.refusedFiles << path;
        }
    }
    // A session that crashed with nothing unsaved left only its lock.
    for (const QFileInfo& info : dir.entryInfoList({QLatin1Char('*') + suffix + lockSuffix()}, QDir::Files)) {
        const QString file = info.absoluteFilePath().chopped(lockSuffix().size());
        if (!QFile::exists(file))
            sessionEnded(file);
    }
    std::stable_sort(out.offered.begin(), out.offered.end(),
                     [](const RecoveryFile& a, const RecoveryFile& b) { return a.saved > b.saved; });
    return out;
}

bool removeRecovery(const QString& file)
{
    const bool removed = !QFile::exists(file) || QFile::remove(file);
    if (removed)
        sessionEnded(file);  // and its lock, when it was a dead session's
    return removed;
}

QString setRecoveryAside(const QString& file)
{
    const QString aside = file + QStringLiteral(".refused");
    QFile::remove(aside);
    return QFile::rename(file, aside) ? aside : QString();
}

}  // namespace rigpose::studio
