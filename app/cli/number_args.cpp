#include "number_args.h"

#include <charconv>
#include <cmath>

namespace rigpose::cli {

std::optional<long> parseInteger(const std::string& text)
{
    long value = 0;
    const char* end = text.data() + text.size();
    auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || text.empty())
        return std::nullopt;
    return value;
}

std::optional<double> parseNumber(const std::string& text)
{
    double value = 0;
    const char* end = text.data() + text.size();
    auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || text.empty() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

}  // namespace rigpose::cli
