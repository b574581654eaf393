#include "rigpose/util/option_row.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace rigpose::util {

OptionSpec described(std::string flag, std::string key, std::string label, std::string valueName, std::string help,
                     std::string takes, OptionKind kind)
{
    OptionSpec spec;
    spec.flag = std::move(flag);
    spec.key = std::move(key);
    spec.label = std::move(label);
    spec.valueName = std::move(valueName);
    spec.help = std::move(help);
    spec.takes = std::move(takes);
    spec.kind = kind;
    return spec;
}

OptionSpec ranged(OptionSpec spec, Bound lowest, Bound highest, int decimals, double step)
{
    spec.lowest = lowest;
    spec.highest = highest;
    spec.decimals = decimals;
    spec.step = step;
    return spec;
}

namespace {

std::optional<double> numberOf(const std::string& word)
{
    double value = 0;
    const char* end = word.data() + word.size();
    auto [ptr, ec] = std::from_chars(word.data(), end, value);
    if (ec != std::errc() || ptr != end || word.empty() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

std::optional<double> integerOf(const std::string& word)
{
    long value = 0;
    const char* end = word.data() + word.size();
    auto [ptr, ec] = std::from_chars(word.data(), end, value);
    if (ec != std::errc() || ptr != end || word.empty())
        return std::nullopt;
    return static_cast<double>(value);
}

double oneStep(const OptionSpec& row) { return std::pow(10.0, -row.decimals); }

}  // namespace

bool inBounds(const OptionSpec& row, double value)
{
    if (!std::isfinite(value))
        return false;
    if (row.kind == OptionKind::Integer && std::floor(value) != value)
        return false;
    const bool aboveLowest = row.lowest.inclusive ? value >= row.lowest.value : value > row.lowest.value;
    const bool underHighest = row.highest.inclusive ? value <= row.highest.value : value < row.highest.value;
    return aboveLowest && underHighest;
}

std::optional<OptionValue> valueOfWord(const OptionSpec& row, const std::string& word)
{
    switch (row.kind) {
    case OptionKind::Switch:
        // A switch on by default takes one word, its off; any other switch no word at all.
        if (!row.offWord.empty())
            return word == row.offWord ? std::optional<OptionValue>(false) : std::nullopt;
        return OptionValue(true);
    case OptionKind::Number:
    case OptionKind::Integer: {
        const auto v = row.kind == OptionKind::Number ? numberOf(word) : integerOf(word);
        if (!v || !inBounds(row, *v))
            return std::nullopt;
        return OptionValue(*v);
    }
    case OptionKind::Choice:
        if (std::find(row.choices.begin(), row.choices.end(), word) == row.choices.end())
            return std::nullopt;
        return OptionValue(word);
    case OptionKind::Text:
        if (word.empty() || (row.accepts && !row.accepts(word)))
            return std::nullopt;
        return OptionValue(word);
    }
    return std::nullopt;
}

std::string badWordMessage(const OptionSpec& row, const std::string& word)
{
    return "--" + row.flag + " takes " + row.takes + ", not \"" + word + "\"";
}

double boxLowest(const OptionSpec& row)
{
    if (!std::isfinite(row.lowest.value))
        return -kWidestBox;
    return row.lowest.inclusive ? row.lowest.value : row.lowest.value + oneStep(row);
}

double boxHighest(const OptionSpec& row)
{
    if (!std::isfinite(row.highest.value))
        return kWidestBox;
    return row.highest.inclusive ? row.highest.value : row.highest.value - oneStep(row);
}

}  // namespace rigpose::util
