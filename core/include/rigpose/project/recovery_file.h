#pragma once
// The studio's recovery file (rigpose-recovery/1) as text and back, with no Qt and no file
// system: what a session had not saved yet, kept so the next start can bring it back after a
// crash. It holds the project as its file's text (paths relative to a stated folder), the path
// the project was opened from, every edited map's and key file's JSON, and the time it was
// written. A scratch file, never an output, so the time in it breaks no same-bytes promise.

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "rigpose/project/project_file.h"
#include "rigpose/util/refusal.h"

namespace rigpose::project {

inline constexpr char kRecoverySpec[] = "rigpose-recovery/1";

struct RecoveredJson {
    std::string path;  // absolute: the file the edit belongs to
    nlohmann::ordered_json json;
};

struct RecoveryFile {
    std::string projectPath;  // absolute; empty for an untitled project (null in the file)
    std::string projectDir;   // absolute: the folder the project's paths are relative to
    ProjectFile project;      // paths as written, relative to projectDir or absolute
    std::vector<RecoveredJson> maps;
    std::vector<RecoveredJson> keyFiles;
    std::string saved;  // when it was written, in UTC: YYYY-MM-DDTHH:MM:SS[.fff]Z
};

// Refusals: RECOVERY_JSON (not a JSON object under the policy), RECOVERY_SPEC, RECOVERY_FIELD
// (a field missing, unknown or of the wrong kind, a path that is not absolute, the project text
// refused, an edit's text not JSON, a time that is not one). `displayName` starts every message.
Loaded<RecoveryFile> readRecoveryText(std::string_view text, const std::string& displayName);

// The file's text: two-space indented, a newline at the end. A path that is not UTF-8 is
// written with replacement characters rather than throwing.
std::string recoveryText(const RecoveryFile& file);

// Whether `text` is a time as the writer gives it: a real calendar date and clock time, an
// optional fraction of a second, and `Z` or a ±HH:MM offset.
bool isIsoTime(std::string_view text);

}  // namespace rigpose::project
