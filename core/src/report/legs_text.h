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

// A --leg-scale clamp's move of a free ankle (legScale[].free, stance.runs[].moved, ref #237).
inline nlohmann::ordered_json offsetJson(const std::optional<legs::Offset>& o)
{
    if (!o)
        return nullptr;
    return {{"units", legsNumber(o->units, 4)},
            {"legLengths", legsNumber(o->legLengths, 4)},
            {"px", legsNumber(o->px, 2)}};
}

inline nlohmann::ordered_json freeMoveJson(const legs::FreeMove& m)
{
    nlohmann::ordered_json frames = nlohmann::ordered_json::array();
    for (const legs::FrameRun& f : m.frames)
        frames.push_back({f.first, f.second});
    return {{"side", legs::sideName(m.side)},
            {"frames", std::move(frames)},
            {"count", m.count},
            {"above", offsetJson(m.above)},
            {"below", offsetJson(m.below)}};
}

}  // namespace rigpose::report::detail
