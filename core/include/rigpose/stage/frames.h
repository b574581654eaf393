#pragma once
// Small helpers over frames that the stages share: a bone's target track, runs of frames, a run's
// seconds, medians and percentiles.
#include <cstddef>
#include <utility>
#include <vector>

#include "rigpose/map/map.h"
#include "rigpose/stage/targets.h"

namespace rigpose::stage {

// One mapped bone's target angles over every frame, and back.
std::vector<double> targetTrack(const Targets& targets, std::size_t bone);
void setTargetTrack(Targets& targets, std::size_t bone, const std::vector<double>& track);

// A chain's segment k runs from a joint to its left/right twin (r_hip -> l_hip, l_eye -> r_eye).
bool isAcrossBody(const map::Chain& chain, std::size_t link);

// The seconds a run of frames from..to lasts: from the first frame's time to the end of the
// last (the next frame's time; the last frame lasts as long as the one before it).
double runSeconds(const std::vector<double>& frameTimes, std::size_t from, std::size_t to);

// The median (the mean of the middle two for an even count); 0 for none.
double medianOf(std::vector<double> values);

// The 95th percentile, linear between the two nearest ranks; 0 for none.
double percentile95(std::vector<double> values);

// Frames (sorted) grouped into runs, a gap of up to `gap` frames joining two runs.
std::vector<std::pair<std::size_t, std::size_t>> runsOf(const std::vector<std::size_t>& frames, std::size_t gap);

}  // namespace rigpose::stage
