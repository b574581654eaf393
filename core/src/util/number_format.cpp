#include "rigpose/util/number_format.h"

#include <array>
#include <charconv>
#include <cmath>

namespace rigpose {

void appendFixed(std::string& out, double value, int decimals)
{
    // Room for the widest double in fixed form (309 digits, a sign, a point) and its decimals: a
    // buffer of 64 sent 1e60 to the exponent form, whose zeros were then trimmed (1e+60 -> 1e+6).
    std::array<char, 400> buf{};
    auto [end, ec] = std::to_chars(buf.data(), buf.data() + buf.size(), value, std::chars_format::fixed, decimals);
    bool exponent = false;
    if (ec != std::errc()) {  // only for more decimals than any format asks: the shortest spelling
        end = std::to_chars(buf.data(), buf.data() + buf.size(), value).ptr;
        exponent = true;
    }
    char* begin = buf.data();
    if (decimals > 0 && !exponent) {
        while (end > begin && end[-1] == '0')
            --end;
        if (end > begin && end[-1] == '.')
            --end;
    }
    std::string_view text(begin, static_cast<std::size_t>(end - begin));
    if (text == "-0")
        text = "0";
    out.append(text);
}

std::string formatFixed(double value, int decimals)
{
    std::string out;
    appendFixed(out, value, decimals);
    return out;
}

std::string formatForMessage(double value, int decimals)
{
    if (!(std::abs(value) >= 1e15))
        return formatFixed(value, decimals);
    std::array<char, 64> buf{};
    char* end = std::to_chars(buf.data(), buf.data() + buf.size(), value).ptr;
    return std::string(buf.data(), static_cast<std::size_t>(end - buf.data()));
}

double roundTo(double value, int decimals)
{
    std::string text = formatFixed(value, decimals);
    double result = 0;
    std::from_chars(text.data(), text.data() + text.size(), result);
    return result;
}

}  // namespace rigpose
