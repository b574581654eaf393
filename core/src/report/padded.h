#pragma once
// The printed lines' numbers at a fixed count of decimals, zeros kept ("0.000", "+1.50"), where
// util's formatFixed trims them; a rounded -0 prints as 0.
#include <cstdio>
#include <string>

#include "rigpose/util/number_format.h"

namespace rigpose::report::detail {

inline std::string padded(double v, int decimals)
{
    const double r = roundTo(v, decimals);
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, r == 0 ? 0.0 : r);
    return text;
}

inline std::string signedFixed(double v, int decimals)
{
    const std::string t = padded(v, decimals);
    return t.front() == '-' ? t : "+" + t;
}

}  // namespace rigpose::report::detail
