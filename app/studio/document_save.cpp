#include "document_save.h"

#include <QFile>
#include <QFileInfo>

#include "document.h"
#include "rigpose/util/output_set.h"

namespace rigpose::studio {

namespace {

std::string typed(const QString& path)
{
    return QFile::encodeName(path).toStdString();
}

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
    if (auto refused = files.stage(typed(absolute), projectText(document.project(), QFileInfo(absolute).absolutePath())))
        return renamed(*refused, "PROJECT_WRITE", absolute);
    for (const MapSource* map : document.editedMaps())
        if (map->json)
            if (auto refused = files.stage(typed(map->path), mapFileText(*map->json)))
                return renamed(*refused, "MAP_WRITE", map->path);
    if (auto refused = files.commit())
        return renamed(*refused, "PROJECT_WRITE", absolute);
    document.markMapsSaved();
    document.markSaved(absolute);
    return std::nullopt;
}

}  // namespace rigpose::studio
