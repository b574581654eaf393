#include "rigpose/util/number_format.h"

#include <array>
#include <charconv>
#include <cmath>

namespace rigpose {

void appendFixed(std::string& out, double value, int decimals)
{
    std::array<char, 64> buf{};
    auto [end, ec] = std::to_chars(buf.data(), buf.data() + buf.size(), value, std::chars_format::fixed, decimals);
    if (ec != std::errc()) {  // only for values far outside any picture or rig
        end = std::to_chars(buf.data(), buf.data() + buf.size(), value).ptr;
    }
    char* begin = buf.data();
    if (decimals > 0) {
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

double roundTo(double value, int decimals)
{
    std::string text = formatFixed(value, decimals);
    double result = 0;
    std::from_chars(text.data(), text.data() + text.size(), result);
    return result;
}

}  // namespace rigpose
