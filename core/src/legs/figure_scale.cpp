// The figure's size on screen (ref #159, #226): a camera zooming, or a walker coming toward it,
// draws every segment longer, and --leg-scale must not read that as longer legs. Five lengths the
// body keeps whatever it does (each leg end to end, the longer of the two, the trunk from the
// hips to the shoulders and to the neck) are each followed by an upper envelope: a quadratic
// fitted over a window, refitted on the frames at or above it, so a segment's foreshortened
// frames fall out and a steady zoom is followed without lag. A quadratic, not a line: a walker
// coming toward the camera grows as 1 / depth, faster and faster, and a line's chord over that
// curve read CMU 39_07 seen from the front 6.5 % too large halfway. Their median, frame by frame, is the figure's
// size; it is held at 1 where it never leaves a 2 % band, and moves at most 1 % a frame past
// the lines' own steady change.

#include "legs.h"
#include "rigpose/legs/leg_scale.h"
#include "rigpose/util/parallel.h"

#include <algorithm>
#include <array>
#include <cmath>

#include <Eigen/Dense>

namespace rigpose::legs::detail {

namespace {

using body::Joint;

// Each side of the frame: two gait cycles, so a quadratic over it is steady on noise (±1 s read
// 3.4 % off a noisy side walk, ±2 s 2.6 %).
constexpr double kWindowSeconds = 2.0;
constexpr int kRefits = 2;
constexpr double kAnchorSeconds = 0.15;

// The envelope on every frame: a quadratic over the window, refitted on the points at or above it;
// its value there and its slope (per second).
struct Envelope {
    std::vector<double> value, slope;
};

// The normal equations of y = a + b dt + c dt², summed point by point in frame order.
struct Moments {
    double s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, r0 = 0, r1 = 0, r2 = 0;
    std::size_t count = 0;

