// --merge's stage (ref #43): each fragment track checked against every channel already keyed
// (the new animation's own, the carried idle's, the earlier fragment tracks') and against the
// animation's span, then added to it. Nothing is added unless every track passes.

#include <algorithm>
#include <optional>
#include <unordered_map>

#include "channels.h"
#include "idle_context.h"
#include "rigpose/motion/reader.h"
#include "rigpose/util/number_format.h"

namespace rigpose::idle {

namespace {

bool sameTrack(const motion::Track& t, const DroppedTrack& d)
{
    return t.kind == d.kind && t.target == d.target && t.property == d.property;
}

// How a conflict names the track already there, and what to do about it.
struct Holder {
    std::string what, remedy;
};

Holder holderOf(const std::optional<Idle>& idle, const motion::Track& t)
{
    if (idle)
        for (const DroppedTrack& d : idle->dropped)
            if (d.carried > 0 && sameTrack(t, d))
                return {"the idle track --carry-idle carried (" + detail::trackName(t) + ")",
                        "drop the track from the file, or run without --carry-idle"};
    return {"the new animation's own track " + detail::trackName(t),
            "drop the track from the file; the retarget keys that channel from the pose"};
}

// The shift lag and stagger put on a track's keys, at its least and its most.
std::pair<double, double> shiftRange(const motion::Motion& motion, const motion::Track& t)
{
    double members = 1;
    if (t.kind == motion::TargetKind::Group)
        if (const auto* list = motion.group(t.target))
            members = static_cast<double>(std::max<std::size_t>(1, list->size()));
    const double lag = t.lag.value_or(0), spread = t.stagger.value_or(0) * (members - 1);
    return {lag + std::min(0.0, spread), lag + std::max(0.0, spread)};
}

void checkTimes(const MergeContext& cx, const motion::Motion& motion, double duration, const motion::Track& t,
                const std::string& where, RefusalList& refusals)
{
    const auto [least, most] = shiftRange(motion, t);
    for (std::size_t k = 0; k < t.keys.size(); ++k) {
        const double early = t.keys[k].t + least, late = t.keys[k].t + most;
        const std::string at = where + " key " + std::to_string(k) + " (t " + formatFixed(t.keys[k].t, 6) + "): ";
        const std::string span = "; a merged key sits at seconds from the new animation's start, within [0, " +
                                 formatFixed(duration, 6) + "], so move the key or drop it";
        if (early < 0)
            refusals.add("MERGE_TIME",
                         cx.name + " " + at + "falls " + formatFixed(-early, 6) + " s before the start" + span);
        else if (late > duration + motion::kKeyTimeTolerance)
            refusals.add("MERGE_TIME", cx.name + " " + at + "falls past the new animation's duration " +
                                           formatFixed(duration, 6) + " s" + span);
    }
}

// The tracks that already key a channel, in the order a conflict looks for them: the new
// animation's own first, then the fragment's earlier tracks. Each channel remembers only the
// first track to key it, so checking a track costs its own channels, not every track before it
// (16,000 fragment tracks took minutes when each was compared with all the others).
class Holders {
public:
    // Files `channels` as held by track `index` (in conflict order) where nothing holds them yet.
    void add(const std::vector<detail::Channel>& channels, std::size_t index)
    {
        for (const detail::Channel& c : channels)
            m_first.try_emplace(key(c), index);
    }

    // The first track, in conflict order, to key any of `channels`.
    std::optional<std::size_t> firstOf(const std::vector<detail::Channel>& channels) const
    {
        std::optional<std::size_t> first;
        for (const detail::Channel& c : channels)
            if (auto it = m_first.find(key(c)); it != m_first.end() && (!first || it->second < *first))
                first = it->second;
        return first;
    }

private:
    static std::string key(const detail::Channel& c) { return c.owner + '\n' + c.channel; }
    std::unordered_map<std::string, std::size_t> m_first;
};

}  // namespace

std::optional<Merge> mergeStage(const MergeContext& cx, motion::Motion& motion, RefusalList& refusals)
{
    motion::Animation& fresh = motion.animations.back();
    Merge merge{cx.name, {}};
    RefusalList found;
    const std::size_t own = fresh.tracks.size();
    auto trackAt = [&](std::size_t index) -> const motion::Track& {
        return index < own ? fresh.tracks[index] : cx.fragment.tracks[index - own];
    };
    Holders holders;
    for (std::size_t k = 0; k < own; ++k)
        holders.add(detail::channelsOf(motion, fresh.tracks[k]), k);
    for (std::size_t i = 0; i < cx.fragment.tracks.size(); ++i) {
        const motion::Track& t = cx.fragment.tracks[i];
        const std::string where = "track " + std::to_string(i) + " (" + detail::trackName(t) + ")";
        checkTimes(cx, motion, fresh.duration, t, where, found);
        const std::vector<detail::Channel> channels = detail::channelsOf(motion, t);
        if (const auto first = holders.firstOf(channels)) {
            const motion::Track& other = trackAt(*first);
            const std::size_t j = *first - own;
            const Holder holder = *first < own ? holderOf(cx.idle, other)
                                               : Holder{"the file's track " + std::to_string(j) + " (" +
                                                            detail::trackName(other) + ")",
                                                        "merge the two tracks' keys into one"};
            // The channel named is the holder's first that this track keys too.
            for (const detail::Channel& c : detail::channelsOf(motion, other))
                if (std::find(channels.begin(), channels.end(), c) != channels.end()) {
                    found.add("MERGE_CONFLICT", cx.name + " " + where + ": poses " + c.owner + " " + c.channel +
                                                    ", which " + holder.what +
                                                    " already keys; a fragment adds a "
                                                    "track and never replaces one, so " +
                                                    holder.remedy);
                    break;
                }
        }
        holders.add(channels, own + i);
        MergedTrack m{t.kind, t.target, {}, t.property, t.keys.size(), 0, 0};
        if (t.kind == motion::TargetKind::Group)
            m.members = detail::bonesOf(motion, t);
        if (!t.keys.empty()) {
            m.from = t.keys.front().t;
            m.to = t.keys.back().t;
        }
        merge.tracks.push_back(std::move(m));
    }
    if (!found.empty()) {
        refusals.append(found);
        return std::nullopt;
    }
    fresh.tracks.insert(fresh.tracks.end(), cx.fragment.tracks.begin(), cx.fragment.tracks.end());
    return merge;
}

}  // namespace rigpose::idle
