#include "rigpose/clean/option_bounds.h"

#include <cmath>

namespace rigpose::clean {

bool isWindowInRange(long frames) { return frames >= 0 && frames <= kLargestWindow; }

bool isHoldLength(double trunkLengths) { return std::isfinite(trunkLengths) && trunkLengths > 0; }

bool isHoldMinSeconds(double seconds) { return std::isfinite(seconds) && seconds >= 0; }

bool isHoldBlend(long frames) { return frames >= 1 && frames <= kLargestWindow; }

}  // namespace rigpose::clean
