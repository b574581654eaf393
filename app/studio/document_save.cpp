#include "document_save.h"

#include <QFile>
#include <QFileInfo>

#include "document.h"
#include "rigpose/util/output_set.h"

namespace rigpose::studio {

namespace {

std::string typed(const QString& path) { return QFile::encodeName(path).toStdString(); }

// OutputSet names its failures ARG_PATH, as the CLI's outputs; here the file says which.
Refusal renamed(const Refusal& refused, const char* code, const QString& path)
{
    return Refusal{code, refused.message + " (" + typed(QFileInfo(path).fileName()) +
                             "); choose another place with File → Save As"};
}

}  // namespace

std::optional<Refusal> saveDocument(Document& document, const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    OutputSet files;
    if (auto refused = files.stage(typed(absolute),
                                   projectText(document.project(), QFileInfo(absolute).absolutePath())))
        return renamed(*refused, "PROJECT_WRITE", absolute);
    for (const MapSource* map : document.editedMaps())
        if (map->json)
            if (auto refused = files.stage(typed(map->path), mapFileText(*map->json)))
                return renamed(*refused, "MAP_WRITE", map->path);
    for (const MapSource* keys : document.editedKeyFiles())
        if (keys->json)
            if (auto refused = files.stage(typed(keys->path), mapFileText(*keys->json)))
                return renamed(*refused, "KEYS_WRITE", keys->path);
    if (auto refused = files.commit())
        return renamed(*refused, "PROJECT_WRITE", absolute);
    document.markMapsSaved();
    document.markKeyFilesSaved();
    document.markSaved(absolute);
    return std::nullopt;
}

std::optional<Refusal> saveKeyFile(Document& document, KeyKind kind, const QString& path)
{
    const nlohmann::ordered_json* json = document.keyFileJson(kind);
    const MapSource* held = document.keyFile(kind);
    if (!json || !held)
        return Refusal{"KEYS_WRITE",
                       typed(keyFormat(kind).title) + ": there is no key file to save; make one with New"};
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const nlohmann::ordered_json saved = *json;
    OutputSet files;
    if (auto refused = files.stage(typed(absolute), mapFileText(saved)))
        return renamed(*refused, "KEYS_WRITE", absolute);
    if (auto refused = files.commit())
        return renamed(*refused, "KEYS_WRITE", absolute);
    if (absolute == held->path) {
        document.markKeyFileSaved(absolute);
        return std::nullopt;
    }
    document.setHeldJson(HeldKind::Keys, absolute, saved, false);
    document.markKeyFileSaved(absolute);
    document.set(keyField(kind), absolute, Document::tr("Save %1 As").arg(keyFormat(kind).title));
    return std::nullopt;
}

}  // namespace rigpose::studio
