// Reading rigpose-project/1 strictly: the studio's project names the same options as the CLI's
// flags, so each is held to the flag's bounds and a key the format lacks is refused, not skipped
// (a misspelt "lges" would otherwise run with the default in silence).

#include <climits>
#include <initializer_list>
#include <vector>

#include "rigpose/clean/option_bounds.h"
#include "rigpose/clean/option_table.h"
#include "rigpose/project/project_file.h"

#include "spec_document.h"
#include "rigpose/stage/option_table.h"
#include "rigpose/util/json_parse.h"

namespace rigpose::project {

namespace {

using json = nlohmann::ordered_json;

std::optional<long> wholeNumber(const json& value)
{
    if (value.is_number_unsigned())
        return value.get<std::uint64_t>() > static_cast<std::uint64_t>(LONG_MAX)
                   ? std::nullopt
                   : std::optional<long>(static_cast<long>(value.get<std::uint64_t>()));
    if (value.is_number_integer())
        return value.get<long>();
    return std::nullopt;
}

// One object of the file: its fields read by name, each wrong one refused with where it is.
class Fields {
public:
    Fields(const json& object, std::string where, RefusalList& refusals, const std::vector<const char*>& known)
        : m_object(object), m_where(std::move(where)), m_refusals(refusals)
    {
        for (const auto& item : object.items()) {
            bool isKnown = false;
            for (const char* key : known)
                isKnown = isKnown || item.key() == key;
            if (!isKnown) {
                std::string list;
                for (const char* key : known)
                    list += (list.empty() ? "" : ", ") + std::string(key);
                refuse(item.key().c_str(), "is not a field of a project here (this object takes " + list +
                                               "); remove it or check its spelling");
            }
        }
    }

    // The value, or nullptr when absent or null.
    const json* get(const char* key) const
    {
        const auto it = m_object.find(key);
        return it == m_object.end() || it->is_null() ? nullptr : &*it;
    }
    // The value of a field that has no "none": nullptr when absent, and a null refused (issue 36:
    // it read as the default in silence; the studio never writes one there).
    const json* required(const char* key, const std::string& what)
    {
        const auto it = m_object.find(key);
        if (it != m_object.end() && it->is_null())
            refuse(key, "must be " + what + ", not null; leave the field out for the default");
        return it == m_object.end() || it->is_null() ? nullptr : &*it;
    }
    bool present(const char* key) const { return m_object.contains(key); }

    void refuse(const char* key, const std::string& what)
    {
        m_refusals.add("PROJECT_FIELD", m_where + key + " " + what);
    }

    void boolean(const char* key, bool& out)
    {
        if (const json* v = required(key, "true or false")) {
            if (v->is_boolean())
                out = v->get<bool>();
            else
                refuse(key, "must be true or false");
        }
    }

    // A string that is not empty; `what` says what it names.
    void text(const char* key, std::string& out, const char* what)
    {
        if (const json* v = get(key)) {
            if (v->is_string() && !v->get_ref<const std::string&>().empty())
                out = v->get<std::string>();
            else
                refuse(key, std::string("must be ") + what);
        }
    }

    void optionalText(const char* key, std::optional<std::string>& out, const char* what)
    {
        std::string value;
        text(key, value, what);
        if (!value.empty())
            out = value;
    }

    void number(const char* key, double& out, bool (*inBounds)(double), const char* bounds)
    {
        if (const json* v = required(key, bounds)) {
            if (v->is_number() && inBounds(v->get<double>()))
                out = v->get<double>();
            else
                refuse(key, std::string("must be ") + bounds + ", not " + v->dump());
        }
    }

    void optionalNumber(const char* key, std::optional<double>& out, bool (*inBounds)(double), const char* bounds)
    {
        if (!get(key))
            return;
        double value = 0;
        number(key, value, inBounds, bounds);
        if (inBounds(value))
            out = value;
    }

    void integer(const char* key, int& out, bool (*inBounds)(long), const char* bounds)
    {
        if (const json* v = required(key, bounds)) {
            const std::optional<long> n = wholeNumber(*v);
            if (n && inBounds(*n))
                out = static_cast<int>(*n);
            else
                refuse(key, std::string("must be ") + bounds + ", not " + v->dump());
        }
    }

    // A path, or null for none. An empty string is no path (it read as none before issue 36).
    void path(const char* key, std::string& out)
    {
        if (const json* v = get(key)) {
            if (v->is_string() && !v->get_ref<const std::string&>().empty())
                out = v->get<std::string>();
            else
                refuse(key, "must be a path (a string, not empty) or null, not " + v->dump());
        }
    }
    // A path the studio writes only when there is one (baseMotion, merge): null is refused too.
    void pathWhenSet(const char* key, std::string& out)
    {
        const json* v = required(key, "a path (a string, not empty)");
        if (!v)
            return;
        if (v->is_string() && !v->get_ref<const std::string&>().empty())
            out = v->get<std::string>();
        else
            refuse(key, "must be a path (a string, not empty), not " + v->dump() + "; leave the field out for none");
    }

