#pragma once
// One person's joints as per-joint position tracks over frames: the shape every cleaning step
// works on. A frame where the joint has no position has `has[f] == 0` and keeps none.

#include <array>
#include <cstdint>
#include <stop_token>
#include <string>
#include <vector>

#include <Eigen/Core>

#include "rigpose/sequence/sequence.h"

namespace rigpose::clean {

struct Track {
    std::vector<Eigen::Vector2d> at;
    std::vector<std::uint8_t> has;

    std::size_t size() const { return has.size(); }
};

using Tracks = std::array<Track, body::kJointCount>;

// The tracks of person `id` (frames without that person give no positions).
Tracks tracksOf(const sequence::Sequence& seq, const std::string& id, const std::stop_token& stop = {});
// Writes the positions back into that person's joints, keeping states and scores.
void writeTracks(sequence::Sequence& seq, const std::string& id, const Tracks& tracks,
                 const std::stop_token& stop = {});

// Frame index wrapped onto [0, n) for loops, or -1 when outside and not looping.
inline long indexAt(long f, long n, bool loop)
{
    if (f >= 0 && f < n)
        return f;
    if (!loop || n == 0)
        return -1;
    long m = f % n;
    return m < 0 ? m + n : m;
}

// The median of a list (the mean of the middle two for an even count). Reorders `v`.
double medianOf(std::vector<double>& v);
// The same for a handful of values in place (a window of at most 16): sorted by insertion,
// with no allocation, since clean takes about a million of these on a long clip.
double smallMedian(double* v, int n);

// The trunk (neck -> mid-hip) length, its median over the frames that place all three joints;
// 0 when none does.
double trunkLength(const Tracks& tracks, const std::stop_token& stop = {});

}  // namespace rigpose::clean
