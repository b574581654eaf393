#pragma once
// The track chart's bone curves from a run: each rotate timeline sampled on every pose frame the
// way the runtime plays it, its keys, and under --reduce the dense keys and the kept frames the
// reduction recorded for it. Computed on the run's worker; the chart only draws them.

#include <vector>

#include "rigpose/motion/timelines.h"
#include "rigpose/reduce/reduce.h"
#include "rigpose/widgets/track_timeline.h"

namespace rigpose::studio {

// `frameTimes`: each pose frame's key time; `reduction` may be null (a run without --reduce).
std::vector<widgets::BoneCurve> boneCurvesOf(const motion::CompiledAnimation& animation,
                                             const std::vector<double>& frameTimes, const reduce::Reduction* reduction);

}  // namespace rigpose::studio
