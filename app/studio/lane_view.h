#pragma once
// How the scrubber shows a run's lanes, the user's choice (View → Lanes), kept in the studio's
// settings rather than the project: it changes what is seen, not what is made.

#include "rigpose/retarget/gate.h"

namespace rigpose::studio {

// Holds and Unheld as one bar hide which joint is held: they (and the other lanes whose spans
// name a joint) may be split by body region or per joint.
enum class LaneSplit { Combined, ByRegion, ByJoint };

// How far off its target a bone must land, on a frame, for the LAND lane to mark that frame: in
// the units the gate and the report use. A green run's errors are all within the gate's own
// tolerance, so the default, a tenth of it, marks only frames that came near to failing.
struct LandTolerance {
    double angle = retarget::kAngleTolerance / 10;    // degrees
    double origin = retarget::kOriginTolerance / 10;  // world units

    // Of a landing's kind ("angle" or "origin").
    double of(const retarget::Landing& l) const { return l.kind == "angle" ? angle : origin; }
    friend bool operator==(const LandTolerance&, const LandTolerance&) = default;
};

}  // namespace rigpose::studio
