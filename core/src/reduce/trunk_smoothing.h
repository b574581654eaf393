#pragma once
// The trunk smoothing under --leg-scale (ref #116; not installed, reduce_stage.cpp): a trunk
// bone's reduced rotate curve keeps its keys' frames, while its knots' and handles' values move
// inside its tolerance band so that its local angle, and each child's local angle as the child
// must then turn to keep its own aim, bend as little as they can from frame to frame. A reduced
// curve is free anywhere within the band, and the fit takes the first shape that fits: on a
// noisy trunk that shape wobbles, and under stretched legs the wobble shows.
#include <cstddef>
#include <vector>

#include "rigpose/legs/leg_scale.h"
#include "rigpose/map/map.h"
#include "rigpose/reduce/fit.h"
#include "rigpose/rig/rig.h"
#include "rigpose/stage/targets.h"

namespace rigpose::reduce::detail {

struct TrunkToSmooth {
    std::vector<double> times;  // each frame's key time
    double tolerance = 0;       // degrees: the bone's own
    // Per frame, with the fitted keys as the runtime plays them: the aim's signed miss against
    // the dense aim (degrees) and the aim's turn per degree of key.
    std::vector<double> miss, gain;
    // Per mapped child, per frame: the local angle it needs to keep its dense aim under this
    // bone as fitted (degrees, unwrapped frame to frame).
    std::vector<std::vector<double>> childLocal;
};

struct SmoothedTrunk {
    FittedTrack fit;
    std::vector<double> played;    // what the runtime plays on every frame
    double before = 0, after = 0;  // the bend: mean |second difference| of the local and each child's, °/frame²
};

// The share of the tolerance the smoothing may use (a frame the fit already missed by more may
// keep that miss, no more), so that the exact aim, read through the poser afterwards, stays
// inside it where the aim's turn is not exactly linear in the key.
inline constexpr double kSmoothingBand = 0.95;

// `played` is what `fitted` plays on every frame. The keys' frames never change; a span holding a
// value (a held joint) keeps it exactly.
SmoothedTrunk smoothTrunk(const FittedTrack& fitted, const std::vector<double>& played, const TrunkToSmooth& in);

// [mapped bone]: the trunk bones smoothed under --leg-scale: a bone on a chain that carries no
// elbow, wrist, knee or ankle (the trunk, the head) and is no ancestor of a scaled leg bone.
std::vector<char> trunkBones(const rig::Rig& rig, const map::Map& map, const stage::Targets& targets,
                             const legs::LegScale& legScale);

// What a one-channel fit plays on every frame (the runtime's sampler at the frames' times).
std::vector<double> playedValues(const FittedTrack& fit, const std::vector<double>& times);

}  // namespace rigpose::reduce::detail
