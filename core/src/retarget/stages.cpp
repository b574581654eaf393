// The retarget's smaller stages, each the shape rigpose/stage/state.h gives over the steps in its
// own file: the guards (short_segments.cpp, flips.cpp, bends.cpp), the pelvis (pelvis_chain.cpp),
// the keys' guides and solve (ranges.cpp, reach.cpp), the nod (nod.cpp, nod_landing.cpp), what the
// keys met (ranges.cpp, reach.cpp) and the motion (build_motion.cpp).

#include <algorithm>

#include "stages.h"

namespace rigpose::retarget::detail {

namespace {

bool anyReach(const map::Map& map)
{
    return std::any_of(map.chains.begin(), map.chains.end(), [](const map::Chain& c) { return c.reach; });
}

}  // namespace

Guards guardStage(const Inputs& in, State& run)
{
    Guards guards;
    Targets& targets = run.shared.targets;
    holdShortSegments(*in.map, run.held, in.options, run.shared.frameTimes, targets, guards.shortSpans, guards.endOn);
    if (in.options.flipDegrees)
        spreadFlips(*in.map, *in.options.flipDegrees, targets, guards.flips);
    checkBends(*in.map, *in.rig, in.options, in.mapName, targets, guards.bends, run.shared.refusals);
    return guards;
}

std::optional<PelvisReading> pelvisStage(const Inputs& in, State& run)
{
    return keyPelvis(*in.map, *in.rig, *in.sequence, run.shared.targets);
}

void guideStage(const Inputs& in, State& run)
{
    if (anyReach(*in.map))
        run.reachPairs = run.shared.targets.angles;
    run.guides = keyGuides(*in.map, run.shared.targets, run.held, run.factor());
}

std::optional<NodReading> nodStage(const Inputs& in, State& run)
{
    return readNod(*in.map, *in.rig, *in.sequence, run.held, run.shared.scale, run.shared.targets, run.guides);
}

void keyStage(const Inputs& in, State& run) { run.keys = solveKeys(*in.rig, run.shared.targets, &run.guides, in.stop); }

void pelvisSwingStage(const Inputs& in, State& run, PelvisReading& pelvis)
{
    pelvisSwing(pelvis, *in.map, run.shared.targets, run.keys);
}

Limits limitStage(const Inputs& in, State& run)
{
    Limits limits;
    limits.ranges = rangeRuns(*in.map, run.shared.targets, run.guides, run.keys, run.shared.frameTimes);
    if (anyReach(*in.map))
        readReach(*in.map, *in.rig, run.shared.targets, run.reachPairs, run.keys, run.held, run.factor(), limits.reach,
                  limits.reachOrigin);
    return limits;
}

void motionStage(const Inputs& in, State& run)
{
    buildMotion(*in.rig, in.baseMotion, in.options.name, run.shared.frameTimes, run.shared.targets, run.keys,
                run.shared.motion, in.stop);
}

void nodLandingStage(const Inputs& in, State& run)
{
    if (auto nod = nodOrigins(*in.rig, run.shared.targets, run.keys))
        run.shared.targets.moreOrigins.push_back(std::move(*nod));
}

}  // namespace rigpose::retarget::detail
