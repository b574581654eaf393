#pragma once
// The robust rule's pieces for --camera-windows on a detector's jittery ankles (not installed;
// windows.cpp reads the windows with them): the gaps between the windows, an ankle's jitter, the
// still test on a fitted line, the planted feet's creep and the planted run beside a window.
#include <array>
#include <cstddef>
#include <optional>
#include <vector>

#include <Eigen/Core>

#include "rigpose/camera/windows.h"

namespace rigpose::camera::detail {

using Track = std::vector<std::optional<Eigen::Vector2d>>;

// The frames between two windows, or between a window and an end of the clip: the camera holds
// on them, so a planted ankle holds still there too.
struct Gap {
    std::size_t first = 0, count = 0;
    bool holds(std::size_t f) const { return f >= first && f - first < count; }
};

std::vector<Gap> gapsAround(const std::vector<Window>& windows, std::size_t n);
double noiseOf(const Track& ankle, const std::vector<Gap>& gaps);
std::optional<double> fittedSpeed(const Track& track, std::size_t first, std::size_t count);
std::size_t fitStart(std::size_t f, std::size_t first, std::size_t count);
std::vector<char> plantedByFit(const Track& ankle, const std::vector<Gap>& gaps, double still);
double creepOf(const std::array<Track, 2>& ankle, const std::array<std::vector<char>, 2>& planted,
               const std::vector<Gap>& gaps);
std::vector<std::size_t> runBeside(const std::vector<char>& planted, const Gap& gap, std::size_t edge, bool before);

}  // namespace rigpose::camera::detail
