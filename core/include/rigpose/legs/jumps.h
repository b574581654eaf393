#pragma once
// The picture's leg tracks and the jumps read off them (supports.cpp): public so that the scan
// names a read frame inside a detector jump by the same rule the feet use (camera/windows.cpp).
#include <array>
#include <stop_token>
#include <vector>

#include <Eigen/Core>

#include "rigpose/legs/feet.h"

namespace rigpose::legs::detail {

// Each side's hip, knee and ankle in the picture (px, y down), frame by frame, and what the
// readings take from the whole clip.
struct LegTracks {
    std::array<std::vector<Eigen::Vector2d>, 2> hip, knee, ankle;
    // Each ankle where the support reads it: a run the detector scored low (held in `ankle`)
    // bridged from its last good place to its next (lengths.cpp). Empty: `ankle`.
    std::array<std::vector<Eigen::Vector2d>, 2> ankleBridged;
    std::vector<Eigen::Vector2d> midHip;
    std::vector<double> times;  // the frames' key times
    bool inPlace = false;
    std::stop_token stop{};  // the run's: every pass over the frames checks it
    std::size_t frames() const { return times.size(); }
};

// The runs of frames the figure is in the air (a jump), from the tracks and the leg's length.
std::vector<FrameRun> readJumps(const LegTracks& tracks, double legLength);

}  // namespace rigpose::legs::detail
