#include "rigpose/project/recovery_file.h"

#include <array>
#include <charconv>
#include <set>

#include "rigpose/util/json_parse.h"
#include "rigpose/util/json_policy.h"
#include "spec_document.h"

namespace rigpose::project {

namespace {

using json = nlohmann::ordered_json;

// A recovery file is written on this machine for this machine, so an absolute path is a POSIX one.
bool isAbsolute(const std::string& path) { return !path.empty() && path.front() == '/'; }

// The fields of a recovery file, read one by one; every wrong one is listed under RECOVERY_FIELD.
class Reader {
public:
    Reader(const json& doc, const std::string& name, RefusalList& refusals)
        : m_doc(doc), m_name(name), m_refusals(refusals)
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
            const std::string kind = json(type).type_name();
            const char* article = kind == "array" || kind == "object" ? "an " : "a ";
            refuse(std::string("\"") + key + "\" is not " + article + kind + (nullable ? " or null" : ""));
            return nullptr;
        }
        return &*it;
    }

    // A string field that must hold an absolute path; empty when it is wrong or absent.
    std::string absolutePath(const char* key, bool nullable = false)
    {
        const json* value = field(key, json::value_t::string, nullable);
        if (!value)
            return {};
        std::string path = value->get<std::string>();
        if (!isAbsolute(path)) {
            refuse(std::string("\"") + key + "\" is not an absolute path");
            return {};
        }
        return path;
    }

private:
    const json& m_doc;
    const std::string& m_name;
    RefusalList& m_refusals;
};

void readEdits(const json& list, const char* label, Reader& reader, std::vector<RecoveredJson>& out)
{
    for (std::size_t i = 0; i < list.size(); ++i) {
        const json& item = list[i];
        const std::string where = label + ("[" + std::to_string(i) + "]");
        if (!item.is_object() || item.size() != 2 || !item.contains("path") || !item.contains("text") ||
            !item["path"].is_string() || !item["text"].is_string()) {
            reader.refuse(where + " is not { \"path\": string, \"text\": string }");
            continue;
        }
        std::string path = item["path"].get<std::string>();
        if (!isAbsolute(path)) {
            reader.refuse(where + ".path is not an absolute path");
            continue;
        }
        JsonParseError error;
        std::optional<json> parsed = parseJson(item["text"].get<std::string>(), &error);
        if (!parsed) {
            reader.refuse(where + ".text is not JSON (" + error.what + ")");
            continue;
        }
        out.push_back({std::move(path), std::move(*parsed)});
    }
}

json editsJson(const std::vector<RecoveredJson>& edits)
{
    json out = json::array();
    for (const RecoveredJson& edit : edits)
        out.push_back(
            {{"path", edit.path}, {"text", edit.json.dump(2, ' ', false, json::error_handler_t::replace) + '\n'}});
    return out;
}

// Reads `count` digits at `at` as a number within [low, high]; false when they are not.
bool digits(std::string_view text, std::size_t at, std::size_t count, int low, int high, int& value)
{
    if (at + count > text.size())
        return false;
    for (std::size_t i = at; i < at + count; ++i)
        if (text[i] < '0' || text[i] > '9')
            return false;
    std::from_chars(text.data() + at, text.data() + at + count, value);
    return value >= low && value <= high;
}

bool separator(std::string_view text, std::size_t at, char expected)
{
    return at < text.size() && text[at] == expected;
}

int daysIn(int year, int month)
{
    static constexpr std::array<int, 12> days{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    return month == 2 && leap ? 29 : days[static_cast<std::size_t>(month - 1)];
}

}  // namespace

bool isIsoTime(std::string_view text)
{
    int year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0;
    if (!digits(text, 0, 4, 0, 9999, year) || !separator(text, 4, '-') || !digits(text, 5, 2, 1, 12, month) ||
        !separator(text, 7, '-') || !digits(text, 8, 2, 1, daysIn(year, month), day) || !separator(text, 10, 'T') ||
        !digits(text, 11, 2, 0, 23, hour) || !separator(text, 13, ':') || !digits(text, 14, 2, 0, 59, minute) ||
        !separator(text, 16, ':') || !digits(text, 17, 2, 0, 59, second))
        return false;
    std::size_t at = 19;
    if (separator(text, at, '.')) {
        const std::size_t start = ++at;
        while (at < text.size() && text[at] >= '0' && text[at] <= '9')
            ++at;
        if (at == start || at - start > 9)
            return false;
    }
    if (at == text.size() || (separator(text, at, 'Z') && at + 1 == text.size()))
        return true;
    int offsetHours = 0, offsetMinutes = 0;
    return (text[at] == '+' || text[at] == '-') && digits(text, at + 1, 2, 0, 14, offsetHours) &&
           separator(text, at + 3, ':') && digits(text, at + 4, 2, 0, 59, offsetMinutes) && at + 6 == text.size();
}

Loaded<RecoveryFile> readRecoveryText(std::string_view text, const std::string& name)
{
    Loaded<RecoveryFile> out;
    const std::optional<json> parsed = detail::readSpecDocument(
        text, name, {"RECOVERY", kRecoverySpec, " (not an object)", "; it was not offered"}, out.refusals);
    if (!parsed)
        return out;
    const json& doc = *parsed;

    RecoveryFile& file = out.value;
    Reader reader(doc, name, out.refusals);
    reader.onlyKnownKeys();
    file.projectPath = reader.absolutePath("project", true);
    file.projectDir = reader.absolutePath("projectDir");
    const json* projectText = reader.field("projectText", json::value_t::string);
    if (!file.projectDir.empty() && projectText) {
        Loaded<ProjectFile> project = readProjectText(projectText->get<std::string>(), name);
        for (const Refusal& refused : project.refusals.items())
            reader.refuse("projectText: " + refused.code + ": " + refused.message);
        file.project = std::move(project.value);
    }
    if (const json* maps = reader.field("maps", json::value_t::array))
        readEdits(*maps, "maps", reader, file.maps);
    // Written since key files were edited; a file from before them has none.
    if (doc.contains("keyFiles"))
        if (const json* keyFiles = reader.field("keyFiles", json::value_t::array))
            readEdits(*keyFiles, "keyFiles", reader, file.keyFiles);
    if (const json* saved = reader.field("saved", json::value_t::string)) {
        file.saved = saved->get<std::string>();
        if (!isIsoTime(file.saved))
            reader.refuse("\"saved\" is not an ISO 8601 time");
    }
    return out;
}

std::string recoveryText(const RecoveryFile& file)
{
    json doc;
    doc["spec"] = kRecoverySpec;
    doc["project"] = file.projectPath.empty() ? json() : json(file.projectPath);
    doc["projectDir"] = file.projectDir;
    doc["projectText"] = projectText(file.project);
    doc["maps"] = editsJson(file.maps);
    doc["keyFiles"] = editsJson(file.keyFiles);
    doc["saved"] = file.saved;
    return doc.dump(2, ' ', false, json::error_handler_t::replace) + '\n';
}

}  // namespace rigpose::project
