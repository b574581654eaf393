#pragma once
// Where recovery files live, and which of them belong to sessions that are gone. Each running
// session holds a QLockFile beside its file; a file whose lock is missing or stale (its process
// has ended) is a crashed session's, one whose lock is held belongs to a studio still running.

#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

#include "recovery_file.h"

namespace rigpose::studio {

inline constexpr char kRecoverySuffix[] = ".recovery.json";

// <AppDataLocation>/recovery (on Linux ~/.local/share/rigpose/rigpose-studio/recovery).
QString recoveryFolder();
// The session's lock, beside its file.
QString recoveryLockPath(const QString& recoveryFile);

struct PendingRecoveries {
    std::vector<RecoveryFile> offered;  // newest first
    RefusalList refused;                // files that could not be read, by name
    QStringList refusedFiles;
};

// The recovery files in `folder` whose sessions ended without closing; `own` (this session's
// file) is never listed. Stale locks of sessions that left no file are cleared on the way.
PendingRecoveries findPendingRecoveries(const QString& folder, const QString& own = {});

// What to do with one crashed session's file: bring it back, throw it away, or ask next time.
enum class RecoveryChoice { Restore, Discard, Later };
using RecoveryDecision = std::function<RecoveryChoice(const RecoveryFile&)>;

// Removes a recovery file and its lock (restored or discarded); false when the file stays.
bool removeRecovery(const QString& file);
// Renames a refused file to <name>.refused so it is not read again at every start; the new
// path, or empty when it could not be moved.
QString setRecoveryAside(const QString& file);

}  // namespace rigpose::studio
