// Compiled animations in Spine 4.3's JSON timeline shapes.

#include <algorithm>
#include <cctype>
#include <cmath>
#include <unordered_map>

#include "build_parts.h"
#include "rigpose/util/json_dom_builder.h"

namespace rigpose::spine::detail {

namespace {

using motion::TimelineKey;

void putCurve(const TimelineKey& key, json& k)
{
    if (key.curve == TimelineKey::Curve::Stepped)
        k["curve"] = "stepped";
    else if (key.curve == TimelineKey::Curve::Bezier)
        k["curve"] = key.bezier;
}

json boneKeys(const motion::BoneTimeline& timeline)
{
    json keys = json::array();
    const bool pair = motion::channelCount(timeline.property) == 2;
    for (const TimelineKey& key : timeline.keys) {
        json k;
        k["time"] = key.time;
        if (pair) {
            k["x"] = key.values[0];
            k["y"] = key.values[1];
        } else {
            k["value"] = key.values[0];
        }
        putCurve(key, k);
        keys.push_back(std::move(k));
    }
    return keys;
}

json slotKeys(const motion::SlotTimeline& timeline)
{
    json keys = json::array();
    for (const TimelineKey& key : timeline.keys) {
        json k;
        k["time"] = key.time;
        if (timeline.property == "attachment") {
            k["name"] = key.name ? json(*key.name) : json(nullptr);
        } else if (timeline.property == "rgba") {
            k["color"] = hexChannels(key.values, 0, 4);
        } else {  // rgba2: light rgba, dark rgb
            k["light"] = hexChannels(key.values, 0, 4);
            k["dark"] = hexChannels(key.values, 4, 3);
        }
        putCurve(key, k);
        keys.push_back(std::move(k));
    }
    return keys;
}

}  // namespace

json animationJson(const motion::CompiledAnimation& animation, bool keysByIndex)
{
    json out = json::object();
    // Slots and bones are filed by name, not looked up in the object: 16,000 bones made the
    // object's own look-up quadratic.
    json slots = json::object();
    std::unordered_map<std::string, std::size_t> slotAt, boneAt;
    for (const motion::SlotTimeline& t : animation.slotTimelines)
        rigpose::detail::memberFiled(slots, slotAt, t.slotName)[t.property] = slotKeys(t);
    if (!slots.empty())
        out["slots"] = std::move(slots);
    json bones = json::object();
    for (std::size_t i = 0; i < animation.boneTimelines.size(); ++i) {
        const motion::BoneTimeline& t = animation.boneTimelines[i];
        rigpose::detail::memberFiled(
            bones, boneAt, t.boneName)[std::string(motion::boneTimelineName(t.property))] = keysByIndex ? json(i)
                                                                                                        : boneKeys(t);
    }
    if (!bones.empty())
        out["bones"] = std::move(bones);
    if (!animation.ik.is_null())
        out["ik"] = animation.ik;
    if (!animation.transform.is_null())
        out["transform"] = animation.transform;
    if (!animation.deform.is_null())
        out["attachments"] = animation.deform;
    if (!animation.drawOrder.is_null())
        out["drawOrder"] = animation.drawOrder;
    if (!animation.events.is_null())
        out["events"] = animation.events;
    return out;
}

std::string hexChannels(const std::vector<double>& values, std::size_t from, std::size_t count)
{
    static const char* digits = "0123456789abcdef";
    std::string out;
    for (std::size_t i = from; i < from + count && i < values.size(); ++i) {
        const int byte = static_cast<int>(std::lround(std::clamp(values[i], 0.0, 1.0) * 255));
        out.push_back(digits[byte >> 4]);
        out.push_back(digits[byte & 15]);
    }
    return out;
}

bool naturalLess(const std::string& a, const std::string& b)
{
    std::size_t i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        const bool da = std::isdigit(static_cast<unsigned char>(a[i])),
                   db = std::isdigit(static_cast<unsigned char>(b[j]));
        if (da && db) {
            std::size_t ei = i, ej = j;
            while (ei < a.size() && std::isdigit(static_cast<unsigned char>(a[ei])))
                ++ei;
            while (ej < b.size() && std::isdigit(static_cast<unsigned char>(b[ej])))
                ++ej;
            const std::string na = a.substr(i, ei - i), nb = b.substr(j, ej - j);
            const std::string ta = na.substr(std::min(na.find_first_not_of('0'), na.size()));
            const std::string tb = nb.substr(std::min(nb.find_first_not_of('0'), nb.size()));
            if (ta.size() != tb.size())
                return ta.size() < tb.size();
            if (ta != tb)
                return ta < tb;
            i = ei;
            j = ej;
            continue;
        }
        const int ca = std::tolower(static_cast<unsigned char>(a[i])),
                  cb = std::tolower(static_cast<unsigned char>(b[j]));
        if (ca != cb)
            return ca < cb;
        ++i;
        ++j;
    }
    if ((a.size() - i) != (b.size() - j))
        return a.size() - i < b.size() - j;
    return a < b;  // a tie broken by case, so the order is total
}

}  // namespace rigpose::spine::detail
