// The timelines this project carries but does not pose (ik, transform, deform, draw order,
// events), compiled to Spine's shapes for the export.

#include <algorithm>

#include "compile_parts.h"
#include "rigpose/util/number_format.h"

namespace rigpose::motion::detail {

namespace {

// The motion key's curve (ease or curve field) as a KeyCurve; the reader checked its shape.
KeyCurve curveOf(const json& k)
{
    KeyCurve c;
    if (auto e = k.find("ease"); e != k.end() && e->is_string()) {
        c.kind = *e == "stepped" ? KeyCurve::Kind::Stepped : KeyCurve::Kind::Named;
        c.easing = e->get<std::string>();
    } else if (auto r = k.find("curve"); r != k.end()) {
        if (r->is_string()) {
            c.kind = KeyCurve::Kind::Stepped;
        } else {
            c.kind = KeyCurve::Kind::Bezier;
            for (const json& n : *r)
                c.points.push_back(n.get<double>());
        }
    }
    return c;
}

void putCurve(const TimelineKey& key, json& out)
{
    if (key.curve == TimelineKey::Curve::Stepped)
        out["curve"] = "stepped";
    else if (key.curve == TimelineKey::Curve::Bezier)
        out["curve"] = key.bezier;
}

// Keys of a constraint timeline: `channels` numeric fields (each defaulted from the
// constraint's own setting, else `fallback`), then the flags restated on every key, since
// Spine reads each key field with its own default rather than holding the last (ref #273).
json constraintKeys(const Motion& motion, const json& keys, const json& constraint,
                    const std::vector<std::pair<std::string, double>>& channels,
                    const std::vector<std::pair<std::string, bool>>& flags)
{
    std::vector<TimelineKey> timeline(keys.size());
    for (std::size_t i = 0; i < keys.size(); ++i) {
        timeline[i].time = gridTime(keys[i].value("t", 0.0));
        for (const auto& [field, fallback] : channels) {
            double v = constraint.value(field, fallback);
            // The runtime defaults mixY to mixX and mixScaleY to mixScaleX.
            if (field == "mixY" && !keys[i].contains("mixY"))
                v = keys[i].value("mixX", constraint.value("mixX", fallback));
            if (field == "mixScaleY" && !keys[i].contains("mixScaleY"))
                v = keys[i].value("mixScaleX", constraint.value("mixScaleX", fallback));
            timeline[i].values.push_back(roundTo(keys[i].value(field, v), kBuildDecimals));
        }
    }
    json out = json::array();
    for (std::size_t i = 0; i < keys.size(); ++i) {
        compileCurve(motion, curveOf(keys[i]), 0, timeline[i], i + 1 < keys.size() ? &timeline[i + 1] : nullptr,
                     timeline[i]);
        json k;
        k["time"] = timeline[i].time;
        for (std::size_t c = 0; c < channels.size(); ++c)
            k[channels[c].first] = timeline[i].values[c];
        for (const auto& [flag, fallback] : flags)
            k[flag] = keys[i].value(flag, constraint.value(flag, fallback));
        putCurve(timeline[i], k);
        out.push_back(std::move(k));
    }
    return out;
}

const json& constraintNamed(const rig::Rig& rig, const json& name)
{
    static const json none = json::object();
    for (const rig::ConstraintData& c : rig.constraints)
        if (name.is_string() && c.name == name.get<std::string>())
            return c.written;
    return none;
}

void compileDeform(const Motion& motion, const Animation& animation, CompiledAnimation& out, RefusalList& refusals)
{
    for (const json& entry : animation.deform) {
        const json& keys = entry["keys"];
        std::vector<TimelineKey> timeline(keys.size());
        json spineKeys = json::array();
        for (std::size_t i = 0; i < keys.size(); ++i) {
            timeline[i].time = gridTime(keys[i].value("t", 0.0));
            if (keys[i].contains("transform"))
                refusals.add("MOTION_EVALUATE", "animation \"" + animation.name +
                                                    "\" deform: a key's generated \"transform\" is rig-c's own model "
                                                    "and is not compiled here; state its vertices");
        }
        for (std::size_t i = 0; i < keys.size(); ++i) {
            // A deform segment's curve runs its value from 0 to 1 (each key is a whole shape).
            TimelineKey from = timeline[i], to = i + 1 < keys.size() ? timeline[i + 1] : timeline[i];
            from.values = {0};
            to.values = {1};
            compileCurve(motion, curveOf(keys[i]), 0, from, i + 1 < keys.size() ? &to : nullptr, timeline[i]);
            json k;
            k["time"] = timeline[i].time;
            const int offset = keys[i].value("fromVertex", keys[i].value("offset", 0));
            if (offset != 0)
                k["offset"] = offset;
            if (keys[i].contains("vertices"))
                k["vertices"] = keys[i]["vertices"];
            putCurve(timeline[i], k);
            spineKeys.push_back(std::move(k));
        }
        const std::string skin = entry.value("skin", std::string("default"));
        out.deform[skin][entry.value("slot", std::string())][entry.value("attachment", std::string())]["deform"] =
            std::move(spineKeys);
    }
}

void compileDrawOrderAndEvents(const rig::Rig& rig, const Animation& animation, CompiledAnimation& out)
{
    for (const json& key : animation.drawOrder) {
        json k;
        k["time"] = gridTime(key.value("t", 0.0));
        std::vector<json> offsets(key.value("offsets", json::array()).begin(),
                                  key.value("offsets", json::array()).end());
        // The 4.3 reader walks slots forward only, so offsets go in setup order.
        std::stable_sort(offsets.begin(), offsets.end(), [&](const json& a, const json& b) {
            return rig.slotIndex(a.value("slot", std::string())) < rig.slotIndex(b.value("slot", std::string()));
        });
        if (!offsets.empty())
            k["offsets"] = offsets;
        out.drawOrder.push_back(std::move(k));
    }
    for (const json& key : animation.events) {
        json k;
        k["time"] = gridTime(key.value("t", 0.0));
        for (const auto& item : key.items())
            if (item.key() != "t")
                k[item.key()] = item.value();
        out.events.push_back(std::move(k));
    }
}

}  // namespace

void compileCarried(const rig::Rig& rig, const Motion& motion, const Animation& animation, CompiledAnimation& out,
                    RefusalList& refusals)
{
    for (const json& entry : animation.ik)
        out.ik[entry.value("constraint", std::string())] = constraintKeys(
            motion, entry["keys"], constraintNamed(rig, entry["constraint"]), {{"mix", 1}, {"softness", 0}},
            {{"bendPositive", true}, {"compress", false}, {"stretch", false}});
    for (const json& entry : animation.transform)
        out.transform[entry.value("constraint", std::string())] = constraintKeys(
            motion, entry["keys"], constraintNamed(rig, entry["constraint"]),
            {{"mixRotate", 1}, {"mixX", 1}, {"mixY", 1}, {"mixScaleX", 1}, {"mixScaleY", 1}, {"mixShearY", 1}}, {});
    compileDeform(motion, animation, out, refusals);
    compileDrawOrderAndEvents(rig, animation, out);
}

}  // namespace rigpose::motion::detail
