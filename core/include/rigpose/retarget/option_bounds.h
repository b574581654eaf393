#pragma once
// What each retarget option may be, in one place for the CLI's flags and the studio's project
// file (see clean/option_bounds.h for why).

#include <optional>
#include <string_view>

#include "rigpose/retarget/retarget.h"

namespace rigpose::retarget {

// --min-score: on the detector's scale, finite and not negative.
bool isMinScore(double score);
// --short: a share of a segment's median length, above 0 and at most 1.
bool isShortFraction(double fraction);
// --flip: the largest one-frame turn in degrees, above 0 and under 180.
bool isFlipDegrees(double degrees);
// --floor: a world y, any finite number.
bool isFloorY(double y);
// --stance: a distance in leg lengths, finite and above 0.
bool isStanceTolerance(double legLengths);
// --switch-tolerance: degrees from a set's key skeleton, above 0 and under 180.
bool isSwitchTolerance(double degrees);
// --switch-min: seconds, finite and not negative (0 keeps every run).
bool isSwitchMin(double seconds);

// --bends: "refuse" or "clamp".
std::string_view bendModeName(BendMode mode);
std::optional<BendMode> bendModeFromName(std::string_view name);

}  // namespace rigpose::retarget
