#pragma once
// Internal to the stillness hold: how spans are found, blended and explained.

#include <vector>

#include "rigpose/clean/hold.h"
#include "rigpose/util/stop.h"

namespace rigpose::clean::detail {

// A joint, or the five face joints held as one group (ref #109).
struct HoldUnit {
    std::vector<body::Joint> joints;
};

struct Span {
    std::size_t first, last;
    std::optional<std::pair<std::size_t, std::size_t>> excursion;
};

struct Timing {
    const std::vector<double>* times;
    double frameSeconds;  // the median frame step, for the end of the last frame
    // First frame's time to the end of the last frame's.
    double seconds(std::size_t first, std::size_t last) const;
};

// Each frame's 5-frame median speed in trunk lengths a frame (nullopt: not measurable).
std::vector<std::optional<double>> medianSpeeds(const Track& track, double trunk, const std::stop_token& stop);

// The greedy spans of one unit, then the spans kept around one short excursion.
std::vector<Span> findSpans(const HoldUnit& unit, const Tracks& tracks,
                            const std::vector<std::vector<std::optional<double>>>& speeds, double trunk,
                            const HoldParams& params, const Timing& timing, const std::stop_token& stop);

// Per-coordinate median of a joint over [first, last], skipping `skip` (an excursion).
Eigen::Vector2d spanMedian(const Track& track, std::size_t first, std::size_t last,
                           const std::optional<std::pair<std::size_t, std::size_t>>& skip = std::nullopt);

// Applies one joint's holds (sorted, not overlapping) to its track; returns its seams.
std::vector<Seam> applyHolds(Track& track, const std::vector<JointHold>& holds, double trunk, int blend,
                             const std::stop_token& stop);

}  // namespace rigpose::clean::detail
