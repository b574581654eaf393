#pragma once
// One-line descriptions of a sequence for the commands' printed lines.

#include <string>

#include "rigpose/sequence/describe.h"
#include "rigpose/sequence/sequence.h"

namespace rigpose::cli {

using sequence::describeSequence;  // "240 frames (0–9.958 s, 24 fps), 1 person (a)"
// "joints: 4011 observed, 309 missing; neck placed on 240 frames"
std::string describeJoints(const sequence::Sequence& seq);

}  // namespace rigpose::cli
