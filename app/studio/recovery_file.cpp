#include "recovery_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include "document.h"
#include "rigpose/util/json_policy.h"

namespace rigpose::studio {

namespace {

using json = nlohmann::ordered_json;

std::string utf8(const QString& text) { return text.toStdString(); }

QString fromUtf8(const std::string& text) { return QString::fromStdString(text); }

// The folder the project text's paths are relative to: the project's own, or for an untitled
// project the root, so its paths stay whole.
QString projectDirOf(const Document& document)
{
    return document.path().isEmpty() ? QDir::rootPath() : QFileInfo(document.path()).absolutePath();
}

std::vector<RecoveredMap> fromCore(std::vector<rigpose::project::RecoveredJson>&& edits)
{
    std::vector<RecoveredMap> out;
    out.reserve(edits.size());
    for (rigpose::project::RecoveredJson& edit : edits)
        out.push_back({fromUtf8(edit.path), std::move(edit.json)});
    return out;
}

}  // namespace

std::string recoveryText(const Document& document, const QDateTime& saved)
{
    const QString dir = projectDirOf(document);
    rigpose::project::RecoveryFile file;
    file.projectPath = utf8(document.path());
    file.projectDir = utf8(dir);
    file.project = toProjectFile(document.project(), dir);
    for (const MapSource* map : document.editedMaps())
        if (map->json)
            file.maps.push_back({utf8(map->path), *map->json});
    for (const MapSource* keys : document.editedKeyFiles())
        if (keys->json)
            file.keyFiles.push_back({utf8(keys->path), *keys->json});
    file.saved = utf8(saved.toUTC().toString(Qt::ISODateWithMs));
    return rigpose::project::recoveryText(file);
}

Loaded<RecoveryFile> readRecoveryFile(const QString& path)
{
    Loaded<RecoveryFile> out;
    const std::string name = utf8(path);
    const JsonFileBytes read = readJsonFileBytes(std::string(QFile::encodeName(path).constData()));
    if (read.fault) {
        out.refusals.add("RECOVERY_JSON", jsonFaultMessage(name, *read.fault, ""));
        return out;
    }
    if (!read.bytes) {
        out.refusals.add("RECOVERY_READ", name + ": cannot be opened; it was not offered");
        return out;
    }
    Loaded<rigpose::project::RecoveryFile> core = rigpose::project::readRecoveryText(*read.bytes, name);
    out.refusals = std::move(core.refusals);
    if (!out.ok())
        return out;
    RecoveryFile& file = out.value;
    file.file = path;
    file.projectPath = fromUtf8(core.value.projectPath);
    file.project = fromProjectFile(core.value.project, fromUtf8(core.value.projectDir));
    file.maps = fromCore(std::move(core.value.maps));
    file.keyFiles = fromCore(std::move(core.value.keyFiles));
    file.saved = QDateTime::fromString(fromUtf8(core.value.saved), Qt::ISODate);
    return out;
}

}  // namespace rigpose::studio
