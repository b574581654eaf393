#include "rigpose/clean/tracks.h"

#include <algorithm>

#include "rigpose/util/stop.h"

namespace rigpose::clean {

using body::Joint;

Tracks tracksOf(const sequence::Sequence& seq, const std::string& id, const std::stop_token& stop)
{
    Tracks tracks;
    const std::size_t n = seq.frames.size();
    for (Track& t : tracks) {
        t.at.assign(n, Eigen::Vector2d::Zero());
        t.has.assign(n, 0);
    }
    for (std::size_t f = 0; f < n; ++f) {
        throwIfStopped(stop);
        const sequence::Person* p = seq.frames[f].person(id);
        if (!p)
            continue;
        for (std::size_t j = 0; j < body::kJointCount; ++j)
            if (p->joints[j].at) {
                tracks[j].at[f] = *p->joints[j].at;
                tracks[j].has[f] = 1;
            }
    }
    return tracks;
}

void writeTracks(sequence::Sequence& seq, const std::string& id, const Tracks& tracks, const std::stop_token& stop)
{
    for (std::size_t f = 0; f < seq.frames.size(); ++f) {
        throwIfStopped(stop);
        for (sequence::Person& p : seq.frames[f].people) {
            if (p.id != id)
                continue;
            for (std::size_t j = 0; j < body::kJointCount; ++j)
                if (tracks[j].has[f])
                    p.joints[j].at = tracks[j].at[f];
        }
    }
}

double medianOf(std::vector<double>& v)
{
    if (v.empty())
        return 0;
    const std::size_t mid = v.size() / 2;
    std::nth_element(v.begin(), v.begin() + static_cast<long>(mid), v.end());
    if (v.size() % 2)
        return v[mid];
    const double upper = v[mid];
    const double lower = *std::max_element(v.begin(), v.begin() + static_cast<long>(mid));
    return (lower + upper) / 2.0;
}

namespace {
// The median of five values with six comparisons (the classic elimination: drop the lowest
// of the first four, then fold in the fifth).
double medianOfFive(double a, double b, double c, double d, double e)
{
    if (b < a)
        std::swap(a, b);
    if (d < c)
        std::swap(c, d);
    if (c < a) {
        std::swap(b, d);
        c = a;
    }
    a = e;
    if (b < a)
        std::swap(a, b);
    if (a < c) {
        std::swap(b, d);
        a = c;
    }
    return std::min(d, a);
}
}  // namespace

double smallMedian(double* v, int n)
{
    if (n == 5)
        return medianOfFive(v[0], v[1], v[2], v[3], v[4]);
    for (int i = 1; i < n; ++i) {
        const double x = v[i];
        int k = i - 1;
        while (k >= 0 && v[k] > x) {
            v[k + 1] = v[k];
            --k;
        }
        v[k + 1] = x;
    }
    if (n == 0)
        return 0;
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

double trunkLength(const Tracks& tracks, const std::stop_token& stop)
{
    const Track& neck = tracks[body::index(Joint::Neck)];
    const Track& rh = tracks[body::index(Joint::RHip)];
    const Track& lh = tracks[body::index(Joint::LHip)];
    std::vector<double> lengths;
    for (std::size_t f = 0; f < neck.size(); ++f) {
        throwIfStopped(stop);
        if (neck.has[f] && rh.has[f] && lh.has[f])
            lengths.push_back((neck.at[f] - (rh.at[f] + lh.at[f]) / 2.0).norm());
    }
    return medianOf(lengths);
}

}  // namespace rigpose::clean
