#include "rigpose/stage/leg_scale_text.h"

#include <charconv>
#include <cmath>

namespace rigpose::stage {

namespace {

std::optional<double> numberOf(std::string_view word)
{
    double value = 0;
    const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (word.empty() || error != std::errc() || end != word.data() + word.size() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

std::string shortest(double value)
{
    char buffer[32];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, value).ptr;
    return std::string(buffer, end);
}

}  // namespace

std::optional<std::pair<double, double>> readLegScaleText(std::string_view text)
{
    const std::size_t comma = text.find(',');
    if (comma == std::string_view::npos || text.find(',', comma + 1) != std::string_view::npos)
        return std::nullopt;
    const auto lo = numberOf(text.substr(0, comma)), hi = numberOf(text.substr(comma + 1));
    if (!lo || !hi || !(*lo > 0) || !(*lo <= 1) || !(*hi >= 1))
        return std::nullopt;
    return std::pair{*lo, *hi};
}

std::string legScaleText(const std::pair<double, double>& bounds)
{
    return shortest(bounds.first) + "," + shortest(bounds.second);
}

}  // namespace rigpose::stage
