#include "project.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <nlohmann/json.hpp>

#include "rigpose/util/json_parse.h"

namespace rigpose::studio {

namespace {

using json = nlohmann::ordered_json;

bool sameHold(const clean::HoldParams& a, const clean::HoldParams& b)
{
    return a.speed == b.speed && a.reach == b.reach && a.minSeconds == b.minSeconds && a.blend == b.blend;
}

json pathValue(const QString& path, const QDir& dir)
{
    if (path.isEmpty())
        return nullptr;
    const QString relative = dir.relativeFilePath(path);
    // Relative paths keep a project valid when its folder moves; a path on another root stays absolute.
    return (QDir::isAbsolutePath(relative) ? path : relative).toStdString();
}

json cleanJson(const clean::CleanOptions& o)
{
    json c = {{"loop", o.loop}, {"legs", o.legs}, {"rest", o.rest}};
    if (o.hold)
        c["hold"] = {{"speed", o.holdParams.speed}, {"reach", o.holdParams.reach},
                     {"minSeconds", o.holdParams.minSeconds}, {"blend", o.holdParams.blend}};
    else
        c["hold"] = "off";
    if (o.hipsInferred)
        c["hipsInferred"] = {{"by", "declared"}};
    c["depth"] = o.depth ? json{{"gait", std::string(clean::gaitName(*o.depth))}} : json(nullptr);
    c["person"] = o.person ? json(*o.person) : json(nullptr);
    return c;
}

// Reads one field of the given JSON type, or says why not.
class FieldReader {
public:
    FieldReader(const json& object, std::string where, RefusalList& refusals)
        : m_object(object), m_where(std::move(where)), m_refusals(refusals)
    {
    }

    template <typename T>
    void read(const char* key, T& out, bool (json::*is)() const noexcept, const char* what)
    {
        const auto it = m_object.find(key);
        if (it == m_object.end() || it->is_null())
            return;
        if (!((*it).*is)()) {
            m_refusals.add("PROJECT_FIELD", m_where + key + " must be " + what);
            return;
        }
        out = it->template get<T>();
    }

