#pragma once
// The recovery file (rigpose-recovery/1): what a studio session had not saved yet, written
// while it runs so the next start can bring it back after a crash. The project as its file's
// text (paths relative to a stated folder), the path it was opened from, and every edited map's
// text and every edited key file's. It is a scratch file, never an output: it holds the time it was written.

#include <QDateTime>
#include <QString>

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "project.h"
#include "rigpose/util/refusal.h"

namespace rigpose::studio {

class Document;

inline constexpr char kRecoverySpec[] = "rigpose-recovery/1";

struct RecoveredMap {
    QString path;  // absolute: the map file the edit belongs to
    nlohmann::ordered_json json;
};

struct RecoveryFile {
    QString file;         // the recovery file itself
    QString projectPath;  // where the project was opened from or saved to; empty for an untitled one
    Project project;
    std::vector<RecoveredMap> maps;
    std::vector<RecoveredMap> keyFiles;  // edited key files, held as maps are
    QDateTime saved;                     // when it was written, for the offer's words only
};

// The document's unsaved state as a recovery file's text.
std::string recoveryText(const Document& document, const QDateTime& saved);

// Reads a recovery file under the JSON policy. Refusals: RECOVERY_READ (cannot be opened),
// RECOVERY_JSON (not a JSON object under the policy), RECOVERY_SPEC, RECOVERY_FIELD (a field
// missing, unknown or of the wrong kind, the project text refused, a map text not JSON).
Loaded<RecoveryFile> readRecoveryFile(const QString& path);

}  // namespace rigpose::studio
