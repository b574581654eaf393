// Quadratic Savitzky–Golay smoothing: a least-squares parabola through the window, read at
// the window's centre. With every frame present it is a fixed weighting (e.g. -3, 12, 17,
// 12, -3 over 35 for five frames); at the clip's ends and over gaps it is fitted directly.

#include <cmath>

#include "rigpose/clean/steps.h"
#include "rigpose/util/parallel.h"
#include "rigpose/util/stop.h"

namespace rigpose::clean {

std::vector<double> savitzkyGolayWeights(int window)
{
    // The quadratic fit's value at 0 over offsets -m..m:
    // w_i = (3(3m^2 + 3m - 1) - 15 i^2) / ((2m - 1)(2m + 1)(2m + 3)).
    const int m = window / 2;
    std::vector<double> w(static_cast<std::size_t>(window));
    const double denominator = static_cast<double>((2 * m - 1) * (2 * m + 1) * (2 * m + 3));
    for (int i = -m; i <= m; ++i)
        w[static_cast<std::size_t>(i + m)] = (3.0 * (3 * m * m + 3 * m - 1) - 15.0 * i * i) / denominator;
    return w;
}

double fitAtZero(const double* offsets, const double* values, int count)
{
    if (count == 1)
        return values[0];
    if (count == 2) {  // a line through two points, read at 0
        const double slope = (values[1] - values[0]) / (offsets[1] - offsets[0]);
        return values[0] - slope * offsets[0];
    }
    // Normal equations of a quadratic a + b x + c x^2, solved for a by Cramer's rule.
    double s0 = count, s1 = 0, s2 = 0, s3 = 0, s4 = 0, t0 = 0, t1 = 0, t2 = 0;
    for (int i = 0; i < count; ++i) {
        const double x = offsets[i], x2 = x * x, y = values[i];
        s1 += x;
        s2 += x2;
        s3 += x2 * x;
        s4 += x2 * x2;
        t0 += y;
        t1 += x * y;
        t2 += x2 * y;
    }
    const double det = s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2);
    if (std::abs(det) < 1e-12) {  // collinear offsets cannot happen with distinct frames; be safe
        double mean = 0;
        for (int i = 0; i < count; ++i)
            mean += values[i];
        return mean / count;
    }
    const double detA = t0 * (s2 * s4 - s3 * s3) - s1 * (t1 * s4 - s3 * t2) + s2 * (t1 * s3 - s2 * t2);
    return detA / det;
}

namespace {

void smoothOne(const Track& in, Track& out, int window, bool loop, const std::stop_token& stop)
{
    const long n = static_cast<long>(in.size());
    const long half = window / 2;
    const std::vector<double> weights = savitzkyGolayWeights(window);
    std::vector<double> offsets(static_cast<std::size_t>(window)), xs(offsets.size()), ys(offsets.size());
    for (long f = 0; f < n; ++f) {
        throwIfStopped(stop);
        if (!in.has[static_cast<std::size_t>(f)])
            continue;
        // The common case: a whole window of placed frames, read through the fixed weights.
        if (f >= half && f + half < n) {
            Eigen::Vector2d value = Eigen::Vector2d::Zero();
            bool full = true;
            for (long d = -half; d <= half && full; ++d) {
                const auto g = static_cast<std::size_t>(f + d);
                full = in.has[g] != 0;
                value += weights[static_cast<std::size_t>(d + half)] * in.at[g];
            }
            if (full) {
                out.at[static_cast<std::size_t>(f)] = value;
                continue;
            }
        }
        int count = 0;
        for (long d = -half; d <= half; ++d) {
            long g = indexAt(f + d, n, loop);
            if (g < 0 || !in.has[static_cast<std::size_t>(g)])
                continue;
            const auto ug = static_cast<std::size_t>(g);
            offsets[static_cast<std::size_t>(count)] = static_cast<double>(d);
            xs[static_cast<std::size_t>(count)] = in.at[ug].x();
            ys[static_cast<std::size_t>(count)] = in.at[ug].y();
            ++count;
        }
        Eigen::Vector2d value;
        if (count == window) {  // a wrapped window on a loop, every frame placed
            value.setZero();
            for (int i = 0; i < count; ++i)
                value += weights[static_cast<std::size_t>(i)] *
                         Eigen::Vector2d(xs[static_cast<std::size_t>(i)], ys[static_cast<std::size_t>(i)]);
        } else {
            value = Eigen::Vector2d(fitAtZero(offsets.data(), xs.data(), count),
                                    fitAtZero(offsets.data(), ys.data(), count));
        }
        out.at[static_cast<std::size_t>(f)] = value;
    }
}

}  // namespace

Tracks smoothTracks(const Tracks& in, int legsWindow, int restWindow, bool loop, const std::stop_token& stop)
{
    Tracks out = in;
    parallelFor(body::kJointCount, [&](std::size_t j) {
        const int window = body::isLegJoint(static_cast<body::Joint>(j)) ? legsWindow : restWindow;
        if (window > 1)
            smoothOne(in[j], out[j], window, loop, stop);
    });
    return out;
}

double restoreFloor(Tracks& smoothed, const Tracks& beforeSmoothing, const std::stop_token& stop)
{
    // Picture y points down: the lowest ankle is the largest y.
    auto lowest = [](const Tracks& t) {
        std::optional<double> y;
        for (body::Joint a : {body::Joint::RAnkle, body::Joint::LAnkle}) {
            const Track& track = t[body::index(a)];
            for (std::size_t f = 0; f < track.size(); ++f)
                if (track.has[f] && (!y || track.at[f].y() > *y))
                    y = track.at[f].y();
        }
        return y;
    };
    const auto before = lowest(beforeSmoothing);
    const auto after = lowest(smoothed);
    if (!before || !after)
        return 0;
    const double shift = *before - *after;
    for (Track& track : smoothed) {
        throwIfStopped(stop);
        for (std::size_t f = 0; f < track.size(); ++f)
            if (track.has[f])
                track.at[f].y() += shift;
    }
    return shift;
}

std::optional<double> jitterOf(const Tracks& tracks, bool loop, const std::stop_token& stop)
{
    double sum = 0;
    std::size_t count = 0;
    for (const Track& track : tracks) {
        const long n = static_cast<long>(track.size());
        for (long f = 0; f < n; ++f) {
            throwIfStopped(stop);
            const long a = indexAt(f - 1, n, loop), b = indexAt(f + 1, n, loop);
            if (a < 0 || b < 0 || n < 3)
                continue;
            const auto ua = static_cast<std::size_t>(a), ub = static_cast<std::size_t>(b),
                       uf = static_cast<std::size_t>(f);
            if (!track.has[ua] || !track.has[uf] || !track.has[ub])
                continue;
            sum += std::abs(track.at[ua].y() - 2 * track.at[uf].y() + track.at[ub].y());
            ++count;
        }
    }
    if (count == 0)
        return std::nullopt;
    return sum / static_cast<double>(count);
}

std::optional<double> jitterInSpan(const Track& track, std::size_t first, std::size_t last)
{
    double sum = 0;
    std::size_t count = 0;
    for (std::size_t f = first + 1; f + 1 <= last; ++f) {
        if (!track.has[f - 1] || !track.has[f] || !track.has[f + 1])
            continue;
        sum += std::abs(track.at[f - 1].y() - 2 * track.at[f].y() + track.at[f + 1].y());
        ++count;
    }
    if (count == 0)
        return std::nullopt;
    return sum / static_cast<double>(count);
}

}  // namespace rigpose::clean
