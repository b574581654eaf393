// The rig spec's top level and its skeleton header; bones and slots are read in
// read_bones.cpp, skins, constraints and events in read_skins.cpp.

#include "rigpose/rig/reader.h"

#include "read_parts.h"
#include "rigpose/util/atomic_write.h"
#include "rigpose/util/json_parse.h"

namespace rigpose::rig {

namespace detail {

std::string itemWhere(std::string_view kind, std::size_t index, const std::string& name)
{
    std::string where = std::string(kind) + " " + std::to_string(index);
    if (!name.empty())
        where += " (" + quotedName(name) + ")";
    return where;
}

void readHeader(const FieldReader& r, const json& doc, Rig& rig)
{
    auto it = doc.find("skeleton");
    if (it == doc.end() || !it->is_object()) {
        r.refuse("RIG_SKELETON", "skeleton",
                 it == doc.end() ? "the skeleton header is missing; add \"skeleton\": { \"width\": …, \"height\": … }"
                                 : "must be an object holding x, y, width and height");
        return;
    }
    const json& h = *it;
    r.checkKeys(h, {"x", "y", "width", "height", "fps", "referenceScale", "images"}, "skeleton");
    SkeletonHeader& s = rig.skeleton;
    s.x = r.number(h, "x", "skeleton").value_or(0);
    s.y = r.number(h, "y", "skeleton").value_or(0);
    s.width = r.number(h, "width", "skeleton");
    s.height = r.number(h, "height", "skeleton");
    s.fps = r.number(h, "fps", "skeleton");
    s.referenceScale = r.number(h, "referenceScale", "skeleton");
    s.images = r.string(h, "images", "skeleton");
    // rig-c measures the bounds from a cut manifest when they are left out; this project
    // reads no manifest, so the rig has to state them (rig-c: "compile error if neither").
    if (!h.contains("width") || !h.contains("height"))
        r.refuse("RIG_SKELETON", "skeleton",
                 "width and height are required (no cut manifest is read to measure them); add both");
}

}  // namespace detail

Loaded<Rig> readRigText(std::string_view text, const std::string& displayName)
{
    Loaded<Rig> out;
    FieldReader r(displayName, "RIG", out.refusals);
    JsonParseError error;
    std::optional<nlohmann::ordered_json> parsed = parseJson(text, &error);
    if (!parsed) {
        if (error.problem == JsonProblem::Syntax)
            r.refuse("RIG_JSON", "",
                     "is not JSON (" + error.what + " at " + jsonPlace(text, error.byteOffset) +
                         "); fix the file or regenerate it");
        else
            out.refusals.add("RIG_JSON",
                             jsonFaultMessage(displayName, error.fault(), jsonPlace(text, error.byteOffset)));
        return out;
    }
    json doc = std::move(*parsed);
    if (!doc.is_object()) {
        r.refuse("RIG_JSON", "", "must be a JSON object with \"spec\": \"rigc-rig/1\"");
        return out;
    }
    auto spec = doc.find("spec");
    if (spec == doc.end() || !spec->is_string() || spec->get<std::string>() != kRigSpec) {
        r.refuse("RIG_SPEC", "spec",
                 (spec == doc.end() ? std::string("is missing") : "is " + spec->dump()) +
                     "; a rig spec says \"spec\": \"rigc-rig/1\"");
        return out;
    }
    r.checkKeys(doc,
                {"spec", "name", "note", "skeleton", "images", "bones", "slots", "skins", "constraints", "events",
                 "invariants"},
                "");
    Rig& rig = out.value;
    rig.name = r.string(doc, "name", "", true).value_or("");
    if (doc.contains("name") && doc["name"].is_string() && rig.name.empty())
        r.refuseShape("name", "must not be empty; the motion's archetype names the rig by it");
    rig.note = r.string(doc, "note", "");
    rig.images = r.string(doc, "images", "");
    detail::readHeader(r, doc, rig);

    if (auto bones = doc.find("bones"); bones == doc.end() || !bones->is_array() || bones->empty())
        r.refuseShape("bones", "a rig needs a non-empty \"bones\" array, root first");
    else
        detail::readBones(r, *bones, rig);

    if (auto slots = doc.find("slots"); slots == doc.end() || !slots->is_array())
        r.refuseShape("slots", "\"slots\" must be an array (it may be empty: [])");
    else
        detail::readSlots(r, *slots, rig);

    auto skins = doc.find("skins");
    if (skins != doc.end())
        detail::readSkins(r, *skins, rig);
    // Spine shows a setup attachment no skin has as nothing, silently; skins that are not an
    // object were refused already, and every slot would only repeat it.
    if (skins == doc.end() || skins->is_object())
        detail::checkSetupAttachments(r, rig);
    if (auto constraints = doc.find("constraints"); constraints != doc.end())
        detail::readConstraints(r, *constraints, rig);
    if (auto events = doc.find("events"); events != doc.end())
        detail::readEvents(r, *events, rig);
    if (auto invariants = doc.find("invariants"); invariants != doc.end()) {
        if (invariants->is_object())
            rig.invariants = *invariants;
        else
            r.refuseShape("invariants", "must be an object");
    }
    return out;
}

Loaded<Rig> readRigFile(const std::string& path)
{
    auto [bytes, fault] = readJsonFileBytes(path);
    if (fault) {
        Loaded<Rig> out;
        out.refusals.add("RIG_JSON", jsonFaultMessage(path, *fault, ""));
        return out;
    }
    if (!bytes) {
        Loaded<Rig> out;
        out.refusals.add("RIG_PATH", path +
                                         ": cannot be read; check the path (--rig takes a rig "
                                         "directory or its rig.json)");
        return out;
    }
    return readRigText(*bytes, path);
}

}  // namespace rigpose::rig
