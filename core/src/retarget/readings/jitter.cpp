// JITTER (ref #236): per keyed bone, how much its rotate key shakes frame to frame against how
// much the pose's own angle for it does. The bone's figure is the mean |second difference| of its
// rotate keys (its turn in its parent's axes, up to a constant: the keys the gate confirmed land);
// the pair's is the mean |second difference| of its segment's picture angle less the picture angle
// of the nearest keyed bone above it. The two figures share their frames: only runs of three
// frames in a row where all four of the segments' points are good count, for both.

#include "readings.h"

#include <algorithm>
#include <cmath>

#include "rigpose/map/aim.h"
#include "rigpose/util/number_format.h"

namespace rigpose::retarget::detail {

std::vector<JitterReading> readJitter(const map::Map& map, const rig::Rig& rig, const Targets& targets,
                                      const std::vector<double>& pairAngles, const KeyTracks& keys,
                                      const HeldJoints& held, const std::stop_token& stop)
{
    std::vector<JitterReading> out;
    const std::size_t mapped = targets.bones.size(), n = targets.frames;
    for (std::size_t b = 0; b < mapped; ++b) {
        const map::Chain& chain = map.chains[targets.bones[b].chain];
        const std::size_t k = targets.bones[b].link;
        JitterReading j;
        j.bone = rig.bones[static_cast<std::size_t>(targets.bones[b].bone)].name;
        j.chain = chain.name;
        j.joints = {chain.joints[k].name, chain.joints[k + 1].name};
        j.reach = chain.reach;
        // The nearest keyed bone above.
        std::optional<std::size_t> above;
        for (int p = rig.bones[static_cast<std::size_t>(targets.bones[b].bone)].parentIndex; p >= 0 && !above;
             p = rig.bones[static_cast<std::size_t>(p)].parentIndex)
            for (std::size_t a = 0; a < mapped; ++a)
                if (targets.bones[a].bone == p)
                    above = a;
        if (above)
            j.against = rig.bones[static_cast<std::size_t>(targets.bones[*above].bone)].name;
        const auto good = [&](std::size_t f) {
            if (!held.isGood(chain.joints[k], f) || !held.isGood(chain.joints[k + 1], f))
                return false;
            if (!above)
                return true;
            const map::Chain& up = map.chains[targets.bones[*above].chain];
            const std::size_t u = targets.bones[*above].link;
            return held.isGood(up.joints[u], f) && held.isGood(up.joints[u + 1], f);
        };
        const auto pair = [&](std::size_t f) {
            const double own = pairAngles[f * mapped + b];
            return above ? map::wrapDegrees(own - pairAngles[f * mapped + *above]) : own;
        };
        double rigSum = 0, pairSum = 0;
        for (std::size_t f = 1; f + 1 < n; ++f) {
            throwIfStopped(stop);
            if (!good(f - 1) || !good(f) || !good(f + 1))
                continue;
            ++j.triples;
            const std::vector<double>& key = keys.rotate[b];
            rigSum += std::abs(key[f + 1] - 2 * key[f] + key[f - 1]);
            pairSum += std::abs(map::wrapDegrees(pair(f + 1) - pair(f)) - map::wrapDegrees(pair(f) - pair(f - 1)));
        }
        if (j.triples > 0) {
            j.rig = rigSum / static_cast<double>(j.triples);
            j.pair = pairSum / static_cast<double>(j.triples);
        }
        if (roundTo(j.pair, 4) != 0)
            j.ratio = j.rig / j.pair;
        out.push_back(std::move(j));
    }
    return out;
}

std::vector<JitterGroup> groupJitter(const std::vector<JitterReading>& jitter)
{
    std::vector<JitterGroup> out;
    for (std::size_t i = 0; i < jitter.size(); ++i) {
        const bool seen = std::any_of(jitter.begin(), jitter.begin() + static_cast<std::ptrdiff_t>(i),
                                      [&](const JitterReading& j) { return j.chain == jitter[i].chain; });
        if (seen)
            continue;
        JitterGroup g;
        g.chain = jitter[i].chain;
        double worst = -1;
        for (const JitterReading& j : jitter) {
            if (j.chain != g.chain || j.triples == 0)
                continue;
            g.bones.push_back(j.bone);
            g.rig += j.rig;
            g.pair += j.pair;
            if (std::abs(j.rig - j.pair) > worst) {
                worst = std::abs(j.rig - j.pair);
                g.movedBy = j.bone;
                g.movedByExcess = j.rig - j.pair;
            }
        }
        if (g.bones.size() < 2)
            continue;
        if (roundTo(g.movedByExcess, 4) == 0)
            g.movedBy.reset();
        if (roundTo(g.pair, 4) != 0)
            g.ratio = g.rig / g.pair;
        out.push_back(std::move(g));
    }
    return out;
}

}  // namespace rigpose::retarget::detail
