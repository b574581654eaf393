#pragma once
// The cleaning steps, in the order clean runs them. Each reads tracks and returns new ones,
// so a step never sees its own replacements.

#include <optional>
#include <stop_token>
#include <vector>

#include "rigpose/clean/tracks.h"

namespace rigpose::clean {

struct SpikeFound {
    std::size_t frame;
    body::Joint joint;
    double distance;  // from the window's median, in trunk lengths
};

struct SpikeResult {
    Tracks tracks;
    std::vector<SpikeFound> found;
    std::vector<std::size_t> untested;  // the clip-end frames whose window is cut (no loop)
};

// Every step takes the run's stop token and checks it frame by frame (rigpose/util/stop.h).

// A joint more than `limit` trunk lengths from its 5-frame median point takes that median
// (the median per coordinate over the window's frames that have a position, as read).
// ref #67: 0.2 trunk lengths.
inline constexpr double kSpikeLimit = 0.2;
SpikeResult replaceSpikes(const Tracks& in, double trunk, bool loop, double limit = kSpikeLimit,
                          const std::stop_token& stop = {});

struct OccludedRun {
    body::Joint joint;
    std::size_t first, last;
};

struct OcclusionResult {
    Tracks tracks;
    std::vector<OccludedRun> runs;
    std::size_t frames = 0;  // joint-frames replaced
};

// A joint not observed or inferred, or scored under `minScore`, takes its 3-frame median.
inline constexpr double kOccludedScore = 0.3;
OcclusionResult replaceOccluded(const Tracks& in, const sequence::Sequence& seq, const std::string& id, bool loop,
                                double minScore = kOccludedScore, const std::stop_token& stop = {});

// Quadratic Savitzky–Golay weights for a centred window of `window` (odd) frames.
std::vector<double> savitzkyGolayWeights(int window);

// Smooths each joint by a quadratic least-squares fit over its window (legs over `legsWindow`,
// the rest over `restWindow`; 1 leaves it), evaluated at the frame. Without `loop` the window
// is cut at the clip's ends; where fewer than three frames have a position the degree drops.
Tracks smoothTracks(const Tracks& in, int legsWindow, int restWindow, bool loop, const std::stop_token& stop = {});

// The value at offset 0 of a least-squares polynomial (degree 2, less when fewer points)
// through (offset, value) pairs. Shared by the joint and pelvis smoothing.
double fitAtZero(const double* offsets, const double* values, int count);

// Loop only: one shift in y for the whole figure, so the lowest ankle over the cycle is where
// it was before smoothing. Returns the shift in px (picture y, down).
double restoreFloor(Tracks& smoothed, const Tracks& beforeSmoothing, const std::stop_token& stop = {});

// Jitter in px/f²: |y[f-1] - 2 y[f] + y[f+1]| averaged over all joints and all frame triples
// where the joint is placed on all three (triples wrap round when `loop`). Nullopt: no triple.
std::optional<double> jitterOf(const Tracks& tracks, bool loop, const std::stop_token& stop = {});
// The same over one joint's frames [first, last] (no wrap).
std::optional<double> jitterInSpan(const Track& track, std::size_t first, std::size_t last);

}  // namespace rigpose::clean
