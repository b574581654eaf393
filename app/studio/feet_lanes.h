#pragma once
// The scrubber's lanes of the feet (Result::feet, core/legs): which foot supports (r and l in
// two colours, a tracked span hatched), the jumps, the steps, the stance runs, and one FEET lane
// of what went wrong (a stretch past its bounds, a foot left below the other, a lowered run no
// foot took). Every span is the legs region's; the hovers give the reading's figures.

#include <QString>

#include <vector>

#include "rigpose/legs/feet.h"
#include "rigpose/widgets/span_lane.h"

namespace rigpose::studio {

// The lanes in the order they are appended to a run's: Supports, Jumps, Steps, Stance, FEET.
std::vector<widgets::SpanLane> feetLanes(const legs::Feet& feet);

// Their names, for View → Lanes by Region (all of them go to the legs region).
std::vector<QString> feetLaneNames();

// The region every feet span names.
QString feetRegion();

}  // namespace rigpose::studio
