#pragma once
// Frames at their own times: a pose sequence's frames need not be evenly spaced, so every view
// that turns a time into a frame (a click on the ruler, the play clock) asks these.

#include <cstddef>
#include <vector>

namespace rigpose::widgets {

// The frame showing at time `t`: the last whose time is <= t (0 before the first).
std::size_t frameShownAt(const std::vector<double>& times, double t);
// The frame whose time is nearest `t`.
std::size_t nearestFrame(const std::vector<double>& times, double t);
// How long the last frame stays up: the median gap of the clip (1/24 s for a single frame), so
// the clip's end is one frame after its last time, as the summary's duration counts it.
double lastFrameDuration(const std::vector<double>& times);
// The clip's end: the last time plus lastFrameDuration.
double clipEnd(const std::vector<double>& times);

}  // namespace rigpose::widgets
