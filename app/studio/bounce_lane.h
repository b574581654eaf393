#pragma once
// The scrubber's BOUNCE lane (POSTURE bounce, ref #107, only with --plant-feet): one span per
// support span, its hover the rig's vertical bob against the pose's for the hip, the neck and the
// head point; a span whose hip bobs under half or over twice the pose's is drawn in the warning
// colour.

#include "rigpose/retarget/bounce.h"
#include "rigpose/widgets/span_lane.h"

namespace rigpose::studio {

inline constexpr double kBounceLow = 0.5, kBounceHigh = 2.0;  // the hip's rig / pose bob drawn as a warning

widgets::SpanLane bounceLane(const retarget::BounceReading& bounce);

}  // namespace rigpose::studio
