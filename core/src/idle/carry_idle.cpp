// --carry-idle: every dropped track looped into the new animation; and a landing that misses
// under a carried track names it.

#include <algorithm>

#include "channels.h"
#include "idle_context.h"
#include "rigpose/idle/loop.h"
#include "rigpose/util/stop.h"

namespace rigpose::idle {

namespace {

// What a later cycle opens with when the idle's first key is after 0: a bone's setup offset
// (0 for translate, shear and rotate, 1 for scale) or the slot's setup attachment.
std::optional<motion::json> setupValue(const motion::Motion& motion, const rig::Rig& rig, const motion::Track& track)
{
    const std::string& p = track.property;
    if (track.kind == motion::TargetKind::Bone || track.kind == motion::TargetKind::Group) {
        const std::size_t channels = motion::channelCount(track.kind, p);
        if (channels == 0)
            return std::nullopt;
        const double value = p.rfind("scale", 0) == 0 ? 1.0 : 0.0;
        motion::json v = motion::json::array();
        for (std::size_t c = 0; c < channels; ++c)
            v.push_back(value);
        return v;
    }
    if (track.kind == motion::TargetKind::Slot && p == "attachment") {
        // The motion's slot setup decides when it names one, else the rig's.
        if (motion.setup.is_object() && motion.setup.contains(track.target) && motion.setup[track.target].is_object() &&
            motion.setup[track.target].contains("attachment"))
            return motion.setup[track.target]["attachment"];
        const int s = rig.slotIndex(track.target);
        if (s >= 0) {
            const auto& a = rig.slotList[static_cast<std::size_t>(s)].attachment;
            if (a && *a)
                return motion::json(**a);
        }
        return motion::json(nullptr);
    }
    return std::nullopt;
}

bool sameTrack(const motion::Track& t, const DroppedTrack& d)
{
    return t.kind == d.kind && t.target == d.target && t.property == d.property;
}

}  // namespace

std::optional<Idle> idleStage(const IdleContext& cx, motion::Animation& fresh)
{
    std::optional<Idle> idle = readIdle(cx, fresh);
    if (!idle || !cx.carry)
        return idle;
    const motion::Animation& animation = *cx.base->animation(idle->animation);
    for (DroppedTrack& d : idle->dropped) {
        throwIfStopped(cx.stop);
        const auto track = std::find_if(animation.tracks.begin(), animation.tracks.end(),
                                        [&](const motion::Track& t) { return sameTrack(t, d); });
        LoopedTrack looped = loopTrack(*cx.base, *track, animation.duration, fresh.duration,
                                       setupValue(*cx.base, cx.rig, *track));
        d.notCarried = std::move(looped.notCarried);
        d.jumps = std::move(looped.jumps);
        d.holdsLast = looped.holdsLast;
        d.opensWithSetup = looped.opensWithSetup;
        d.cut = looped.cut;
        d.carried = looped.keys.size();
        if (looped.keys.empty())
            continue;
        motion::Track& carried = fresh.tracks.emplace_back();
        carried.kind = track->kind;
        carried.target = track->target;
        carried.property = track->property;
        carried.keys = std::move(looped.keys);
    }
    return idle;
}

void nameCarriedAbove(const Idle& idle, const motion::Motion& motion, const rig::Rig& rig, RefusalList& refusals)
{
    if (!idle.carry || !refusals.has("POSE_LANDS"))
        return;
    RefusalList named(std::max<std::size_t>(refusals.items().size(), 200));
    for (Refusal r : refusals.items()) {
        // A landing's name may add the point it lands ("r_shin:tip").
        const std::string bone = r.place.bone.substr(0, r.place.bone.find(':'));
        const int missed = r.code == "POSE_LANDS" ? rig.boneIndex(bone) : -1;
        std::vector<std::string> above;
        for (const DroppedTrack& d : idle.dropped) {
            if (d.carried == 0 || missed < 0)
                continue;
            motion::Track t;
            t.kind = d.kind;
            t.target = d.target;
            t.property = d.property;
            for (const std::string& b : detail::bonesOf(motion, t)) {
                const int carriedBone = rig.boneIndex(b);
                bool isAbove = false;
                for (int a = missed; a >= 0 && !isAbove; a = rig.bones[static_cast<std::size_t>(a)].parentIndex)
                    isAbove = a == carriedBone;
                if (isAbove) {
                    above.push_back(detail::trackName(t));
                    break;
                }
            }
        }
        if (!above.empty()) {
            std::string list;
            for (const std::string& a : above)
                list += (list.empty() ? "" : ", ") + a;
            r.message += "; --carry-idle carried the idle's " + list +
                         " above it, which moves it off the pose: "
                         "drop --carry-idle, or take the track out of the idle";
        }
        named.add(r);
    }
    refusals = std::move(named);
}

}  // namespace rigpose::idle
