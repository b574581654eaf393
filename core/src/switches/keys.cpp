// What a switch writes: an attachment track per slot whose picture changes and a stepped
// translate per offset bone. A change onto frame i is keyed halfway between frames i-1 and i,
// so a player whose clock lands just short of frame i's time still shows it there (ref #325).

#include <algorithm>
#include <map>

#include "switch_context.h"
#include "rigpose/util/number_format.h"

namespace rigpose::switches {

namespace {

using motion::json;

double keyTime(const std::vector<double>& frameTimes, std::size_t f)
{
    return f == 0 ? 0 : roundTo((frameTimes[f - 1] + frameTimes[f]) / 2, 6);
}

// The slot's setup attachment as the compiled model states it: the rig's, else the motion's setup.
json setupAttachment(const rig::Rig& rig, const motion::Motion* base, int slot)
{
    const rig::SlotData& s = rig.slotList[static_cast<std::size_t>(slot)];
    if (s.attachment)
        return *s.attachment ? json(**s.attachment) : json(nullptr);
    if (base && base->setup.is_object() && base->setup.contains(s.name)) {
        const json& entry = base->setup[s.name];
        if (entry.is_object() && entry.contains("attachment"))
            return entry["attachment"];
    }
    return json(nullptr);
}

// Per frame, what the value is; keys where it changes (the first against `rest`). Stepped keys
// for numbers (an attachment key takes no ease); the last key takes none either.
std::vector<motion::Key> changes(const std::vector<json>& perFrame, const json& rest,
                                 const std::vector<double>& frameTimes, bool stepped, bool keyAtZero)
{
    std::vector<motion::Key> out;
    json was = rest;
    for (std::size_t f = 0; f < perFrame.size(); ++f) {
        if (perFrame[f] == was && !(keyAtZero && f == 0))
            continue;
        motion::Key& k = out.emplace_back();
        k.t = keyTime(frameTimes, f);
        k.v = perFrame[f];
        if (stepped)
            k.curve.kind = motion::KeyCurve::Kind::Stepped;
        was = perFrame[f];
    }
    if (!out.empty())
        out.back().curve = {};
    return out;
}

}  // namespace

void keySwitches(const Switches& switches, const map::Map& map, const rig::Rig& rig, const motion::Motion* base,
                 const std::vector<double>& frameTimes, motion::Animation& animation)
{
    const std::size_t frames = frameTimes.size();
    // Slot index -> per-frame value; bone index -> per-frame translate. Ordered: the rig's order.
    std::map<int, std::vector<json>> slots;
    std::map<int, std::vector<json>> offsets;
    for (const map::AlternateSet& set : map.alternates) {
        for (int s : set.touchedSlots())
            slots.try_emplace(s, frames, setupAttachment(rig, base, s));
        for (const map::BoneOffset& o : set.offsets)
            offsets.try_emplace(o.boneIndex, frames, json::array({0, 0}));
    }
    for (const Span& span : switches.spans) {
        const map::AlternateSet& set = map.alternates[span.setIndex];
        for (std::size_t f = span.first; f <= span.last; ++f) {
            for (const map::SlotDrawing& d : set.shows)
                slots[d.slotIndex][f] = d.attachment;
            for (int h : set.hideIndices)
                slots[h][f] = nullptr;
            for (const map::BoneOffset& o : set.offsets)
                offsets[o.boneIndex][f] = json::array({o.translate.x(), o.translate.y()});
        }
    }
    for (const auto& [slot, values] : slots) {
        std::vector<motion::Key> keys = changes(values, setupAttachment(rig, base, slot), frameTimes, false, false);
        if (keys.empty())
            continue;
        motion::Track& track = animation.tracks.emplace_back();
        track.kind = motion::TargetKind::Slot;
        track.target = rig.slotList[static_cast<std::size_t>(slot)].name;
        track.property = "attachment";
        track.keys = std::move(keys);
    }
    for (const auto& [bone, values] : offsets) {
        std::vector<motion::Key> keys = changes(values, json::array({0, 0}), frameTimes, true, true);
        if (keys.empty() || (keys.size() == 1 && keys.front().v == json::array({0, 0})))
            continue;  // never shown: no translate to key
        motion::Track& track = animation.tracks.emplace_back();
        track.target = rig.bones[static_cast<std::size_t>(bone)].name;
        track.property = "translate";
        track.keys = std::move(keys);
    }
}

void switchKeyStage(const stage::Inputs& in, stage::State& run, const Switches& switches)
{
    keySwitches(switches, *in.map, *in.rig, in.baseMotion, run.shared.frameTimes, run.shared.motion.animations.back());
}

}  // namespace rigpose::switches
