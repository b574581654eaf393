#include "rigpose/motion/writer.h"

#include "motion_text.h"
#include "rigpose/motion/json_emit.h"
#include "rigpose/util/atomic_write.h"
#include "rigpose/util/json_dom_builder.h"

namespace rigpose::motion {

namespace {

json keyJson(const Key& key)
{
    json k;
    k["t"] = key.t;
    if (!key.v.is_null() || key.derive.is_null())
        k["v"] = key.v;
    if (!key.derive.is_null())
        k["derive"] = key.derive;
    switch (key.curve.kind) {
    case KeyCurve::Kind::Linear:
        break;
    case KeyCurve::Kind::Stepped:
        k[key.curve.steppedAsCurve ? "curve" : "ease"] = "stepped";
        break;
    case KeyCurve::Kind::Named:
        k["ease"] = key.curve.easing;
        break;
    case KeyCurve::Kind::Bezier:
        k["curve"] = key.curve.points;
        break;
    }
    return k;
}

json trackJson(const Track& track)
{
    json t;
    t[std::string(targetKey(track.kind))] = track.target;
    t["property"] = track.property;
    if (track.lag)
        t["lag"] = *track.lag;
    if (track.stagger)
        t["stagger"] = *track.stagger;
    json keys = json::array();
    for (const Key& key : track.keys)
        keys.push_back(keyJson(key));
    t["keys"] = std::move(keys);
    return t;
}

json animationJson(const Animation& a)
{
    json out;
    out["duration"] = a.duration;
    if (a.loop)
        out["loop"] = *a.loop;
    if (a.note)
        out["note"] = *a.note;
    json tracks = json::array();
    for (const Track& t : a.tracks)
        tracks.push_back(trackJson(t));
    out["tracks"] = std::move(tracks);
    const std::pair<const char*, const json*> carried[] = {{"ik", &a.ik},
                                                           {"transform", &a.transform},
                                                           {"deform", &a.deform},
                                                           {"drawOrder", &a.drawOrder},
                                                           {"events", &a.events}};
    for (const auto& [name, value] : carried)
        if (!value->is_null())
            out[name] = *value;
    return out;
}

}  // namespace

namespace {

// Every top-level field before "animations", in the writer's order.
json headJson(const Motion& motion)
{
    json doc;
    doc["spec"] = std::string(kMotionSpec);
    doc["archetype"] = motion.archetype;
    doc["cut"] = motion.cut;
    if (motion.note)
        doc["note"] = *motion.note;
    json easings = json::object();
    for (const auto& [name, handles] : motion.easings)
        rigpose::detail::appendNewKey(easings, name, json(handles));
    doc["easings"] = std::move(easings);
    if (!motion.groups.empty()) {
        json groups = json::object();
        for (const auto& [name, members] : motion.groups)
            rigpose::detail::appendNewKey(groups, name, json(members));
        doc["groups"] = std::move(groups);
    }
    if (!motion.setup.is_null())
        doc["setup"] = motion.setup;
    if (!motion.physics.is_null())
        doc["physics"] = motion.physics;
    return doc;
}

}  // namespace

json motionJson(const Motion& motion)
{
    json doc = headJson(motion);
    json animations = json::object();
    for (const Animation& a : motion.animations)
        rigpose::detail::appendNewKey(animations, a.name, animationJson(a));
    doc["animations"] = std::move(animations);
    if (!motion.mix.is_null())
        doc["mix"] = motion.mix;
    return doc;
}

std::string motionText(const Motion& motion, const std::stop_token& stop)
{
    // The text of motionJson(motion), emitted straight from the tracks: a 30-minute clip holds
    // ~650,000 keys, and building each as a small JSON object first took most of the write.
    return detail::MotionTextWriter(kMotionDecimals, stop).text(headJson(motion), motion);
}

std::optional<Refusal> writeMotionFile(const std::string& path, const Motion& motion)
{
    return writeFileAtomically(path, motionText(motion));
}

}  // namespace rigpose::motion
