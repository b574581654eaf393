#pragma once
// --reduce's text, "deg[,chain=deg...]" (issue 37, ref #283): every mapped bone's tolerance,
// then a chain's own. Read into the options here, below every stage, so the CLI, the project
// file and the studio read it one way; what is wrong with it is kept for the run's checks to
// refuse by name (POSE_REDUCE) with the map's chains beside it.

#include <string>
#include <string_view>

#include "rigpose/stage/options.h"

namespace rigpose::stage {

// A tolerance --reduce takes: degrees above 0 and under 180.
inline constexpr double kLargestReduce = 180;

// Sets o.reduce and o.reduceChains from the text, or o.reduceProblem (and neither) when an
// item is malformed, a tolerance lies outside (0, 180) or a chain is named twice.
void readReduceText(std::string_view text, Options& o);

// The text that reads back as o.reduce and o.reduceChains ("1", "3,leg_r=0.2"); empty when
// --reduce is off.
std::string reduceText(const Options& o);

}  // namespace rigpose::stage
