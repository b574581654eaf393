#pragma once
// The recovery file (rigpose-recovery/1) on disk: the document's unsaved state turned into
// core's RecoveryFile (rigpose/project/recovery_file.h, which reads and writes the text) and
// back, with the project's paths resolved and the time as a QDateTime.

#include <QDateTime>
#include <QString>

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "project.h"
#include "rigpose/project/recovery_file.h"
#include "rigpose/util/refusal.h"

namespace rigpose::studio {

class Document;

inline constexpr const char* kRecoverySpec = rigpose::project::kRecoverySpec;

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

// Reads a recovery file: RECOVERY_READ when it cannot be opened (or is not a regular file),
// RECOVERY_JSON when it is past the size limit, and core's refusals for its text.
Loaded<RecoveryFile> readRecoveryFile(const QString& path);

}  // namespace rigpose::studio
