// The readings as one stage: every figure printed and reported after the gate, read from the
// pose, the keys and the rig. It reads only what the keys and the targets are, so the retarget
// runs it beside the gate.

#include "../stages.h"
#include "readings.h"

namespace rigpose::retarget::detail {

Readings readingStage(const Inputs& in, const State& run)
{
    const stage::Shared& shared = run.shared;
    const std::stop_token& stop = in.stop;
    Readings r;
    if (shared.scale)
        r.scaleFit = readScaleFit(*in.map, *in.rig, run.held, *shared.scale, shared.targets, stop);
    r.jitter = readJitter(*in.map, *in.rig, shared.targets, run.pictureAngles, run.playedKeys(), run.held, stop);
    r.jitterGroups = groupJitter(r.jitter);
    if (shared.scale)
        r.posture = readPosture(*in.map, *in.rig, *in.sequence, shared.person, run.held, *shared.scale, shared.targets,
                                run.playedKeys(), stop);
    r.pivot = readPivot(*in.map, *in.rig);
    r.turns = readTurns(*in.sequence, shared.person, in.options.minScore, shared.frameTimes, stop);
    r.camera = readCamera(*in.sequence);
    return r;
}

}  // namespace rigpose::retarget::detail
