#pragma once
// A sequence in one line, as the commands print it and the studio repeats it: its frames, their
// times and rate, and its people.

#include <string>

#include "rigpose/sequence/sequence.h"

namespace rigpose::sequence {

// "240 frames (0–9.958 s, 24 fps), 1 person (a)"
std::string describeSequence(const Sequence& seq);

// What rig-pose clean --coco prints first: "CONVERT coco17-sequence/1 -> body-18: <the above>".
std::string convertLine(const Sequence& converted);

}  // namespace rigpose::sequence