    // A nested object: nullptr (and refused) when it is there but is not an object.
    const json* object(const char* key, const char* what)
    {
        const auto it = m_object.find(key);
        if (it == m_object.end())
            return nullptr;
        if (!it->is_object()) {
            refuse(key, std::string("must be an object of ") + what + ", not " + it->dump());
            return nullptr;
        }
        return &*it;
    }

    const std::string& where() const { return m_where; }

private:
    const json& m_object;
    std::string m_where;
    RefusalList& m_refusals;
};

bool isWholeWindow(long frames) { return clean::isWindowInRange(frames); }

void readHold(Fields& c, clean::CleanOptions& o, RefusalList& refusals)
{
    const json* hold = c.required("hold", "\"off\" or an object of speed, reach, minSeconds and blend");
    if (!hold)
        return;
    if (hold->is_string() && *hold == clean::optionRow("hold").offWord) {
        o.hold = false;
        return;
    }
    if (!hold->is_object()) {
        c.refuse("hold", "must be \"off\" or an object of speed, reach, minSeconds and blend, not " + hold->dump());
        return;
    }
    o.hold = true;
    Fields h(*hold, c.where() + "hold.", refusals, {"speed", "reach", "minSeconds", "blend"});
    h.number("speed", o.holdParams.speed, clean::isHoldLength, clean::optionRow("speed").takes.c_str());
    h.number("reach", o.holdParams.reach, clean::isHoldLength, clean::optionRow("reach").takes.c_str());
    h.number("minSeconds", o.holdParams.minSeconds, clean::isHoldMinSeconds, "a number of seconds from 0 to 1e9");
    h.integer("blend", o.holdParams.blend, clean::isHoldBlend, "a whole number of frames from 1 to 999");
}

void readClean(const json& object, clean::CleanOptions& o, const std::string& name, RefusalList& refusals)
{
    Fields c(object, name + ": clean.", refusals, {"loop", "legs", "rest", "hold", "hipsInferred", "depth", "person"});
    c.boolean("loop", o.loop);
    for (auto [key, target] : {std::pair{"legs", &o.legs}, std::pair{"rest", &o.rest}}) {
        c.integer(key, *target, isWholeWindow, clean::optionRow(key).takes.c_str());
        if (!clean::isValidWindow(*target))
            c.refuse(key, "is " + std::to_string(*target) + "; a window is 1 (none) or odd and at least 5");
    }
    readHold(c, o, refusals);
    if (const json* hips = c.required("hipsInferred", "true, false or {\"by\": \"declared\"}")) {
        // The writer's shape is {"by": "declared"}; true is accepted as the same declaration.
        if (hips->is_boolean())
            o.hipsInferred = hips->get<bool>();
        else if (hips->is_object() && hips->size() == 1 && hips->contains("by") && (*hips)["by"] == "declared")
            o.hipsInferred = true;
        else
            c.refuse("hipsInferred", "must be true, false or {\"by\": \"declared\"}, not " + hips->dump());
    }
    if (const json* depth = c.get("depth")) {
        const bool shaped = depth->is_object() && depth->size() == 1 && depth->contains("gait") &&
                            (*depth)["gait"].is_string();
        const auto gait = shaped ? clean::gaitFromName((*depth)["gait"].get<std::string>()) : std::nullopt;
        if (gait)
            o.depth = *gait;
        else
            c.refuse("depth", "must be null or {\"gait\": \"walk\" or \"run\"}, not " + depth->dump());
    }
    c.optionalText("person", o.person, (clean::optionRow("person").takes + " or null").c_str());
}

// One row's value as the file holds it; nullopt (and refused) when it is not one the row takes.
std::optional<util::OptionValue> rowValue(Fields& r, const stage::OptionRow& row, const json& v)
{
    const char* key = row.key.c_str();
    const std::string nullable = row.optional ? "null or " : "";
    switch (row.kind) {
    case util::OptionKind::Switch:
        if (v.is_boolean())
            return util::OptionValue(v.get<bool>());
        r.refuse(key, "must be true or false");
        return std::nullopt;
    case util::OptionKind::Number:
    case util::OptionKind::Integer:
        if (v.is_number() && util::inBounds(row, v.get<double>()))
            return util::OptionValue(v.get<double>());
        r.refuse(key, "must be " + nullable + row.takes + ", not " + v.dump());
        return std::nullopt;
    case util::OptionKind::Choice:
    case util::OptionKind::Text:
        if (v.is_string())
            if (auto word = util::valueOfWord(row, v.get<std::string>()))
                return word;
        r.refuse(key, "must be " + nullable + row.takes + ", not " + v.dump());
        return std::nullopt;
    }
    return std::nullopt;
}

// Every saved row of the retarget's option table; a key absent or null keeps the default (a
// project written before a row existed reads as it did).
void readRetarget(const json& object, retarget::Options& o, const std::string& name, RefusalList& refusals)
{
    const auto& rows = stage::optionTable();
    std::vector<const char*> known;
    for (const stage::OptionRow& row : rows)
        if (row.echoed)
            known.push_back(row.key.c_str());
    Fields r(object, name + ": retarget.", refusals, known);
    for (const stage::OptionRow& row : rows) {
        // Null is an optional row's nothing; any other row has a value or is left out.
        const json* v = !row.echoed    ? nullptr
                        : row.optional ? r.get(row.key.c_str())
                                       : r.required(row.key.c_str(), row.takes);
        if (!v)
            continue;
        if (auto value = rowValue(r, row, *v))
            row.set(o, *value);
    }
    for (const stage::OptionRow& row : rows) {
        const stage::OptionRow* needed = util::unmetNeed(rows, row, o);
        if (needed && row.echoed && r.get(row.key.c_str()))
            r.refuse(row.key.c_str(), "is only read with " + needed->key + " true (as --" + row.flag + " needs --" +
                                          needed->flag + "); set " + needed->key + " or make it null");
    }
}

void readRoles(Fields& r, const char* key, r3d::RoleProfile& out, RefusalList& refusals)
{
    const json* roles = r.object(key, "role names to bone names (or null)");
    if (!roles)
        return;
    Loaded<r3d::RoleProfile> read = r3d::readRolesObject(*roles, r.where() + key);
    for (const Refusal& refusal : read.refusals.items())
        refusals.add("PROJECT_FIELD", refusal.message);
    out = std::move(read.value);
}

void read3D(const json& object, Project3D& p, const std::string& name, RefusalList& refusals)
{
    Fields r(object, name + ": r3d.", refusals,
             {"source", "clip", "animation", "target", "absolute", "sourceRoles", "targetRoles"});
    r.path("source", p.source);
    r.path("clip", p.clip);
    r.text("animation", p.animation, "a glTF animation's name, or null for the first");
    r.path("target", p.target);
    r.boolean("absolute", p.absolute);
    readRoles(r, "sourceRoles", p.sourceRoles, refusals);
    readRoles(r, "targetRoles", p.targetRoles, refusals);
}

}  // namespace

Loaded<ProjectFile> readProjectText(std::string_view text, const std::string& name)
{
    Loaded<ProjectFile> out;
    const std::optional<json> parsed = detail::readSpecDocument(
        text, name, {"PROJECT", kSpec, "", "; a project file is written by the studio's File → Save"}, out.refusals);
    if (!parsed)
        return out;
    const json& doc = *parsed;
    ProjectFile& p = out.value;
    Fields top(doc, name + ": ", out.refusals,
               {"spec", "note", "sequence", "rig", "map", "keys", "frames", "baseMotion", "merge", "r3d", "clean",
                "retarget"});
    if (const auto note = doc.find("note"); note != doc.end() && !note->is_string())
        top.refuse("note", "must be a string, not " + note->dump());
    top.path("sequence", p.paths.sequence);
    top.path("rig", p.paths.rig);
    top.path("map", p.paths.map);
    top.path("frames", p.paths.frames);
    top.pathWhenSet("baseMotion", p.paths.baseMotion);
    top.pathWhenSet("merge", p.paths.merge);
    if (const json* keys = top.object("keys", "pelvis, contact and camera key file paths")) {
        Fields k(*keys, name + ": keys.", out.refusals, {"pelvis", "contact", "camera"});
        k.path("pelvis", p.paths.pelvisKeys);
        k.path("contact", p.paths.contactKeys);
        k.path("camera", p.paths.cameraKeys);
    }
    if (const json* r = top.object("r3d", "the 3D project's rigs, clip, roles and correction"))
        read3D(*r, p.r3d, name, out.refusals);
    if (const json* c = top.object("clean", "the clean options"))
        readClean(*c, p.clean, name, out.refusals);
    if (const json* r = top.object("retarget", "the retarget options"))
        readRetarget(*r, p.retarget, name, out.refusals);
    return out;
}

}  // namespace rigpose::project
