#include "kept_frames.h"

#include <algorithm>

namespace rigpose::reduce::detail {

std::vector<std::vector<std::size_t>> keptFrames(const rig::Rig& rig, const map::Map& map, std::size_t frames,
                                                 const stage::Guards& guards, const stage::Limits& limits,
                                                 const std::optional<switches::Switches>& switches)
{
    std::vector<std::vector<std::size_t>> kept(rig.bones.size());
    const auto keep = [&](const std::string& bone, std::size_t from, std::size_t to) {
        const int index = rig.boneIndex(bone);
        if (index < 0)
            return;
        for (std::size_t f : {from, to})
            if (f < frames)
                kept[static_cast<std::size_t>(index)].push_back(f);
    };
    for (const stage::ShortSpan& s : guards.shortSpans)
        keep(s.bone, s.from, s.to);
    for (const stage::EndOn& e : guards.endOn)
        keep(e.bone, e.from, e.to);
    for (const stage::FlipSpread& f : guards.flips)
        keep(f.bone, f.from, f.to);
    for (const stage::RangeRun& r : limits.ranges)
        keep(r.bone, r.from, r.to);
    if (switches)
        for (const switches::Span& span : switches->spans)
            for (const map::Chain& chain : map.chains) {
                if (std::find(span.chains.begin(), span.chains.end(), chain.name) == span.chains.end())
                    continue;
                for (const std::string& bone : chain.bones) {
                    // The last frame before the set shows and its first; its last and the next one.
                    if (span.first > 0)
                        keep(bone, span.first - 1, span.first);
                    keep(bone, span.first, span.last);
                    keep(bone, span.last + 1, span.last + 1);
                }
            }
    return kept;
}

std::vector<int> legFromHip(const rig::Rig& rig, const stage::Targets& targets, int bone)
{
    std::vector<int> out;
    for (int at = bone; at >= 0; at = rig.bones[static_cast<std::size_t>(at)].parentIndex) {
        out.push_back(at);
        if (at == targets.translatedBone)
            return out;
    }
    return {bone};
}

std::vector<std::vector<std::size_t>> plantedFrames(const rig::Rig& rig, const stage::Targets& targets,
                                                    const legs::Feet& feet)
{
    std::vector<std::vector<std::size_t>> kept(rig.bones.size());
    for (const stage::OriginTarget& o : targets.moreOrigins) {
        if (o.side < 0)
            continue;
        for (const legs::SupportSpan& span : feet.supports)
            if (span.side == o.side)
                for (int bone : legFromHip(rig, targets, o.bone))
                    for (std::size_t f = span.frames.first; f <= span.frames.second && f < targets.frames; ++f)
                        kept[static_cast<std::size_t>(bone)].push_back(f);
    }
    for (std::vector<std::size_t>& frames : kept) {
        std::sort(frames.begin(), frames.end());
        frames.erase(std::unique(frames.begin(), frames.end()), frames.end());
    }
    return kept;
}

}  // namespace rigpose::reduce::detail
