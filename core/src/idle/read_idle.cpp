// The idle read against the new animation: each track dropped or kept out, and why (ref #43).

#include <algorithm>

#include "channels.h"
#include "idle_context.h"
#include "rigpose/util/stop.h"

namespace rigpose::idle {

namespace {

const motion::Animation* idleOf(const IdleContext& cx)
{
    return cx.base ? cx.base->animation(cx.name.value_or("idle")) : nullptr;
}

void addOnce(std::vector<std::string>& names, const std::string& name)
{
    if (std::find(names.begin(), names.end(), name) == names.end())
        names.push_back(name);
}

// Per rig bone: the mapped bones below it, in map order (the chains', then the translated
// bone), and whether the translated bone is below it.
struct Below {
    std::vector<std::vector<std::string>> mapped;
    std::vector<char> translated;
};

Below mappedBelow(const map::Map& map, const rig::Rig& rig)
{
    Below below{std::vector<std::vector<std::string>>(rig.bones.size()), std::vector<char>(rig.bones.size(), 0)};
    std::vector<int> mapped;
    for (const map::Chain& c : map.chains)
        mapped.insert(mapped.end(), c.boneIndices.begin(), c.boneIndices.end());
    if (map.translate)
        mapped.push_back(map.translate->boneIndex);
    for (int m : mapped) {
        if (m < 0)
            continue;
        const auto bone = static_cast<std::size_t>(m);
        for (int a = rig.bones[bone].parentIndex; a >= 0; a = rig.bones[static_cast<std::size_t>(a)].parentIndex) {
            addOnce(below.mapped[static_cast<std::size_t>(a)], rig.bones[bone].name);
            if (map.translate && m == map.translate->boneIndex)
                below.translated[static_cast<std::size_t>(a)] = 1;
        }
    }
    return below;
}

bool turns(const std::string& property)
{
    return property == "rotate" || property.rfind("scale", 0) == 0 || property.rfind("shear", 0) == 0;
}

// The tracks of `fresh` that pose one of `channels`, named.
std::vector<std::string> keyedBy(const motion::Motion& motion, const motion::Animation& fresh,
                                 const std::vector<detail::Channel>& channels)
{
    std::vector<std::string> names;
    for (const motion::Track& t : fresh.tracks)
        for (const detail::Channel& c : detail::channelsOf(motion, t))
            if (std::find(channels.begin(), channels.end(), c) != channels.end())
                addOnce(names, detail::trackName(t));
    return names;
}

}  // namespace

std::string_view keptOutWhyName(KeptOutWhy why)
{
    switch (why) {
    case KeptOutWhy::Keyed:
        return "keyed";
    case KeptOutWhy::TurnsMapped:
        return "turnsMapped";
    case KeptOutWhy::AboveTranslated:
        return "aboveTranslated";
    case KeptOutWhy::Timeline:
        return "timeline";
    }
    return "keyed";
}

RefusalList checkIdleName(const IdleContext& cx)
{
    RefusalList out;
    if (!cx.name || idleOf(cx))
        return out;
    if (!cx.base) {
        out.add("IDLE_NAME",
                "--idle \"" + *cx.name +
                    "\": no motion of the rig's own was read (no motion.json beside "
                    "--rig, and no --base-motion), so there is no idle to read; give --rig the rig's folder or "
                    "--base-motion <file>, or drop --idle");
        return out;
    }
    std::string names;
    for (const motion::Animation& a : cx.base->animations)
        names += (names.empty() ? "\"" : ", \"") + a.name + "\"";
    out.add("IDLE_NAME", cx.baseName + " has no animation \"" + *cx.name + "\" for --idle to read (it has " +
                             (names.empty() ? std::string("none") : names) + "); name one of those, or drop --idle");
    return out;
}

std::optional<Idle> readIdle(const IdleContext& cx, const motion::Animation& fresh)
{
    const motion::Animation* animation = idleOf(cx);
    if (!animation)
        return std::nullopt;
    const motion::Motion& motion = *cx.base;
    Idle idle;
    idle.animation = animation->name;
    idle.duration = animation->duration;
    idle.tracks = animation->tracks.size();
    idle.carry = cx.carry;
    idle.until = fresh.duration;
    const Below below = mappedBelow(cx.map, cx.rig);
    const std::string translated = cx.map.translate ? cx.map.translate->bone : std::string();
    for (const motion::Track& track : animation->tracks) {
        throwIfStopped(cx.stop);
        KeptOut out{track.kind, track.target, {}, track.property, KeptOutWhy::Keyed, {}};
        if (track.kind == motion::TargetKind::Group)
            out.members = detail::bonesOf(motion, track);
        out.names = keyedBy(motion, fresh, detail::channelsOf(motion, track));
        if (out.names.empty()) {
            // A turn of a bone above a mapped bone turns that bone off the angle the pose asks; a
            // translate only moves it, except above the translated bone, whose origin is placed.
            for (const std::string& bone : detail::bonesOf(motion, track)) {
                const int b = cx.rig.boneIndex(bone);
                if (b < 0)
                    continue;
                const auto i = static_cast<std::size_t>(b);
                if (turns(track.property)) {
                    out.why = KeptOutWhy::TurnsMapped;
                    for (const std::string& m : below.mapped[i])
                        addOnce(out.names, m);
                } else if (track.property.rfind("translate", 0) == 0 && below.translated[i]) {
                    out.why = KeptOutWhy::AboveTranslated;
                    addOnce(out.names, translated);
                }
            }
        }
        if (!out.names.empty()) {
            idle.keptOut.push_back(std::move(out));
            continue;
        }
        DroppedTrack d;
        d.kind = track.kind;
        d.target = track.target;
        d.members = std::move(out.members);
        d.property = track.property;
        d.keys = track.keys.size();
        idle.dropped.push_back(std::move(d));
    }
    // What is not a track is never carried (the motion spec's other timelines).
    const std::pair<const char*, const motion::json*> timelines[] = {{"drawOrder", &animation->drawOrder},
                                                                     {"events", &animation->events},
                                                                     {"ik", &animation->ik},
                                                                     {"transform", &animation->transform},
                                                                     {"deform", &animation->deform}};
    for (const auto& [name, value] : timelines)
        if (!value->is_null() && !value->empty())
            idle.keptOut.push_back({std::nullopt, {}, {}, name, KeptOutWhy::Timeline, {}});
    return idle;
}

}  // namespace rigpose::idle
