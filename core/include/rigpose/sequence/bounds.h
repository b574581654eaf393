#pragma once
// What the sequence readers accept so that every value read can be written again: positions
// and times inside a bound that keeps clean's and the retarget's arithmetic finite, and frame
// times that stay strictly increasing at the writer's 6 decimals (docs/formats.md).

#include <cmath>

#include "rigpose/sequence/writer.h"
#include "rigpose/util/number_format.h"

namespace rigpose::sequence {

// ±1e9: a picture a million times wider than any camera's, and 31 years of seconds. Squares and
// sums over a day of frames stay many orders below a double's range, and 3 (px) or 6 (s)
// decimals still fit a double's 15 significant digits.
inline constexpr double kCoordinateBound = 1e9;  // px: `at`, width, height
inline constexpr double kTimeBound = 1e9;        // s: `t`

inline bool withinBound(double v, double bound) { return std::isfinite(v) && std::abs(v) <= bound; }

// True when `t` after `before` would be written as the same time (or an earlier one): the
// writer rounds `t` to 6 decimals, so two frames under a microsecond apart become one time.
inline bool timesCollapse(double before, double t)
{
    return roundTo(t, decimals::kTime) <= roundTo(before, decimals::kTime);
}

}  // namespace rigpose::sequence
