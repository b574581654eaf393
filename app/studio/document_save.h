#pragma once
// Saving the document: the project file and every map edited since it was read, all written or
// none (core's OutputSet stages each file beside its target and renames them together).

#include <QString>

#include <optional>

#include "key_file.h"
#include "rigpose/util/refusal.h"

namespace rigpose::studio {

class Document;

// Writes the project to `path` and the edited maps to their own files; on success the document
// is clean at `path` and its maps are what is on disk. PROJECT_WRITE (or MAP_WRITE) when any
// file cannot be written, and then nothing changed on disk.
std::optional<Refusal> saveDocument(Document& document, const QString& path);

// Writes the project's key file of `kind` alone, atomically, to `path`: its own path (Save), or
// another (Save As, which then names the new file in the project as one undo step). KEYS_WRITE
// when it cannot be written, and then nothing changed on disk.
std::optional<Refusal> saveKeyFile(Document& document, KeyKind kind, const QString& path);

}  // namespace rigpose::studio
