#pragma once
// What a refused run prints on stderr: "CODE: message" for the first refusals, how many more
// there were, and that nothing was written. rig-pose and rigpose-studio --export print these.

#include <cstddef>
#include <string>
#include <vector>

#include "rigpose/util/refusal.h"

namespace rigpose {

// A broken file can fail on every frame: the first lines say enough, the count says the rest.
inline constexpr std::size_t kRefusalsShown = 25;

std::string refusalLine(const Refusal& refusal);
// The shown refusals, "… and N more refusals" when there were more, "nothing was written".
std::vector<std::string> refusedLines(const RefusalList& refusals);

}  // namespace rigpose
