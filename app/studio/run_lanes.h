#pragma once
// The scrubber's lanes for one run: clean's findings (read from the cleaned record, so a sequence
// cleaned before it was opened shows them too, plus the occluded runs of a clean done here) and
// the retarget's (HOLD, the worst landing per bone, the guards SHORT, END-ON, FLIP, BEND, RANGE and
// the TURN reading). Kinds the pipeline adds later become more
// lanes here; the scrubber does not change.

#include <vector>

#include "rigpose/clean/clean.h"
#include "rigpose/retarget/retarget.h"
#include "rigpose/sequence/sequence.h"
#include "rigpose/widgets/skeleton_view.h"
#include "rigpose/widgets/span_lane.h"

namespace rigpose::studio {

std::vector<widgets::SpanLane> lanesOfRun(const sequence::Sequence& cleaned, const clean::CleanReport* cleanReport,
                                          const retarget::Result* result);

// The lanes whose spans name a joint, which View → Lanes by Region splits by body region
// (arms, legs, head, trunk), as they are named.
std::vector<QString> regionSplitLanes();

// Per joint, the frames clean held it (the record's holds).
widgets::HeldSpans heldSpansOf(const sequence::Sequence& cleaned);

}  // namespace rigpose::studio
