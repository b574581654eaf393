// One animation of a motion spec: its tracks and keys (shape, values, curves, times) and the
// carried timelines (ik, transform, deform, drawOrder, events), whose key times are checked
// the same way.

#include <algorithm>
#include <cmath>
#include <unordered_set>

#include "read_parts.h"
#include "rigpose/motion/reader.h"
#include "rigpose/util/number_format.h"
#include "rigpose/util/stop.h"

namespace rigpose::motion::detail {

namespace {

// Collects one animation's key times to check them against its duration afterwards.
struct TimeCheck {
    const FieldReader& r;
    std::string animationWhere;
    double duration = 0;
    double last = -1;           // the latest key time seen, -1 for none
    bool pastDuration = false;  // a key refused for that; the duration check would only repeat it
    bool orderOnly = false;     // a fragment's tracks: where the keys fall is the caller's to judge

    // Checks one run of keys (already shifted by lag/stagger): each is ≥ 0, strictly after
    // the one before (or equal when `allowEqual`), and not past the duration.
    void run(const std::string& where, const std::vector<double>& times, bool allowEqual = false,
             const RefusalPlace& place = {})
    {
        for (std::size_t i = 0; i < times.size(); ++i) {
            const double t = times[i];
            // Named only when refused: a long clip has hundreds of thousands of keys.
            auto at = [&] { return where + " key " + std::to_string(i) + " (t " + formatFixed(t, 6) + ")"; };
            if (t < 0 && !orderOnly)
                r.withPlace(place).refuse("MOTION_KEY_TIME", at(),
                                          "a key time is seconds from the start and cannot be negative");
            if (i > 0 && (allowEqual ? t < times[i - 1] : t <= times[i - 1]))
                r.withPlace(place).refuse(
                    "MOTION_KEY_TIME", at(),
                    std::string("comes ") + (t == times[i - 1] ? "at the same time as" : "before") +
                        " the key before it; key times must strictly increase (merge or reorder the keys)");
            if (!orderOnly && t > duration + kKeyTimeTolerance) {
                pastDuration = true;
                r.withPlace(place).refuse("MOTION_KEY_TIME", at(),
                                          "is past the animation's duration " + formatFixed(duration, 6) +
                                              "; move the key or lengthen the duration");
            }
            last = std::max(last, t);
        }
    }
};

void readCurve(const FieldReader& r, const Motion& motion, const json& k, const std::string& where,
               std::size_t channels, Key& key)
{
    auto ease = k.find("ease");
    auto curve = k.find("curve");
    if (ease != k.end() && curve != k.end()) {
        r.refuse("MOTION_EASE", where, "states both \"ease\" and \"curve\"; a key carries one of them");
        return;
    }
    if (ease != k.end()) {
        if (!ease->is_string()) {
            r.refuseShape(where, "ease must be a name from \"easings\" or \"stepped\"");
            return;
        }
        const std::string name = ease->get<std::string>();
        if (name == "stepped") {
            key.curve.kind = KeyCurve::Kind::Stepped;
        } else if (motion.easing(name)) {
            key.curve.kind = KeyCurve::Kind::Named;
            key.curve.easing = name;
        } else {
            r.refuse("MOTION_EASE", where, "ease \"" + name + "\" is not in \"easings\"; add it there or use another");
        }
        return;
    }
    if (curve == k.end())
        return;
    if (curve->is_string() && curve->get<std::string>() == "stepped") {
        key.curve.kind = KeyCurve::Kind::Stepped;
        key.curve.steppedAsCurve = true;
        return;
    }
    if (!curve->is_array() || (channels > 0 && curve->size() != 4 * channels)) {
        r.refuse("MOTION_CURVE", where,
                 "a raw curve is \"stepped\" or " + std::to_string(4 * channels) +
                     " numbers (cx1, cy1, cx2, cy2 per channel, absolute time and value)");
        return;
    }
    key.curve.kind = KeyCurve::Kind::Bezier;
    for (std::size_t i = 0; i < curve->size(); ++i)
        if (r.finite((*curve)[i], where, "curve number " + std::to_string(i)))
            key.curve.points.push_back((*curve)[i].get<double>());
}

// A key's `v` for a track of `property`: checks the number of channels.
void checkValue(const FieldReader& r, const Motion& motion, const Track& track, const json& v, const std::string& where)
{
    const std::size_t channels = channelCount(track.kind, track.property);
    auto checkNumbers = [&](const json& numbers, const std::string& at) {
        if (!numbers.is_array() || numbers.size() != channels) {
            r.refuse("MOTION_VALUE", at,
                     track.property + " keys " + std::to_string(channels) + " number" + (channels == 1 ? "" : "s") +
                         " in v, as [" + (channels == 1 ? "value" : "…") + "]; not " + numbers.dump());
            return;
        }
        for (std::size_t i = 0; i < numbers.size(); ++i)
            r.finite(numbers[i], at, "v[" + std::to_string(i) + "]");
    };
    if (track.property == "attachment") {
        if (!v.is_string() && !v.is_null())
            r.refuse("MOTION_VALUE", where, "an attachment key's v is a placeholder name or null");
        return;
    }
    if (track.property == "reset")
        return;
    if (track.kind == TargetKind::Group && v.is_object()) {
        const auto* members = motion.group(track.target);
        for (const auto& [member, numbers] : v.items()) {
            if (members && std::find(members->begin(), members->end(), member) == members->end())
                r.refuse("MOTION_VALUE", where, "\"" + member + "\" is not a member of group \"" + track.target + "\"");
            checkNumbers(numbers, where + " member \"" + member + "\"");
        }
        if (members)
            for (const std::string& member : *members)
                if (!v.contains(member))
                    r.refuse("MOTION_VALUE", where,
                             "the member map gives no value for \"" + member + "\"; give every member of group \"" +
                                 track.target + "\" one");
        return;
    }
    checkNumbers(v, where);
}

// A bone's track: its refusals point at the bone (the studio selects it).
RefusalPlace placeOf(const Track& track)
{
    return track.kind == TargetKind::Bone ? RefusalPlace{.bone = track.target} : RefusalPlace{};
}

bool readTarget(const FieldReader& r, const json& t, const std::string& where, Track& track)
{
    int named = 0;
    for (TargetKind kind : {TargetKind::Bone, TargetKind::Slot, TargetKind::Group, TargetKind::Physics,
                            TargetKind::Path, TargetKind::Slider}) {
        auto it = t.find(targetKey(kind));
        if (it == t.end())
            continue;
        ++named;
        track.kind = kind;
        if (it->is_string())
            track.target = it->get<std::string>();
        else
            r.refuseShape(where, std::string(targetKey(kind)) + " must be a name");
    }
    if (named != 1) {
        r.refuse("MOTION_TARGET", where,
                 "a track names exactly one of bone, slot, group, physics, path, slider (this one names " +
                     std::to_string(named) + ")");
        return false;
    }
    track.property = r.string(t, "property", where, true).value_or("");
    if (!track.property.empty() && !knownProperty(track.kind, track.property)) {
        r.withPlace(placeOf(track))
            .refuse(
                "MOTION_PROPERTY", where,
                "\"" + track.property + "\" is not a property a " + std::string(targetKey(track.kind)) + " track keys");
        return false;
    }
    return !track.property.empty();
}

void readTrack(const FieldReader& reader, const Motion& motion, const json& t, const std::string& where,
               TimeCheck& times, Track& track, CapturedTrack* captured)
{
    if (!t.is_object()) {
        reader.refuseShape(where, "a track is an object");
        return;
    }
    reader.checkKeys(t, {"slot", "group", "bone", "physics", "path", "slider", "property", "lag", "stagger", "keys"},
                     where);
    const bool targetOk = readTarget(reader, t, where, track);
    const FieldReader r = reader.withPlace(placeOf(track));
    track.lag = r.number(t, "lag", where);
    track.stagger = r.number(t, "stagger", where);
    auto keys = t.find("keys");
    if (captured ? captured->keys.empty() : (keys == t.end() || !keys->is_array() || keys->empty())) {
        r.refuseShape(where, "\"keys\" must be a non-empty array");
        return;
    }
    const std::size_t channels = channelCount(track.kind, track.property);
    std::vector<double> stated;
    if (captured)
        takeCapturedKeys(motion, track, targetOk, *captured, track.keys, stated);
    for (std::size_t i = 0; !captured && i < keys->size(); ++i) {
        const json& k = (*keys)[i];
        const std::string at = where + " key " + std::to_string(i);
        if (!k.is_object()) {
            r.refuseShape(at, "a key is an object { t, v, ease? | curve? }");
            continue;
        }
        r.checkKeys(k, {"t", "v", "derive", "ease", "curve"}, at);
        Key key;
        key.t = r.number(k, "t", at, true).value_or(0);
        if (auto d = k.find("derive"); d != k.end())
            key.derive = *d;
        if (auto v = k.find("v"); v != k.end()) {
            key.v = *v;
            if (targetOk)
                checkValue(r, motion, track, *v, at);
        } else if (key.derive.is_null() && track.property != "reset") {
            r.refuse("MOTION_VALUE", at, "the key has no \"v\"; give its value");
        }
        readCurve(r, motion, k, at, channels, key);
        if (track.property == "attachment" && key.curve.kind != KeyCurve::Kind::Linear)
            r.refuse("MOTION_EASE", at, "an attachment switch is stepped by nature and takes no ease or curve");
        else if (i + 1 == keys->size() && key.curve.kind != KeyCurve::Kind::Linear)
            r.refuse(key.curve.kind == KeyCurve::Kind::Bezier ? "MOTION_CURVE" : "MOTION_EASE", at,
                     "the last key shapes no segment; remove its ease or curve");
        stated.push_back(key.t);
        track.keys.push_back(std::move(key));
    }
    // Each member of a group is shifted by lag + stagger × its place in the group.
    std::size_t members = 1;
    if (track.kind == TargetKind::Group)
        if (const auto* list = motion.group(track.target))
            members = std::max<std::size_t>(1, list->size());
    for (std::size_t m = 0; m < members; ++m) {
        std::vector<double> shifted = stated;
        const double shift = track.lag.value_or(0) + track.stagger.value_or(0) * static_cast<double>(m);
        for (double& s : shifted)
            s += shift;
        times.run(where + (members > 1 ? " member " + std::to_string(m) : ""), shifted, false, placeOf(track));
    }
}

// ik, transform and deform: arrays of { <names>, keys: [{ t, … }] }.
void readConstraintTimelines(const FieldReader& r, const json& a, const char* field,
                             std::initializer_list<std::string_view> entryKeys,
                             std::initializer_list<std::string_view> keyKeys, TimeCheck& times, json& out)
{
    auto it = a.find(field);
    if (it == a.end())
        return;
    out = *it;
    if (!it->is_array()) {
        r.refuseShape(times.animationWhere + " " + field, "must be an array");
        return;
    }
    for (std::size_t i = 0; i < it->size(); ++i) {
        const json& entry = (*it)[i];
        const std::string where = times.animationWhere + " " + field + " " + std::to_string(i);
        r.checkKeys(entry, entryKeys, where);
        auto keys = entry.is_object() ? entry.find("keys") : entry.end();
        if (!entry.is_object() || keys == entry.end() || !keys->is_array() || keys->empty()) {
            r.refuseShape(where, "must be an object with a non-empty \"keys\" array");
            continue;
        }
        std::vector<double> t;
        for (std::size_t k = 0; k < keys->size(); ++k) {
            r.checkKeys((*keys)[k], keyKeys, where + " key " + std::to_string(k));
            if ((*keys)[k].is_object())
                t.push_back(r.number((*keys)[k], "t", where + " key " + std::to_string(k), true).value_or(0));
        }
        times.run(where, t);
    }
}

// drawOrder and events: arrays of keys with `t`; events may share a time.
void readKeyList(const FieldReader& r, const json& a, const char* field,
                 std::initializer_list<std::string_view> keyKeys, bool allowEqual, TimeCheck& times, json& out)
{
    auto it = a.find(field);
    if (it == a.end())
        return;
    out = *it;
    const std::string where = times.animationWhere + " " + field;
    if (!it->is_array()) {
        r.refuseShape(where, "must be an array of keys");
        return;
    }
    std::vector<double> t;
    for (std::size_t k = 0; k < it->size(); ++k) {
        const json& key = (*it)[k];
        r.checkKeys(key, keyKeys, where + " key " + std::to_string(k));
        if (key.is_object())
            t.push_back(r.number(key, "t", where + " key " + std::to_string(k), true).value_or(0));
    }
    times.run(where, t, allowEqual);
}

}  // namespace

void readAnimation(const FieldReader& r, const Motion& motion, const std::string& name, const json& a, Animation& out,
                   CapturedKeys* captured, const std::stop_token& stop)
{
    const std::string where = "animation \"" + name + "\"";
    if (!a.is_object()) {
        r.refuseShape(where, "an animation is an object { duration, tracks, … }");
        return;
    }
    r.checkKeys(a, {"duration", "loop", "note", "tracks", "ik", "transform", "deform", "drawOrder", "events"}, where);
    auto duration = r.number(a, "duration", where, true);
    if (duration && *duration < 0)
        r.refuse("MOTION_DURATION", where, "the duration cannot be negative");
    out.duration = duration.value_or(0);
    out.loop = r.boolean(a, "loop", where);
    out.note = r.string(a, "note", where);
    TimeCheck times{r, where, out.duration};
    auto tracks = a.find("tracks");
    if (tracks == a.end() || !tracks->is_array()) {
        r.refuseShape(where, "\"tracks\" must be an array (it may be empty)");
    } else {
        std::unordered_set<std::string> channels;  // kind, target and property of each track so far
        for (std::size_t i = 0; i < tracks->size(); ++i) {
            throwIfStopped(stop);  // between tracks: the tracks read so far are in `out`
            Track track;
            CapturedTrack* keys = nullptr;
            if (captured)
                if (auto c = captured->find({name, i}); c != captured->end())
                    keys = &c->second;
            readTrack(r, motion, (*tracks)[i], where + " track " + std::to_string(i), times, track, keys);
            const std::string channel = std::string(targetKey(track.kind)) + '\n' + track.target + '\n' +
                                        track.property;
            if (!track.property.empty() && !channels.insert(channel).second)
                r.withPlace(placeOf(track))
                    .refuse("MOTION_TRACK_DUPLICATE", where + " track " + std::to_string(i),
                            "a second " + track.property + " track on " + std::string(targetKey(track.kind)) + " \"" +
                                track.target + "\"; merge their keys into one track");
            out.tracks.push_back(std::move(track));
        }
    }
    readConstraintTimelines(r, a, "ik", {"constraint", "keys"},
                            {"t", "mix", "softness", "bendPositive", "compress", "stretch", "ease", "curve"}, times,
                            out.ik);
    readConstraintTimelines(r, a, "transform", {"constraint", "keys"},
                            {"t", "mixRotate", "mixX", "mixY", "mixScaleX", "mixScaleY", "mixShearY", "ease", "curve"},
                            times, out.transform);
    readConstraintTimelines(r, a, "deform", {"skin", "slot", "attachment", "keys"},
                            {"t", "offset", "fromVertex", "vertices", "transform", "ease", "curve"}, times, out.deform);
    readKeyList(r, a, "drawOrder", {"t", "offsets"}, false, times, out.drawOrder);
    readKeyList(r, a, "events", {"t", "name", "int", "float", "string", "volume", "balance"}, true, times, out.events);
    if (times.last >= 0 && !times.pastDuration && std::abs(out.duration - times.last) > kDurationTolerance)
        r.refuse("MOTION_DURATION", where,
                 "declares duration " + formatFixed(out.duration, 6) + " but its last key is at " +
                     formatFixed(times.last, 6) + "; they may differ by at most 1/60 s, so fix one of them");
}

}  // namespace rigpose::motion::detail

namespace rigpose::motion {

std::vector<Track> readTracks(const json& tracks, const Motion& motion, const std::string& file,
                              const std::string& where, RefusalList& refusals)
{
    const detail::FieldReader r(file, "MOTION", refusals);
    detail::TimeCheck times{r, where, 0};
    times.orderOnly = true;
    std::vector<Track> out;
    for (std::size_t i = 0; i < tracks.size(); ++i) {
        Track track;
        detail::readTrack(r, motion, tracks[i], (where.empty() ? "" : where + " ") + "track " + std::to_string(i),
                          times, track, nullptr);
        out.push_back(std::move(track));
    }
    return out;
}

}  // namespace rigpose::motion
