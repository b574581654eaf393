#include "rigpose/stage/reduce_text.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string>
#include <vector>

namespace rigpose::stage {

namespace {

// A tolerance as typed, or none when the word is not a number inside (0, 180).
std::optional<double> tolerance(std::string_view word)
{
    double value = 0;
    const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (word.empty() || error != std::errc() || end != word.data() + word.size() || !std::isfinite(value) ||
        !(value > 0) || !(value < kLargestReduce))
        return std::nullopt;
    return value;
}

// The shortest spelling that reads back as the same double.
std::string shortest(double value)
{
    char buffer[32];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, value).ptr;
    return std::string(buffer, end);
}

}  // namespace

void readReduceText(std::string_view text, Options& o)
{
    o.reduce.reset();
    o.reduceChains.clear();
    o.reduceProblem.reset();
    const std::string takes = "; --reduce takes deg[,chain=deg...], each tolerance in degrees above 0 and under 180";
    std::vector<std::string_view> items;
    for (std::size_t at = 0;;) {
        const std::size_t comma = text.find(',', at);
        items.push_back(text.substr(at, comma == std::string_view::npos ? std::string_view::npos : comma - at));
        if (comma == std::string_view::npos)
            break;
        at = comma + 1;
    }
    Options read;
    read.reduce = tolerance(items.front());
    if (!read.reduce) {
        o.reduceProblem = "\"" + std::string(items.front()) + "\" is not a tolerance" + takes;
        return;
    }
    for (std::size_t i = 1; i < items.size(); ++i) {
        const std::string_view item = items[i];
        const std::size_t equals = item.find('=');
        const std::string chain(item.substr(0, equals));
        const std::optional<double> degrees = equals == std::string_view::npos ? std::nullopt
                                                                               : tolerance(item.substr(equals + 1));
        if (chain.empty() || !degrees) {
            o.reduceProblem = "item " + std::to_string(i + 1) + " \"" + std::string(item) +
                              "\" is not chain=deg with a tolerance above 0 and under 180" + takes;
            return;
        }
        const auto named = [&](const auto& entry) { return entry.first == chain; };
        if (std::any_of(read.reduceChains.begin(), read.reduceChains.end(), named)) {
            o.reduceProblem = "chain \"" + chain + "\" is named twice; give each chain one tolerance";
            return;
        }
        read.reduceChains.emplace_back(chain, *degrees);
    }
    o.reduce = read.reduce;
    o.reduceChains = std::move(read.reduceChains);
}

std::string reduceText(const Options& o)
{
    if (!o.reduce)
        return {};
    std::string text = shortest(*o.reduce);
    for (const auto& [chain, degrees] : o.reduceChains)
        text += "," + chain + "=" + shortest(degrees);
    return text;
}

}  // namespace rigpose::stage
