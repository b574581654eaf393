// A chain's "range": per bone, the rotate keys its cut-up art reads well within. solveKeys
// clamps a key past its range at the limit (parents first, so the bones below, and a reach
// below, are solved from the clamped pose, still pointing where the pose puts them) and moves
// the bone's target to where the clamp leaves its aim. Here: each bone's guides (its limits,
// and a reach bone's end point), and afterwards the RANGE runs. A key past its limit by no more
// than kRangeSlack (a key's rounding) is on the limit and not listed.

#include "guards.h"

#include <algorithm>
#include <cmath>

namespace rigpose::retarget::detail {

KeyGuides keyGuides(const map::Map& map, const Targets& targets, const HeldJoints& held, double scale)
{
    KeyGuides g;
    g.range.resize(targets.bones.size());
    g.reachEnd.resize(targets.bones.size());
    for (std::size_t b = 0; b < targets.bones.size(); ++b) {
        const map::Chain& chain = map.chains[targets.bones[b].chain];
        const std::size_t k = targets.bones[b].link;
        for (const map::Range& r : chain.range)
            if (r.bone == chain.bones[k])
                g.range[b] = std::pair{r.min, r.max};
        // ---- reach: the pair's end, carried from the translated joint's target origin.
        if (chain.reach && map.translate && !targets.origins.empty()) {
            g.reachEnd[b].resize(targets.frames);
            for (std::size_t f = 0; f < targets.frames; ++f) {
                const Eigen::Vector2d d = held.point(chain.joints[k + 1], f) - held.point(chain.joints[k], f);
                g.reachEnd[b][f] = targets.origins[f] + scale * Eigen::Vector2d(d.x(), -d.y());
            }
        }
    }
    return g;
}

std::vector<RangeRun> rangeRuns(const map::Map& map, const Targets& targets, const KeyGuides& guides,
                                const KeyTracks& keys, const std::vector<double>& frameTimes)
{
    std::vector<RangeRun> out;
    for (std::size_t b = 0; b < targets.bones.size(); ++b) {
        if (!guides.range[b])
            continue;
        const auto [lo, hi] = *guides.range[b];
        std::vector<double> over(targets.frames, 0.0);
        std::vector<std::size_t> frames;
        for (std::size_t f = 0; f < targets.frames; ++f) {
            const double key = keys.asked[b][f];
            over[f] = key > hi ? key - hi : key < lo ? lo - key : 0.0;
            if (over[f] > kRangeSlack)
                frames.push_back(f);
        }
        const map::Chain& chain = map.chains[targets.bones[b].chain];
        for (const auto& [from, to] : runsOf(frames, 1)) {
            RangeRun run{chain.name,
                         chain.bones[targets.bones[b].link],
                         from,
                         to,
                         runSeconds(frameTimes, from, to),
                         0,
                         from,
                         0,
                         lo,
                         hi};
            for (std::size_t f = from; f <= to; ++f)
                if (over[f] > run.maxOverflow) {
                    run.maxOverflow = over[f];
                    run.worstFrame = f;
                }
            run.key = keys.asked[b][run.worstFrame];
            out.push_back(run);
        }
    }
    return out;
}

}  // namespace rigpose::retarget::detail