    void readPath(const char* key, QString& out, const QDir& dir)
    {
        std::string text;
        read(key, text, &json::is_string, "a path (a string) or null");
        if (!text.empty())
            out = QDir::cleanPath(dir.absoluteFilePath(QString::fromStdString(text)));
    }

private:
    const json& m_object;
    std::string m_where;
    RefusalList& m_refusals;
};

void readClean(const json& c, clean::CleanOptions& o, const std::string& name, RefusalList& refusals)
{
    FieldReader field(c, name + ": clean.", refusals);
    field.read("loop", o.loop, &json::is_boolean, "true or false");
    field.read("legs", o.legs, &json::is_number_integer, "a whole number");
    field.read("rest", o.rest, &json::is_number_integer, "a whole number");
    field.read("hipsInferred", o.hipsInferred, &json::is_boolean, "true or false");
    if (c.contains("hipsInferred") && c["hipsInferred"].is_object())
        o.hipsInferred = true;
    for (const auto& [key, value] : {std::pair{"legs", o.legs}, std::pair{"rest", o.rest}})
        if (!clean::isValidWindow(value))
            refusals.add("PROJECT_FIELD", name + ": clean." + key + " is " + std::to_string(value) +
                                              "; a window is 1 (none) or odd and at least 5");
    if (const auto hold = c.find("hold"); hold != c.end()) {
        if (hold->is_string() && *hold == "off") {
            o.hold = false;
        } else if (hold->is_object()) {
            o.hold = true;
            FieldReader h(*hold, name + ": clean.hold.", refusals);
            h.read("speed", o.holdParams.speed, &json::is_number, "a number");
            h.read("reach", o.holdParams.reach, &json::is_number, "a number");
            h.read("minSeconds", o.holdParams.minSeconds, &json::is_number, "a number");
            h.read("blend", o.holdParams.blend, &json::is_number_integer, "a whole number");
        } else {
            refusals.add("PROJECT_FIELD", name + ": clean.hold must be \"off\" or an object of speed, reach, "
                                                 "minSeconds and blend");
        }
    }
    std::string person;
    field.read("person", person, &json::is_string, "a person id or null");
    if (!person.empty())
        o.person = person;
    if (const auto depth = c.find("depth"); depth != c.end() && !depth->is_null()) {
        const auto gait = depth->is_object() && depth->contains("gait") && (*depth)["gait"].is_string()
                              ? clean::gaitFromName((*depth)["gait"].get<std::string>())
                              : std::nullopt;
        if (gait)
            o.depth = *gait;
        else
            refusals.add("PROJECT_FIELD", name + ": clean.depth must be null or {\"gait\": \"walk\" or \"run\"}");
    }
}

void readRetarget(const json& r, retarget::Options& o, const std::string& name, RefusalList& refusals)
{
    FieldReader field(r, name + ": retarget.", refusals);
    field.read("name", o.name, &json::is_string, "the animation's name");
    field.read("minScore", o.minScore, &json::is_number, "a score >= 0");
    if (o.minScore < 0)
        refusals.add("PROJECT_FIELD", name + ": retarget.minScore must be >= 0");
    std::string person;
    field.read("person", person, &json::is_string, "a person id or null");
    if (!person.empty())
        o.person = person;
}

}  // namespace

bool operator==(const Project& a, const Project& b)
{
    return a.sequence == b.sequence && a.rig == b.rig && a.map == b.map && a.frames == b.frames &&
           a.pelvisKeys == b.pelvisKeys && a.contactKeys == b.contactKeys && a.cameraKeys == b.cameraKeys &&
           a.clean.loop == b.clean.loop && a.clean.legs == b.clean.legs && a.clean.rest == b.clean.rest &&
           a.clean.hipsInferred == b.clean.hipsInferred && a.clean.hold == b.clean.hold &&
           sameHold(a.clean.holdParams, b.clean.holdParams) && a.clean.person == b.clean.person &&
           a.clean.depth == b.clean.depth && a.retarget.name == b.retarget.name &&
           a.retarget.minScore == b.retarget.minScore && a.retarget.person == b.retarget.person;
}

std::string projectText(const Project& project, const QString& projectDir)
{
    const QDir dir(projectDir);
    json p;
    p["spec"] = kProjectSpec;
    p["sequence"] = pathValue(project.sequence, dir);
    p["rig"] = pathValue(project.rig, dir);
    p["map"] = pathValue(project.map, dir);
    p["keys"] = {{"pelvis", pathValue(project.pelvisKeys, dir)},
                 {"contact", pathValue(project.contactKeys, dir)},
                 {"camera", pathValue(project.cameraKeys, dir)}};
    p["frames"] = pathValue(project.frames, dir);
    p["clean"] = cleanJson(project.clean);
    // The report's options shape, so a project and a report can be compared key by key.
    p["retarget"] = {{"name", project.retarget.name},
                     {"minScore", project.retarget.minScore},
                     {"person", project.retarget.person ? json(*project.retarget.person) : json(nullptr)}};
    return p.dump(2) + "\n";
}

Loaded<Project> readProjectText(const std::string& text, const QString& projectDir, const QString& displayName)
{
    Loaded<Project> out;
    const std::string name = displayName.toStdString();
    JsonParseError error;
    const std::optional<json> parsed = parseJson(text, &error);
    if (!parsed && error.problem != JsonProblem::Syntax) {
        out.refusals.add("PROJECT_JSON", jsonFaultMessage(name, error.fault(), jsonPlace(text, error.byteOffset)));
        return out;
    }
    const json doc = parsed ? *parsed : json();
    if (!parsed || !doc.is_object()) {
        const std::string why =
            parsed ? std::string() : " (" + error.what + " at " + jsonPlace(text, error.byteOffset) + ")";
        out.refusals.add("PROJECT_JSON", name + ": is not a JSON object" + why +
                                             "; a project file is written by the studio's File → Save");
        return out;
    }
    if (!doc.contains("spec") || doc["spec"] != kProjectSpec) {
        out.refusals.add("PROJECT_SPEC", name + ": spec must be \"" + kProjectSpec + "\"" +
                                             (doc.contains("spec") ? ", not " + doc["spec"].dump() : ", and is missing"));
        return out;
    }
    const QDir dir(projectDir);
    Project& p = out.value;
    FieldReader field(doc, name + ": ", out.refusals);
    field.readPath("sequence", p.sequence, dir);
    field.readPath("rig", p.rig, dir);
    field.readPath("map", p.map, dir);
    field.readPath("frames", p.frames, dir);
    if (const auto keys = doc.find("keys"); keys != doc.end() && keys->is_object()) {
        FieldReader keyField(*keys, name + ": keys.", out.refusals);
        keyField.readPath("pelvis", p.pelvisKeys, dir);
        keyField.readPath("contact", p.contactKeys, dir);
        keyField.readPath("camera", p.cameraKeys, dir);
    }
    if (const auto c = doc.find("clean"); c != doc.end() && c->is_object())
        readClean(*c, p.clean, name, out.refusals);
    if (const auto r = doc.find("retarget"); r != doc.end() && r->is_object())
        readRetarget(*r, p.retarget, name, out.refusals);
    return out;
}

Loaded<Project> readProjectFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        Loaded<Project> out;
        out.refusals.add("PROJECT_READ", path.toStdString() + ": cannot be opened; check the path");
        return out;
    }
    if (const auto fault = jsonSizeFault(static_cast<std::uint64_t>(file.size()))) {
        Loaded<Project> out;
        out.refusals.add("PROJECT_JSON", jsonFaultMessage(path.toStdString(), *fault, ""));
        return out;
    }
    const QByteArray bytes = file.readAll();
    return readProjectText(bytes.toStdString(), QFileInfo(path).absolutePath(), path);
}

std::optional<Refusal> writeProjectFile(const Project& project, const QString& path)
{
    QSaveFile file(path);
    const std::string text = projectText(project, QFileInfo(path).absolutePath());
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size()) || !file.commit())
        return Refusal{"PROJECT_WRITE", path.toStdString() + ": cannot be written (" + file.errorString().toStdString() +
                                            "); choose another place with File → Save As"};
    return std::nullopt;
}

std::string animationNameFor(const QString& path)
{
    QString stem = QFileInfo(path).fileName();
    const qsizetype dot = stem.indexOf(QLatin1Char('.'));
    if (dot > 0)
        stem = stem.left(dot);
    return stem.isEmpty() ? std::string("retarget") : stem.toStdString();
}

}  // namespace rigpose::studio
