#pragma once
// The reduce stage (issue 37): the new animation's dense bone tracks thinned to few keys with
// curves, top-down, so that no bone's world error piles up under its parents'. It runs on the
// final keys (after the plant, its floor, the stretches and the in-place closure) and before
// anything is keyed besides the bones; the gate then lands the reduced motion against the dense
// targets, its tolerances widened by what the reduction allows (`allowReduction`).

#include <optional>
#include <string>

#include "rigpose/legs/feet.h"
#include "rigpose/reduce/reduce.h"
#include "rigpose/rig/rig.h"
#include "rigpose/stage/guards.h"
#include "rigpose/stage/state.h"
#include "rigpose/switches/switches.h"
#include "rigpose/util/refusal.h"

namespace rigpose::reduce {

// POSE_REDUCE: --reduce's text malformed, a tolerance outside (0, 180), a chain named twice, or
// one the map does not have (beside the chains it has).
RefusalList checkReduce(const map::Map& map, const stage::Options& options, const std::string& mapName);

// Kept regardless, on their bones: the guards' spans' ends (SHORT, END-ON, FLIP, RANGE), the
// frames either side of each switch boundary on the chains the switch changes and, with
// --reduce-keep-planted, every support frame down its leg. Off without --reduce. It leaves what
// the reduced tracks play in `run.reducedKeys`, for the readings.
std::optional<Reduction> reduceStage(const stage::Inputs& in, stage::State& run, const stage::Guards& guards,
                                     const stage::Limits& limits, const std::optional<switches::Switches>& switches,
                                     const std::optional<legs::Feet>& feet);

// Each landing's tolerance widened: a bone's angle by its tolerance, the hip's origin by
// --reduce-hip's, and every other landed point (an ankle, the nod's head) by the hip's share
// plus its lever down from the hip times the angle tolerance (ref #240); the ankles' figures go
// into `reduction.ankleDrift`.
// With --reduce-keep-planted each ankle lands twice (ref #251): on its side's support frames,
// within the plant's tolerance and the hip's share, and off them, within the whole allowance.
void allowReduction(const rig::Rig& rig, stage::Targets& targets, Reduction& reduction, const legs::Feet* feet);

}  // namespace rigpose::reduce
