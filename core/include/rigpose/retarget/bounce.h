#pragma once
// POSTURE bounce (ref #107): with --plant-feet, how much the posed rig bobs up and down on each
// support span against the pose, once the slow rise and fall is taken out. A reading, not a gate.
#include <optional>
#include <string>
#include <vector>
#include "rigpose/legs/frame_run.h"

namespace rigpose::retarget {

inline constexpr std::size_t kBounceHalfWindow = 12;  // frames each side of the moving mean taken out (ref #107)

// One point's vertical bob over a span, both in rig units (y up).
struct BounceSeries {
    double reference = 0;               // the pose's standard deviation, scaled into rig units
    double rig = 0;                     // the posed rig's
    std::optional<double> ratio;        // rig / reference; none when the reference holds still
    std::optional<double> correlation;  // Pearson's r; none when either holds still
};

struct BounceSpan {
    int side = -1;  // the supporting foot (0 r, 1 l)
    legs::FrameRun frames;
    BounceSeries hip, neck;
    std::optional<BounceSeries> head;  // the head point above the neck, when the rig has it
};

struct BounceReading {
    std::string headPoint;  // "eyes" or the head chain's end joint ("nose"); empty without one
    std::vector<BounceSpan> spans;
};

}  // namespace rigpose::retarget
