#pragma once
// The frames first..last (inclusive) where `on` holds, as runs: the selection's and the stage's.

#include <vector>

#include "rigpose/switches/switches.h"

namespace rigpose::switches {

inline std::vector<Run> runsWhere(const std::vector<char>& on, std::size_t first, std::size_t last)
{
    std::vector<Run> out;
    for (std::size_t f = first; f <= last && f < on.size(); ++f) {
        if (!on[f])
            continue;
        if (!out.empty() && out.back().second + 1 == f)
            out.back().second = f;
        else
            out.emplace_back(f, f);
    }
    return out;
}

inline std::vector<Run> runsWhere(const std::vector<char>& on)
{
    return on.empty() ? std::vector<Run>{} : runsWhere(on, 0, on.size() - 1);
}

}  // namespace rigpose::switches
