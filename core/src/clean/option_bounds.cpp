#include "rigpose/clean/option_bounds.h"

#include <cmath>

#include "rigpose/clean/option_table.h"

namespace rigpose::clean {

// The flags' bounds are the option table's rows (clean/option_table.h); the hold's other two
// figures have no flag, so their bounds are said here.
bool isWindowInRange(long frames) { return util::inBounds(optionRow("legs"), double(frames)); }

bool isHoldLength(double trunkLengths) { return util::inBounds(optionRow("hold-speed"), trunkLengths); }

bool isHoldMinSeconds(double seconds) { return std::isfinite(seconds) && seconds >= 0 && seconds <= kLongestHold; }

bool isHoldBlend(long frames) { return frames >= 1 && frames <= kLargestWindow; }

}  // namespace rigpose::clean
