// The motion spec's top level: easings, groups, the slot setup, physics and mix; each
// animation is read in read_animation.cpp.

#include <set>

#include "rigpose/util/discard.h"
#include "read_parts.h"
#include "rigpose/motion/reader.h"
#include "rigpose/util/atomic_write.h"
#include "rigpose/util/json_parse.h"
#include "rigpose/util/stop.h"

namespace rigpose::motion {

namespace {

using detail::FieldReader;

void readEasings(const FieldReader& r, const json& doc, Motion& motion)
{
    auto it = doc.find("easings");
    if (it == doc.end() || !it->is_object()) {
        r.refuseShape("easings",
                      "is required: a table of named handles { \"<name>\": [hx1, hy1, hx2, hy2] } "
                      "(write {} when the motion names none)");
        return;
    }
    for (const auto& [name, handles] : it->items()) {
        std::string where = "easings \"" + name + "\"";
        if (!handles.is_array() || handles.size() != 4) {
            r.refuseShape(where, "a named easing is four numbers, the handles [hx1, hy1, hx2, hy2]");
            continue;
        }
        std::array<double, 4> h{};
        bool ok = true;
        for (std::size_t i = 0; i < 4; ++i) {
            ok = r.finite(handles[i], where, "handle " + std::to_string(i)) && ok;
            if (ok)
                h[i] = handles[i].get<double>();
        }
        if (name == "stepped")
            r.refuse("MOTION_EASE", where, "\"stepped\" is the hold every motion has; give the easing another name");
        if (ok)
            motion.easings.emplace_back(name, h);
    }
}

void readGroups(const FieldReader& r, const json& doc, Motion& motion)
{
    auto it = doc.find("groups");
    if (it == doc.end())
        return;
    if (!it->is_object()) {
        r.refuseShape("groups", "must be an object: group name → [member bone, …]");
        return;
    }
    for (const auto& [name, members] : it->items()) {
        std::string where = "groups \"" + name + "\"";
        if (!members.is_array() || members.empty()) {
            r.refuse("MOTION_GROUP", where, "a group is a non-empty array of bone names, in stagger order");
            continue;
        }
        std::vector<std::string> list;
        std::set<std::string> seen;
        for (const json& m : members) {
            if (!m.is_string()) {
                r.refuse("MOTION_GROUP", where, "member " + m.dump() + " must be a bone name");
                continue;
            }
            if (!seen.insert(m.get<std::string>()).second)
                r.refuse("MOTION_GROUP", where,
                         "\"" + m.get<std::string>() + "\" is listed twice; list each member once");
            list.push_back(m.get<std::string>());
        }
        motion.groups.emplace_back(name, std::move(list));
    }
}

// rig-c 0.13: a setup entry is an object. A bare null (meant as "show nothing") or a bare
// name (meant as the attachment) used to compile silently wrong.
void readSetup(const FieldReader& r, const json& doc, Motion& motion)
{
    auto it = doc.find("setup");
    if (it == doc.end())
        return;
    if (!it->is_object()) {
        r.refuseShape("setup", "must be an object keyed by slot name: { \"<slot>\": { \"attachment\": … } }");
        return;
    }
    for (const auto& [slot, entry] : it->items()) {
        std::string where = "setup \"" + slot + "\"";
        if (!entry.is_object()) {
            std::string is = entry.is_null()     ? "null"
                             : entry.is_array()  ? "an array"
                             : entry.is_string() ? "the string " + entry.dump()
                                                 : entry.dump();
            r.refuse("MOTION_SETUP", where,
                     "is " + is +
                         "; a setup entry is an object { attachment?: name or null, color?: [r, g, b, a] }: write \"" +
                         slot + "\": { \"attachment\": null } to show nothing, or { \"attachment\": \"<name>\" }");
            continue;
        }
        r.checkKeys(entry, {"attachment", "color"}, where);
        if (auto a = entry.find("attachment"); a != entry.end() && !a->is_null() && !a->is_string())
            r.refuse("MOTION_SETUP", where, "attachment must be a placeholder name or null");
        if (auto c = entry.find("color"); c != entry.end()) {
            bool ok = c->is_array() && c->size() == 4;
            if (ok)
                for (const json& ch : *c)
                    ok = ok && ch.is_number() && ch.get<double>() >= 0 && ch.get<double>() <= 1;
            if (!ok)
                r.refuse("MOTION_SETUP", where, "color must be [r, g, b, a], four numbers in 0..1");
        }
    }
    motion.setup = *it;
}

void readCarriedTables(const FieldReader& r, const json& doc, Motion& motion)
{
    if (auto p = doc.find("physics"); p != doc.end()) {
        if (!p->is_object())
            r.refuseShape("physics", "must be an object keyed by constraint name");
        else
            for (const auto& [name, entry] : p->items()) {
                std::string where = "physics \"" + name + "\"";
                r.checkKeys(entry,
                            {"bone", "x", "y", "rotate", "scaleX", "shearX", "inertia", "strength", "damping", "mass",
                             "wind", "gravity", "mix", "fps", "limit", "note"},
                            where);
                if (entry.is_object())
                    r.string(entry, "bone", where, true);
            }
        motion.physics = *p;
    }
    if (auto m = doc.find("mix"); m != doc.end()) {
        r.checkKeys(*m, {"default", "pairs"}, "mix");
        if (!m->is_object())
            r.refuseShape("mix", "must be { \"default\": seconds, \"pairs\"?: [[from, to, seconds], …] }");
        else
            r.number(*m, "default", "mix", true);
        motion.mix = *m;
    }
}

void readAnimations(const FieldReader& r, const json& doc, Motion& motion, detail::CapturedKeys* captured,
                    const std::stop_token& stop)
{
    auto it = doc.find("animations");
    if (it == doc.end() || !it->is_object()) {
        r.refuseShape("animations", "is required: an object of animation name → animation ({} for a static rig)");
        return;
    }
    for (const auto& [name, a] : it->items()) {
        // Read in place, so that a stop leaves what was read in `motion` (readMotionTextFast frees it).
        Animation& animation = motion.animations.emplace_back();
        animation.name = name;
        detail::readAnimation(r, motion, name, a, animation, captured, stop);
    }
}

// Everything after the parse, the same for both reads; `captured` holds the keys the fast
// read took from parse events. False when the document is no motion spec at all.
bool readDocument(const FieldReader& r, const json& doc, Motion& motion, detail::CapturedKeys* captured,
                  const std::stop_token& stop = {})
{
    auto spec = doc.is_object() ? doc.find("spec") : doc.end();
    if (!doc.is_object() || spec == doc.end() || *spec != json(kMotionSpec)) {
        r.refuse("MOTION_SPEC", "spec",
                 (spec == doc.end() ? std::string("is missing") : "is " + spec->dump()) +
                     "; a motion spec says \"spec\": \"rigc-motion/1\"");
        return false;
    }
    r.checkKeys(doc, {"spec", "archetype", "cut", "note", "easings", "groups", "setup", "physics", "animations", "mix"},
                "");
    motion.archetype = r.string(doc, "archetype", "", true).value_or("");
    motion.cut = r.string(doc, "cut", "", true).value_or("");
    motion.note = r.string(doc, "note", "");
    readEasings(r, doc, motion);
    readGroups(r, doc, motion);
    readSetup(r, doc, motion);
    readCarriedTables(r, doc, motion);
    readAnimations(r, doc, motion, captured, stop);
    return true;
}

}  // namespace

std::optional<Loaded<Motion>> readMotionTextFast(std::string_view text, const std::string& displayName,
                                                 const rig::Rig* rig, const std::stop_token& stop)
{
    detail::CapturedKeys captured;
    Loaded<Motion> out;
    bool spec = false;
    try {
        std::optional<json> doc = detail::parseCapturingKeys(text, captured, stop);
        if (!doc)
            return std::nullopt;
        FieldReader r(displayName, "MOTION", out.refusals);
        spec = readDocument(r, *doc, out.value, &captured, stop);
    } catch (const detail::NotFast&) {
        return std::nullopt;
    } catch (const Stopped&) {
        // The keys read so far are freed off this thread (util/discard.h).
        rigpose::detail::discard(std::move(captured));
        rigpose::detail::discard(std::move(out));
        throw;
    }
    if (spec && rig)
        out.refusals.append(checkMotionAgainstRig(out.value, *rig, displayName));
    return out;
}

Loaded<Motion> readMotionTextByDom(std::string_view text, const std::string& displayName, const rig::Rig* rig)
{
    Loaded<Motion> out;
    FieldReader r(displayName, "MOTION", out.refusals);
    JsonParseError error;
    std::optional<json> parsed = parseJson(text, &error);
    if (!parsed) {
        const std::string place = jsonPlace(text, error.byteOffset);
        if (error.problem == JsonProblem::Syntax)
            r.refuse("MOTION_JSON", "",
                     "is not JSON (" + error.what + " at " + place + "); fix the file or regenerate it");
        else
            out.refusals.add("MOTION_JSON", jsonFaultMessage(displayName, error.fault(), place));
        return out;
    }
    if (readDocument(r, *parsed, out.value, nullptr) && rig)
        out.refusals.append(checkMotionAgainstRig(out.value, *rig, displayName));
    return out;
}

Loaded<Motion> readMotionText(std::string_view text, const std::string& displayName, const rig::Rig* rig,
                              const std::stop_token& stop)
{
    if (auto fast = readMotionTextFast(text, displayName, rig, stop))
        return std::move(*fast);
    return readMotionTextByDom(text, displayName, rig);
}

Loaded<Motion> readMotionFile(const std::string& path, const rig::Rig* rig)
{
    auto [bytes, fault] = readJsonFileBytes(path);
    if (fault) {
        Loaded<Motion> out;
        out.refusals.add("MOTION_JSON", jsonFaultMessage(path, *fault, ""));
        return out;
    }
    if (!bytes) {
        Loaded<Motion> out;
        out.refusals.add("MOTION_PATH", path + ": cannot be read; check the path");
        return out;
    }
    return readMotionText(*bytes, path, rig);
}

}  // namespace rigpose::motion
