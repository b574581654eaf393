// The figure's size on screen (ref #159, #226): a camera zooming, or a walker coming toward it,
// draws every segment longer, and --leg-scale must not read that as longer legs. Five lengths the
// body keeps whatever it does (each leg end to end, the longer of the two, the trunk from the
// hips to the shoulders and to the neck) are each followed by an upper envelope: a line fitted
// over a window, refitted on the frames at or above it, so a segment's foreshortened frames fall
// out and a steady zoom is followed without lag. Their median, frame by frame, is the figure's
// size; it is held at 1 where it never leaves a 2 % band, and moves at most 1 % a frame.

#include "legs.h"
#include "rigpose/legs/leg_scale.h"

#include <algorithm>
#include <cmath>

namespace rigpose::legs::detail {

namespace {

using body::Joint;

constexpr double kWindowSeconds = 1.0;  // each side of the frame: a gait's whole cycle
constexpr int kRefits = 2;

// The envelope's value on every frame: a line over the window, refitted on the points at or above it.
std::vector<double> upperEnvelope(const std::vector<double>& y, const std::vector<double>& t,
                                  const std::stop_token& stop)
{
    const std::size_t n = y.size();
    std::vector<double> out(n);
    std::size_t lo = 0, hi = 0;
    std::vector<std::size_t> kept;
    for (std::size_t f = 0; f < n; ++f) {
        if (f % 1024 == 0)
            throwIfStopped(stop);
        while (t[f] - t[lo] > kWindowSeconds)
            ++lo;
        while (hi + 1 < n && t[hi + 1] - t[f] <= kWindowSeconds)
            ++hi;
        kept.clear();
        for (std::size_t i = lo; i <= hi; ++i)
            kept.push_back(i);
        double a = 0, b = 0;  // y = a + b (t - t[f])
        for (int round = 0; round <= kRefits; ++round) {
            double sw = 0, st = 0, sy = 0, stt = 0, sty = 0;
            for (std::size_t i : kept) {
                const double dt = t[i] - t[f];
                sw += 1;
                st += dt;
                sy += y[i];
                stt += dt * dt;
                sty += dt * y[i];
            }
            const double det = sw * stt - st * st;
            if (det > 1e-12) {
                b = (sw * sty - st * sy) / det;
                a = (sy - b * st) / sw;
            } else {
                a = sy / std::max(sw, 1.0);
                b = 0;
            }
            std::vector<std::size_t> above;
            for (std::size_t i : kept)
                if (y[i] >= a + b * (t[i] - t[f]))
                    above.push_back(i);
            if (above.size() < 3)
                break;
            kept = std::move(above);
        }
        out[f] = a;
    }
    return out;
}

}  // namespace

FigureScale figureScaleOf(const stage::HeldJoints& held, const std::vector<double>& times, bool inPlace,
                          const std::stop_token& stop)
{
    FigureScale out;
    const std::size_t n = times.size();
    out.track.assign(n, 1.0);
    if (inPlace) {
        out.how = "in place";
        return out;
    }
    if (n <= kFigureFrames) {
        out.how = "short";
        return out;
    }
    const auto at = [&](Joint j, std::size_t f) { return held.at[body::index(j)][f]; };
    std::array<std::vector<double>, 5> series;
    for (auto& s : series)
        s.resize(n);
    for (std::size_t f = 0; f < n; ++f) {
        const double r = (at(Joint::RKnee, f) - at(Joint::RHip, f)).norm() +
                         (at(Joint::RAnkle, f) - at(Joint::RKnee, f)).norm();
        const double l = (at(Joint::LKnee, f) - at(Joint::LHip, f)).norm() +
                         (at(Joint::LAnkle, f) - at(Joint::LKnee, f)).norm();
        const Eigen::Vector2d midHip = (at(Joint::RHip, f) + at(Joint::LHip, f)) / 2;
        const Eigen::Vector2d midShoulder = (at(Joint::RShoulder, f) + at(Joint::LShoulder, f)) / 2;
        series[0][f] = r;
        series[1][f] = l;
        series[2][f] = std::max(r, l);
        series[3][f] = (midShoulder - midHip).norm();
        series[4][f] = (at(Joint::Neck, f) - midHip).norm();
    }
    std::array<std::vector<double>, 5> relative;
    for (std::size_t k = 0; k < series.size(); ++k) {
        relative[k] = upperEnvelope(series[k], times, stop);
        const double typical = medianOf(relative[k]);
        for (double& v : relative[k])
            v = typical > 0 ? v / typical : 1.0;
    }
    std::vector<double> consensus(n);
    double widest = 0;
    for (std::size_t f = 0; f < n; ++f) {
        std::array<double, 5> v{};
        for (std::size_t k = 0; k < v.size(); ++k)
            v[k] = relative[k][f];
        std::nth_element(v.begin(), v.begin() + 2, v.end());
        consensus[f] = v[2];
        widest = std::max(widest, std::abs(consensus[f] - 1));
    }
    if (!(widest > kFigureBand)) {
        out.how = "held";
        return out;
    }
    out.how = "followed";
    out.track[0] = consensus[0];
    for (std::size_t f = 1; f < n; ++f)
        out.track[f] = std::clamp(consensus[f], out.track[f - 1] * (1 - kFigureStep),
                                  out.track[f - 1] * (1 + kFigureStep));
    const double first = out.track[0];
    for (double& v : out.track)
        v /= first;
    out.min = *std::min_element(out.track.begin(), out.track.end());
    out.max = *std::max_element(out.track.begin(), out.track.end());
    return out;
}

}  // namespace rigpose::legs::detail
