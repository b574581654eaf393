// Reach chains ("reach": true, ref #236, #282). solveKeys aims such a bone from its posed
// origin (after the hip's travel and turn) at the pair's end point, carried from the translated
// joint and scaled. That lands the end point, but an origin part way up the pair is
// a lever: the aim turns about 1 / (1 - f) times the pair's turn for an origin a fraction f up
// it, and a bone above that the animation turns adds its own turn. Here: what it cost (REACH)
// and where the origin starts (REACH-ORIGIN, with a warning past kReachOriginWarn of the segment).

#include "guards.h"

#include <algorithm>
#include <cmath>

#include "rigpose/map/aim.h"
#include "rigpose/rig/poser.h"
#include "rigpose/util/number_format.h"

namespace rigpose::retarget::detail {

namespace {

// Mean |second difference| of an angle track, each step taken the short way round.
double meanSecondDifference(const std::vector<double>& a)
{
    if (a.size() < 3)
        return 0;
    double sum = 0;
    for (std::size_t f = 1; f + 1 < a.size(); ++f)
        sum += std::abs(map::wrapDegrees(a[f + 1] - a[f]) - map::wrapDegrees(a[f] - a[f - 1]));
    return sum / static_cast<double>(a.size() - 2);
}

}  // namespace

void readReach(const map::Map& map, const rig::Rig& rig, const Targets& targets, const std::vector<double>& pairAngles,
               const KeyTracks& keys, const HeldJoints& held, double scale, std::vector<ReachReading>& reach,
               std::vector<ReachOrigin>& origins)
{
    if (!map.translate)
        return;
    const std::vector<rig::WorldTransform> setup = rig::Poser(rig).setupWorld();
    const int anchor = map.translate->boneIndex;
    const std::size_t mapped = targets.bones.size();
    for (std::size_t b = 0; b < mapped; ++b) {
        const map::Chain& chain = map.chains[targets.bones[b].chain];
        if (!chain.reach || keys.origin[b].empty())
            continue;
        const int bone = targets.bones[b].bone;
        ReachReading r;
        r.chain = chain.name;
        r.bone = chain.bones[targets.bones[b].link];
        r.anchor = map.translate->bone;
        r.joints = {chain.joints[0].name, chain.joints[1].name};
        r.offset =
            (setup[static_cast<std::size_t>(bone)].origin() - setup[static_cast<std::size_t>(anchor)].origin()).norm();
        std::vector<double> lengths(targets.frames);
        for (std::size_t f = 0; f < targets.frames; ++f)
            lengths[f] = (held.point(chain.joints[1], f) - held.point(chain.joints[0], f)).norm();
        const double segment = medianOf(lengths) * scale;
        r.offsetOfLength = segment > 0 ? r.offset / segment : 0;
        // The mapped bones above it turn it; the translated bone moves it only by the anchor's travel.
        for (int p = rig.bones[static_cast<std::size_t>(bone)].parentIndex; p >= 0;
             p = rig.bones[static_cast<std::size_t>(p)].parentIndex)
            for (const auto& m : targets.bones)
                if (m.bone == p)
                    r.above.push_back(
                        {rig.bones[static_cast<std::size_t>(p)].name, "rotate", map.chains[m.chain].name});
        const std::vector<double> aim = targetTrack(targets, b);
        std::vector<double> pair(targets.frames), departure(targets.frames);
        for (std::size_t f = 0; f < targets.frames; ++f) {
            pair[f] = pairAngles[f * mapped + b];
            departure[f] = map::wrapDegrees(aim[f] - pair[f]);
            if (f == 0 || std::abs(departure[f]) > std::abs(r.departureMax)) {
                r.departureMax = departure[f];
                r.departureFrame = f;
            }
        }
        r.departureD2 = meanSecondDifference(departure);
        r.aimD2 = meanSecondDifference(aim);
        r.pairD2 = meanSecondDifference(pair);
        if (roundTo(r.pairD2, 6) != 0)
            r.ratio = r.aimD2 / r.pairD2;
        r.departs = r.offset > 1e-6 || !r.above.empty();
        reach.push_back(r);

        ReachOrigin o;
        o.chain = r.chain;
        o.bone = r.bone;
        o.anchor = r.anchor;
        o.joints = r.joints;
        o.setup = r.offset;
        for (std::size_t f = 0; f < targets.frames; ++f) {
            const double d = (keys.origin[b][f] - keys.anchorOrigin[f]).norm();
            if (f == 0 || d > o.posedMax) {
                o.posedMax = d;
                o.posedFrame = f;
            }
        }
        o.segment = segment;
        o.ofSegment = segment > 0 ? std::max(o.setup, o.posedMax) / segment : 0;
        o.warn = o.ofSegment > kReachOriginWarn + 1e-9;
        origins.push_back(o);
    }
}

}  // namespace rigpose::retarget::detail
