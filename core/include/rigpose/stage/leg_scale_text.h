#pragma once
// --leg-scale's text, "min,max" (ref #148): two shares of a segment's straight length, with
// 0 < min <= 1 <= max. Read here, below every stage, so the CLI, the project file and the studio
// take it one way; a word it does not take is the CLI's usage error and the studio's line put back.

#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace rigpose::stage {

// The bounds the text gives, or none when it is not two numbers with 0 < min <= 1 <= max.
std::optional<std::pair<double, double>> readLegScaleText(std::string_view text);

// The text that reads back as the bounds: "0.8,1.05".
std::string legScaleText(const std::pair<double, double>& bounds);

}  // namespace rigpose::stage
