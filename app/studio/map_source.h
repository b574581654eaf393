#pragma once
// A map file as the document holds it: the bytes read from disk, the JSON they hold (when they
// are JSON), and whether it has been edited since. A run reads the bytes until the first edit,
// then the edited JSON, so an unedited map is read exactly as rig-pose retarget reads the file.

#include <QString>

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace rigpose::studio {

struct MapSource {
    QString path;
    std::string bytes;                           // empty when the file could not be read
    std::optional<nlohmann::ordered_json> json;  // null when the bytes are not a JSON document
    bool edited = false;

    // What a run reads.
    std::string text() const;
};

// Reads `path` through the JSON policy; a file that cannot be read or parsed still gives a
// source (the run refuses it by name, as the CLI does).
MapSource readMapSource(const QString& path);

// The text an edited map is saved as: two-space indents and a final newline, as our other
// JSON files are written.
std::string mapFileText(const nlohmann::ordered_json& map);

}  // namespace rigpose::studio
