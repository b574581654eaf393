#pragma once
// The generators' angle convention (core/include/rigpose/examples/wave.h) read back off a clip:
// degrees, counter-clockwise, y up, on picture coordinates (y down).

#include <cmath>
#include <numbers>

#include <Eigen/Core>

namespace rigpose::test {

inline double pictureAngle(const Eigen::Vector2d& from, const Eigen::Vector2d& to)
{
    return std::atan2(-(to.y() - from.y()), to.x() - from.x()) * 180.0 / std::numbers::pi;
}

// How far apart two angles are, the short way round (0 to 180).
inline double angleDifference(double a, double b) { return std::abs(std::remainder(a - b, 360.0)); }

}  // namespace rigpose::test
