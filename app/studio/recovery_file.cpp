#include "recovery_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <set>

#include "document.h"
#include "rigpose/util/json_parse.h"
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

// The fields of a recovery file, read one by one; every wrong one is listed under RECOVERY_FIELD.
class Reader {
public:
    Reader(const json& doc, std::string name, RefusalList& refusals)
        : m_doc(doc), m_name(std::move(name)), m_refusals(refusals)
    {}

    void refuse(const std::string& what)
    {
        m_refusals.add("RECOVERY_FIELD", m_name + ": " + what + "; the file was not offered");
    }

    void onlyKnownKeys()
    {
        static const std::set<std::string> known{"spec", "project",  "projectDir", "projectText",
                                                 "maps", "keyFiles", "saved"};
        for (const auto& [key, value] : m_doc.items())
            if (!known.contains(key))
                refuse("unknown key \"" + key + "\"");
    }

    const json* field(const char* key, json::value_t type, bool nullable = false)
    {
        const auto it = m_doc.find(key);
        if (it == m_doc.end()) {
            refuse(std::string("\"") + key + "\" is missing");
            return nullptr;
        }
        if (nullable && it->is_null())
            return nullptr;
        if (it->type() != type) {
            refuse(std::string("\"") + key + "\" is not a " + json(type).type_name() + (nullable ? " or null" : ""));
            return nullptr;
        }
        return &*it;
    }

private:
    const json& m_doc;
    std::string m_name;
    RefusalList& m_refusals;
};

void readMaps(const json& maps, const char* label, Reader& reader, std::vector<RecoveredMap>& out)
{
    for (std::size_t i = 0; i < maps.size(); ++i) {
        const json& item = maps[i];
        const std::string where = label + ("[" + std::to_string(i) + "]");
        if (!item.is_object() || item.size() != 2 || !item.contains("path") || !item.contains("text") ||
            !item["path"].is_string() || !item["text"].is_string()) {
            reader.refuse(where + " is not { \"path\": string, \"text\": string }");
            continue;
        }
        const QString path = fromUtf8(item["path"].get<std::string>());
        if (!QDir::isAbsolutePath(path)) {
            reader.refuse(where + ".path is not an absolute path");
            continue;
        }
        JsonParseError error;
        std::optional<json> parsed = parseJson(item["text"].get<std::string>(), &error);
        if (!parsed) {
            reader.refuse(where + ".text is not JSON (" + error.what + ")");
            continue;
        }
        out.push_back({path, std::move(*parsed)});
    }
}

}  // namespace

std::string recoveryText(const Document& document, const QDateTime& saved)
{
    const QString dir = projectDirOf(document);
    json doc;
    doc["spec"] = kRecoverySpec;
    doc["project"] = document.path().isEmpty() ? json() : json(utf8(document.path()));
    doc["projectDir"] = utf8(dir);
    doc["projectText"] = projectText(document.project(), dir);
    json maps = json::array();
    for (const MapSource* map : document.editedMaps())
        if (map->json)
            maps.push_back({{"path", utf8(map->path)}, {"text", mapFileText(*map->json)}});
    doc["maps"] = std::move(maps);
    json keyFiles = json::array();
    for (const MapSource* keys : document.editedKeyFiles())
        if (keys->json)
            keyFiles.push_back({{"path", utf8(keys->path)}, {"text", mapFileText(*keys->json)}});
    doc["keyFiles"] = std::move(keyFiles);
    doc["saved"] = utf8(saved.toUTC().toString(Qt::ISODateWithMs));
    // A path that is not UTF-8 is written with a replacement character rather than throwing.
    return doc.dump(2, ' ', false, json::error_handler_t::replace) + '\n';
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
    const std::string& text = *read.bytes;
    JsonParseError error;
    const std::optional<json> parsed = parseJson(text, &error);
    if (!parsed && error.problem != JsonProblem::Syntax) {
        out.refusals.add("RECOVERY_JSON", jsonFaultMessage(name, error.fault(), jsonPlace(text, error.byteOffset)));
        return out;
    }
    if (!parsed || !parsed->is_object()) {
        const std::string why = parsed ? std::string(" (not an object)")
                                       : " (" + error.what + " at " + jsonPlace(text, error.byteOffset) + ")";
        out.refusals.add("RECOVERY_JSON", name + ": is not a JSON object" + why + "; it was not offered");
        return out;
    }
    const json& doc = *parsed;
    if (!doc.contains("spec") || doc["spec"] != kRecoverySpec) {
        out.refusals.add("RECOVERY_SPEC",
                         name + ": spec must be \"" + kRecoverySpec + "\"" +
                             (doc.contains("spec") ? ", not " + doc["spec"].dump() : ", and is missing"));
        return out;
    }

    RecoveryFile& file = out.value;
    file.file = path;
    Reader reader(doc, name, out.refusals);
    reader.onlyKnownKeys();
    if (const json* project = reader.field("project", json::value_t::string, true)) {
        file.projectPath = fromUtf8(project->get<std::string>());
        if (!QDir::isAbsolutePath(file.projectPath))
            reader.refuse("\"project\" is not an absolute path");
    }
    const json* dir = reader.field("projectDir", json::value_t::string);
    const json* projectText = reader.field("projectText", json::value_t::string);
    if (dir && !QDir::isAbsolutePath(fromUtf8(dir->get<std::string>()))) {
        reader.refuse("\"projectDir\" is not an absolute path");
        dir = nullptr;
    }
    if (dir && projectText) {
        const Loaded<Project> project = readProjectText(projectText->get<std::string>(),
                                                        fromUtf8(dir->get<std::string>()), path);
        for (const Refusal& refused : project.refusals.items())
            reader.refuse("projectText: " + refused.code + ": " + refused.message);
        file.project = project.value;
    }
    if (const json* maps = reader.field("maps", json::value_t::array))
        readMaps(*maps, "maps", reader, file.maps);
    // Written since key files were edited; a file from before them has none.
    if (doc.contains("keyFiles"))
        if (const json* keyFiles = reader.field("keyFiles", json::value_t::array))
            readMaps(*keyFiles, "keyFiles", reader, file.keyFiles);
    if (const json* saved = reader.field("saved", json::value_t::string)) {
        file.saved = QDateTime::fromString(fromUtf8(saved->get<std::string>()), Qt::ISODate);
        if (!file.saved.isValid())
            reader.refuse("\"saved\" is not an ISO 8601 time");
    }
    return out;
}

}  // namespace rigpose::studio
