#pragma once
// What FEET's and STANCE's lines and JSON share: a rounded number (a rounded -0 written as 0)
// and a frame run as printed ("12" or "12–20").
#include <string>

#include <nlohmann/json.hpp>

#include "rigpose/legs/feet.h"
#include "rigpose/util/number_format.h"

namespace rigpose::report::detail {

inline nlohmann::ordered_json legsNumber(double value, int decimals)
{
    const double r = roundTo(value, decimals);
    return r == 0 ? nlohmann::ordered_json(0) : nlohmann::ordered_json(r);
}

inline std::string frameRunText(const legs::FrameRun& r)
{
    return r.first == r.second ? std::to_string(r.first) : std::to_string(r.first) + "–" + std::to_string(r.second);
}

}  // namespace rigpose::report::detail
