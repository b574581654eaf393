// Bone and slot tracks of a motion compiled to Spine timelines (see timelines.h).

#include <algorithm>
#include <cmath>
#include <unordered_map>
#include <utility>

#include "rigpose/util/discard.h"
#include "compile_parts.h"
#include "rigpose/util/number_format.h"
#include "rigpose/util/stop.h"

namespace rigpose::motion {

namespace {

struct Property {
    BoneProperty property;
    std::string_view motionName;
    std::string_view spineName;
    std::size_t channels;
};

constexpr Property kBoneProperties[] = {
    {BoneProperty::Rotate, "rotate", "rotate", 1},
    {BoneProperty::Translate, "translate", "translate", 2},
    {BoneProperty::TranslateX, "translatex", "translatex", 1},
    {BoneProperty::TranslateY, "translatey", "translatey", 1},
    {BoneProperty::Scale, "scale", "scale", 2},
    {BoneProperty::ScaleX, "scalex", "scalex", 1},
    {BoneProperty::ScaleY, "scaley", "scaley", 1},
    {BoneProperty::Shear, "shear", "shear", 2},
    {BoneProperty::ShearX, "shearx", "shearx", 1},
    {BoneProperty::ShearY, "sheary", "sheary", 1},
};

std::vector<double> numbersOf(const json& v, const std::string& member)
{
    const json& numbers = v.is_object() ? v.value(member, json::array()) : v;
    std::vector<double> out;
    for (const json& n : numbers)
        out.push_back(roundTo(n.get<double>(), kBuildDecimals));
    return out;
}

// The members a track keys with the shift each gets: one for a bone or slot track, the
// group's members in order for a group track.
std::vector<std::pair<std::string, double>> membersOf(const Motion& motion, const Track& track)
{
    const double lag = track.lag.value_or(0), stagger = track.stagger.value_or(0);
    if (track.kind != TargetKind::Group)
        return {{track.target, lag}};
    std::vector<std::pair<std::string, double>> out;
    if (const auto* members = motion.group(track.target))
        for (std::size_t i = 0; i < members->size(); ++i)
            out.emplace_back((*members)[i], lag + stagger * static_cast<double>(i));
    return out;
}

// Keys of one track for one member, times and values as the build states them.
std::vector<TimelineKey> compileKeys(const Motion& motion, const Track& track, const std::string& member, double shift,
                                     const std::stop_token& stop)
{
    std::vector<TimelineKey> keys(track.keys.size());
    for (std::size_t i = 0; i < keys.size(); ++i) {
        throwIfStopped(stop);
        keys[i].time = gridTime(track.keys[i].t + shift);
        if (track.property == "attachment") {
            const json& v = track.keys[i].v;
            keys[i].name = v.is_string() ? std::optional<std::string>(v.get<std::string>()) : std::nullopt;
        } else {
            keys[i].values = numbersOf(track.keys[i].v, member);
        }
    }
    for (std::size_t i = 0; i < keys.size(); ++i) {
        throwIfStopped(stop);
        detail::compileCurve(motion, track.keys[i].curve, shift, keys[i], i + 1 < keys.size() ? &keys[i + 1] : nullptr,
                             keys[i]);
    }
    return keys;
}

}  // namespace

double gridTime(double t)
{
    double rounded = roundTo(t, kBuildDecimals);
    if (rounded > t + 1e-12)
        rounded = roundTo(rounded - 1e-6, kBuildDecimals);
    return rounded;
}

std::string_view boneTimelineName(BoneProperty p)
{
    for (const Property& entry : kBoneProperties)
        if (entry.property == p)
            return entry.spineName;
    return "rotate";
}

std::optional<BoneProperty> boneProperty(std::string_view motionProperty)
{
    for (const Property& entry : kBoneProperties)
        if (entry.motionName == motionProperty)
            return entry.property;
    return std::nullopt;
}

std::size_t channelCount(BoneProperty p)
{
    for (const Property& entry : kBoneProperties)
        if (entry.property == p)
            return entry.channels;
    return 1;
}

double CompiledAnimation::lastKeyTime() const
{
    double last = 0;
    for (const BoneTimeline& t : boneTimelines)
        if (!t.keys.empty())
            last = std::max(last, t.keys.back().time);
    for (const SlotTimeline& t : slotTimelines)
        if (!t.keys.empty())
            last = std::max(last, t.keys.back().time);
    auto scan = [&](const json& keys) {
        for (const json& k : keys)
            last = std::max(last, k.value("time", 0.0));
    };
    for (const json* group : {&ik, &transform})
        for (const auto& item : group->items())
            scan(item.value());
    for (const auto& skin : deform.items())
        for (const auto& slot : skin.value().items())
            for (const auto& attachment : slot.value().items())
                scan(attachment.value().value("deform", json::array()));
    scan(drawOrder);
    scan(events);
    return last;
}

namespace {

// compileAnimation's work, into `out`, so that a stop leaves what it had compiled there.
void compileInto(const rig::Rig& rig, const Motion& motion, const Animation& animation, const std::stop_token& stop,
                 Loaded<CompiledAnimation>& out)
{
    CompiledAnimation& compiled = out.value;
    compiled.name = animation.name;
    compiled.declaredDuration = animation.duration;
    const std::string where = "animation \"" + animation.name + "\"";
    for (std::size_t ti = 0; ti < animation.tracks.size(); ++ti) {
        const Track& track = animation.tracks[ti];
        const std::string at = where + " track " + std::to_string(ti);
        if (track.kind == TargetKind::Physics || track.kind == TargetKind::Path || track.kind == TargetKind::Slider) {
            out.refusals.add("MOTION_EVALUATE", at + ": " + std::string(targetKey(track.kind)) +
                                                    " tracks drive constraints, which rig-pose neither poses nor "
                                                    "exports; build this motion with rigc");
            continue;
        }
        if (std::any_of(track.keys.begin(), track.keys.end(), [](const Key& k) { return !k.derive.is_null(); })) {
            out.refusals.add("MOTION_EVALUATE",
                             at + ": a key's \"derive\" model is rig-c's own and is not evaluated "
                                  "here; give the key its values in v",
                             track.kind == TargetKind::Bone ? RefusalPlace{.bone = track.target} : RefusalPlace{});
            continue;
        }
        for (const auto& [member, shift] : membersOf(motion, track)) {
            if (track.kind == TargetKind::Slot) {
                compiled.slotTimelines.push_back(
                    {rig.slotIndex(member), member, track.property, compileKeys(motion, track, member, shift, stop)});
                continue;
            }
            const auto property = boneProperty(track.property);
            if (!property)
                continue;  // the reader refused it already
            compiled.boneTimelines.push_back(
                {rig.boneIndex(member), member, *property, compileKeys(motion, track, member, shift, stop)});
        }
    }
    // A bone's timelines stay together, bones in the order first keyed (as rig-c emits them).
    // Each bone's place is looked up, not searched for: a search made 16,000 tracks quadratic.
    std::unordered_map<std::string, std::size_t> order;
    std::vector<std::size_t> place;
    place.reserve(compiled.boneTimelines.size());
    for (const BoneTimeline& t : compiled.boneTimelines)
        place.push_back(order.try_emplace(t.boneName, order.size()).first->second);
    std::vector<std::pair<std::size_t, BoneTimeline>> placed;
    placed.reserve(place.size());
    for (std::size_t i = 0; i < place.size(); ++i)
        placed.emplace_back(place[i], std::move(compiled.boneTimelines[i]));
    std::stable_sort(placed.begin(), placed.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (std::size_t i = 0; i < placed.size(); ++i)
        compiled.boneTimelines[i] = std::move(placed[i].second);
    detail::compileCarried(rig, motion, animation, compiled, out.refusals);
}

}  // namespace

Loaded<CompiledAnimation> compileAnimation(const rig::Rig& rig, const Motion& motion, const Animation& animation,
                                           const std::stop_token& stop)
{
    Loaded<CompiledAnimation> out;
    try {
        compileInto(rig, motion, animation, stop, out);
    } catch (const Stopped&) {
        // The timelines compiled so far are freed off this thread (util/discard.h).
        rigpose::detail::discard(std::move(out));
        throw;
    }
    return out;
}

}  // namespace rigpose::motion
