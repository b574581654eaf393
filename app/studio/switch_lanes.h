#pragma once
// The scrubber's lanes of the alternate drawings (Result::switches, core/switches): one lane per
// set of the map, in map order, named "SWITCH <set>". A span the set shows on is filled; a run
// where it was the nearest set but lasted less than the switch minimum is drawn hollow (held
// back, as SWITCH-MIN names it), and a run its drawn bones turned too far from the drawing is
// hollow and hatched (SWITCH-TURN). The hovers give the figures the printed lines give.

#include <QString>

#include <vector>

#include "rigpose/switches/switches.h"
#include "rigpose/widgets/span_lane.h"

namespace rigpose::studio {

// `frameTimes` are the run's (Result::frameTimes), for the seconds a held-back run lasted.
std::vector<widgets::SpanLane> switchLanes(const switches::Switches& switches, const std::vector<double>& frameTimes);

// A set's lane name: "SWITCH out_r".
QString switchLaneName(const std::string& set);

}  // namespace rigpose::studio
