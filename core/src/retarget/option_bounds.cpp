#include "rigpose/retarget/option_bounds.h"

#include <cmath>

namespace rigpose::retarget {

bool isMinScore(double score) { return std::isfinite(score) && score >= 0; }

bool isShortFraction(double fraction) { return std::isfinite(fraction) && fraction > 0 && fraction <= 1; }

bool isFlipDegrees(double degrees) { return std::isfinite(degrees) && degrees > 0 && degrees < 180; }

bool isFloorY(double y) { return std::isfinite(y); }

bool isStanceTolerance(double legLengths) { return std::isfinite(legLengths) && legLengths > 0; }
bool isSwitchTolerance(double degrees) { return std::isfinite(degrees) && degrees > 0 && degrees < 180; }
bool isSwitchMin(double seconds) { return std::isfinite(seconds) && seconds >= 0; }

std::string_view bendModeName(BendMode mode) { return mode == BendMode::Clamp ? "clamp" : "refuse"; }

std::optional<BendMode> bendModeFromName(std::string_view name)
{
    if (name == "refuse")
        return BendMode::Refuse;
    if (name == "clamp")
        return BendMode::Clamp;
    return std::nullopt;
}

}  // namespace rigpose::retarget