    void add(double dt, double dt2, double y)
    {
        s0 += 1;
        s1 += dt;
        s2 += dt2;
        s3 += dt * dt2;
        s4 += dt2 * dt2;
        r0 += y;
        r1 += dt * y;
        r2 += dt2 * y;
        ++count;
    }
};

struct Quadratic {
    double a = 0, b = 0, c = 0;
};

Quadratic fitOf(const Moments& m)
{
    Eigen::Matrix3d n;
    n << m.s0, m.s1, m.s2, m.s1, m.s2, m.s3, m.s2, m.s3, m.s4;
    const Eigen::Vector3d r(m.r0, m.r1, m.r2);
    const Eigen::LDLT<Eigen::Matrix3d> ldlt(n);
    if (m.count >= 3 && ldlt.info() == Eigen::Success && std::abs(n.determinant()) > 1e-12) {
        const Eigen::Vector3d fit = ldlt.solve(r);
        return {fit(0), fit(1), fit(2)};
    }
    return {r(0) / std::max(n(0, 0), 1.0), 0, 0};
}

// The envelope's fit on one frame: each round's points are the previous round's at or above its
// fit (ref #226's rule). The window's offsets and which points are still kept live in buffers the
// caller reuses frame to frame.
struct FitBuffers {
    std::vector<double> dts, dt2s, ys;
    std::vector<char> kept;
};

Quadratic envelopeFit(const std::vector<double>& y, const std::vector<double>& t, std::size_t f, std::size_t lo,
                      std::size_t hi, FitBuffers& b)
{
    const std::size_t w = hi - lo + 1;
    b.dts.resize(w);
    b.dt2s.resize(w);
    b.ys.assign(y.begin() + static_cast<std::ptrdiff_t>(lo), y.begin() + static_cast<std::ptrdiff_t>(hi + 1));
    b.kept.assign(w, 1);
    Moments all;
    for (std::size_t i = 0; i < w; ++i) {
        const double dt = b.dts[i] = t[lo + i] - t[f];
        all.add(dt, b.dt2s[i] = dt * dt, b.ys[i]);
    }
    Quadratic fit = fitOf(all);
    for (int round = 1; round <= kRefits; ++round) {
        Moments m;
        for (std::size_t i = 0; i < w; ++i)
            if (b.kept[i]) {
                b.kept[i] = b.ys[i] >= fit.a + fit.b * b.dts[i] + fit.c * b.dts[i] * b.dts[i];
                if (b.kept[i])
                    m.add(b.dts[i], b.dt2s[i], b.ys[i]);
            }
        if (m.count < 4)
            break;
        fit = fitOf(m);
    }
    return fit;
}

// The fit is made on anchor frames kAnchorSeconds apart or less (and on the last frame), and read
// between them along a line: over a window of ±2 s the fit moves smoothly, and a fit on every
// frame of a 30-minute clip was a tenth of a --leg-scale run (issue 38's bench).
Envelope upperEnvelope(const std::vector<double>& y, const std::vector<double>& t, const std::stop_token& stop)
{
    const std::size_t n = y.size();
    Envelope out{std::vector<double>(n), std::vector<double>(n)};
    std::size_t lo = 0, hi = 0, anchor = 0, anchors = 0;
    FitBuffers buffers;
    for (std::size_t f = 0; f < n; ++f) {
        const bool last = f + 1 == n;
        if (f > 0 && !last && t[f + 1] - t[anchor] <= kAnchorSeconds)
            continue;
        if (anchors++ % 256 == 0)
            throwIfStopped(stop);
        while (t[f] - t[lo] > kWindowSeconds)
            ++lo;
        while (hi + 1 < n && t[hi + 1] - t[f] <= kWindowSeconds)
            ++hi;
        const Quadratic fit = envelopeFit(y, t, f, lo, hi, buffers);
        out.value[f] = fit.a;
        out.slope[f] = fit.b;
        const double span = t[f] - t[anchor];
        for (std::size_t g = anchor + 1; g < f; ++g) {
            const double w = span > 0 ? (t[g] - t[anchor]) / span : 0;
            out.value[g] = out.value[anchor] + w * (out.value[f] - out.value[anchor]);
            out.slope[g] = out.slope[anchor] + w * (out.slope[f] - out.slope[anchor]);
        }
        anchor = f;
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
    std::array<std::vector<double>, 5> relative, slope;
    std::array<Envelope, 5> envelopes;
    parallelFor(series.size(), [&](std::size_t k) { envelopes[k] = upperEnvelope(series[k], times, stop); });
    for (std::size_t k = 0; k < series.size(); ++k) {
        Envelope& e = envelopes[k];
        const double typical = medianOf(e.value);
        relative[k] = std::move(e.value);
        slope[k] = std::move(e.slope);
        for (std::size_t f = 0; f < n; ++f) {
            relative[k][f] = typical > 0 ? relative[k][f] / typical : 1.0;
            slope[k][f] = typical > 0 ? slope[k][f] / typical : 0.0;
        }
    }
    const auto medianAt = [](const std::array<std::vector<double>, 5>& of, std::size_t f) {
        std::array<double, 5> v{};
        for (std::size_t k = 0; k < v.size(); ++k)
            v[k] = of[k][f];
        std::nth_element(v.begin(), v.begin() + 2, v.end());
        return v[2];
    };
    std::vector<double> consensus(n), steady(n);
    double widest = 0;
    for (std::size_t f = 0; f < n; ++f) {
        consensus[f] = medianAt(relative, f);
        steady[f] = medianAt(slope, f);  // the lines' own change, per second, as a share
        widest = std::max(widest, std::abs(consensus[f] - 1));
    }
    if (!(widest > kFigureBand)) {
        out.how = "held";
        return out;
    }
    out.how = "followed";
    out.track[0] = consensus[0];
    // The rate limit is kFigureStep a frame past the figure's steady change: a walker coming at
    // the camera grows 1.5 % a frame for seconds (CMU 39_07 seen from the front: 2.2× in 3 s), a
    // detector's jump does not bend two seconds of line.
    for (std::size_t f = 1; f < n; ++f) {
        const double steadyStep = std::abs(steady[f]) * (times[f] - times[f - 1]) / std::max(consensus[f], 1e-9);
        const double step = kFigureStep + steadyStep;
        out.track[f] = std::clamp(consensus[f], out.track[f - 1] * (1 - step), out.track[f - 1] * (1 + step));
    }
    const double first = out.track[0];
    for (double& v : out.track)
        v /= first;
    out.min = *std::min_element(out.track.begin(), out.track.end());
    out.max = *std::max_element(out.track.begin(), out.track.end());
    return out;
}

}  // namespace rigpose::legs::detail
