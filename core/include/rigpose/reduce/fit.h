#pragma once
// Thinning one dense track (a key on every pose frame) to few keys with curves, so that on every
// frame the value the runtime plays stays within a tolerance of the dense one (issue 37). Keys
// stay on the frames' own times. Between two keys a span is linear when a line is close enough,
// else one Bézier segment, its handles at the span's thirds in time (a cubic) or, where no cubic
// reaches as far, at one of a few bent timings, their values fitted to the frames; a span none
// can cover is split. The error is measured on what the runtime
// draws: values and handles on the build's 1e-6 grid, float32 keys, the 10-piece polyline.

#include <cstddef>
#include <vector>

#include "rigpose/motion/timelines.h"

namespace rigpose::reduce {

struct TrackToFit {
    std::vector<double> times;   // each frame's key time, increasing
    std::size_t channels = 1;    // 1 (rotate, scalex) or 2 (translate)
    std::vector<double> values;  // [frame * channels + c]: what each frame asks
    // How a frame weighs a miss: the error of a value v is |W (v - values)|, W the frame's
    // channels × channels matrix, row-major at [frame * channels * channels]. Empty: the identity.
    // A rotate under a mirrored or stretched parent turns its world aim by more or less than its
    // own change; W carries that factor.
    std::vector<double> weights;
    double tolerance = 0;  // the largest error allowed on any frame
    // Frames that stay keys whatever the fit finds (the ends, switch boundaries, guards' spans).
    std::vector<std::size_t> kept;
};

// A Bézier span's handle times as shares of the span (thirds: the curve is a cubic in time).
struct HandleTimes {
    double first = 1.0 / 3, second = 2.0 / 3;
};

struct FittedTrack {
    std::vector<std::size_t> keys;  // the frames kept, increasing; the first and last always
    std::vector<double> values;     // [key * channels + c], on the build's grid
    // Per span (keys.size() - 1): empty for a line, else cy1, cy2 per channel (the handles'
    // values; their times are handleTimes').
    std::vector<std::vector<double>> handles;
    std::vector<HandleTimes> handleTimes;  // per span, where its handles are in time
    double worst = 0;                      // the largest error on any frame
    std::size_t worstFrame = 0;
    std::size_t curved() const;
};

// The fewest keys this fit finds within the tolerance. A run of three or more frames asking the
// same value (to 1e-9) is two keys of one value with a line between: a held joint stays still.
// An empty track gives an empty fit; one frame gives one key.
FittedTrack fitTrack(const TrackToFit& track);

// A handle's time in a span from t1 to t2, `share` of the way along it.
inline double handleTime(double t1, double t2, double share) { return t1 + (t2 - t1) * share; }

// The fit as the build states it (times on the grid, values and handles rounded), ready for
// motion::TimelineSampler: what the runtime plays.
std::vector<motion::TimelineKey> timelineKeys(const FittedTrack& fit, const std::vector<double>& times,
                                              std::size_t channels);

}  // namespace rigpose::reduce
