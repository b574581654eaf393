#pragma once
// The scrubber's lanes for one run: clean's findings (read from the cleaned record, so a sequence
// cleaned before it was opened shows them too, plus the occluded runs of a clean done here) and
// the retarget's (HOLD, the frames where a bone lands off its target, the guards SHORT, END-ON,
// FLIP, BEND, RANGE and the TURN reading), the alternate drawings' (switch_lanes.h) and the
// feet's (feet_lanes.h). Kinds the pipeline adds later become more lanes here; the scrubber does
// not change.

#include <vector>

#include "lane_view.h"
#include "rigpose/clean/clean.h"
#include "rigpose/retarget/retarget.h"
#include "rigpose/sequence/sequence.h"
#include "rigpose/widgets/skeleton_view.h"
#include "rigpose/widgets/span_lane.h"

namespace rigpose::studio {

// LAND is marked at `landAbove`; arrangedLanes marks it again at the user's tolerance.
std::vector<widgets::SpanLane> lanesOfRun(const sequence::Sequence& cleaned, const clean::CleanReport* cleanReport,
                                          const retarget::Result* result, const LandTolerance& landAbove = {});

// The LAND lane: per landing, one span per run of consecutive frames whose error is past
// `above` (strictly), its hover naming the bone, the kind, the run's worst error and both the
// tolerance it was marked at and the gate's.
widgets::SpanLane landLane(const std::vector<retarget::Landing>& landings, const LandTolerance& above);

// The lanes whose spans name a joint, which View → Lanes by Region splits by body region
// (arms, legs, head, trunk), as they are named; the feet's lanes are all the legs'.
std::vector<QString> regionSplitLanes();
// The lanes whose spans name one joint each, which View → Lanes by Joint splits per joint.
std::vector<QString> jointSplitLanes();
// The body-18 joint names in body order: the order of the per-joint lanes.
std::vector<QString> jointOrder();

// A run's lanes (as lanesOfRun gave them) as View → Lanes shows them: split as chosen, LAND
// marked again at `landAbove` from the result's per-frame errors. Cheap enough to run on every
// change of the view: it walks the errors once and builds no other lane anew.
std::vector<widgets::SpanLane> arrangedLanes(const std::vector<widgets::SpanLane>& lanes,
                                             const retarget::Result* result, LaneSplit split,
                                             const LandTolerance& landAbove);

// Per joint, the frames clean held it (the record's holds).
widgets::HeldSpans heldSpansOf(const sequence::Sequence& cleaned);

}  // namespace rigpose::studio
