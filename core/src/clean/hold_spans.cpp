// Finding holds: greedy spans grown while every frame stays within reach of the span's
// median, read again on each growth (ref #91); then still runs kept around one short
// excursion (ref #108).

#include <algorithm>
#include <cmath>

#include "hold_detail.h"

namespace rigpose::clean::detail {

double Timing::seconds(std::size_t first, std::size_t last) const
{
    const std::vector<double>& t = *times;
    const double end = last + 1 < t.size() ? t[last + 1] : t[last] + frameSeconds;
    return end - t[first];
}

std::vector<std::optional<double>> medianSpeeds(const Track& track, double trunk, const std::stop_token& stop)
{
    const std::size_t n = track.size();
    std::vector<std::optional<double>> raw(n), median(n);
    for (std::size_t f = 1; f < n; ++f) {
        throwIfStopped(stop);
        if (track.has[f] && track.has[f - 1])
            raw[f] = (track.at[f] - track.at[f - 1]).norm() / trunk;
    }
    double window[5];
    for (std::size_t f = 0; f < n; ++f) {
        throwIfStopped(stop);
        if (!track.has[f])
            continue;
        int count = 0;
        for (std::size_t g = f >= 2 ? f - 2 : 0; g <= f + 2 && g < n; ++g)
            if (raw[g])
                window[count++] = *raw[g];
        if (count > 0)
            median[f] = smallMedian(window, count);
    }
    return median;
}

Eigen::Vector2d spanMedian(const Track& track, std::size_t first, std::size_t last,
                           const std::optional<std::pair<std::size_t, std::size_t>>& skip)
{
    std::vector<double> xs, ys;
    for (std::size_t f = first; f <= last; ++f) {
        if (!track.has[f] || (skip && f >= skip->first && f <= skip->second))
            continue;
        xs.push_back(track.at[f].x());
        ys.push_back(track.at[f].y());
    }
    return {medianOf(xs), medianOf(ys)};
}

namespace {

// Where a growing span's median lies, to within one bin of a fine histogram: an
// order-statistics structure whose insert and query are O(1) amortised, so re-reading the
// median on every growth stays cheap on a long still joint. A passing span lies within 2 reach
// of its first frame (every frame is within reach of the median, and so is the first), so the
// histogram covers that range; a value beyond it means the reach is already broken.
class MedianBracket {
public:
    static constexpr int kBins = 2048;

    void start(double first, double reach)
    {
        m_width = 4.0 * reach / kBins;
        m_origin = first - 2.0 * reach;
        m_counts.assign(kBins, 0);
        m_count = 0;
        m_pos = 0;
        m_below = 0;
        m_outside = false;
        insert(first);
    }
    void insert(double v)
    {
        const double bin = std::floor((v - m_origin) / m_width);
        if (!(bin >= 0 && bin < kBins) || m_width <= 0) {
            m_outside = true;
            return;
        }
        const int b = static_cast<int>(bin);
        ++m_counts[static_cast<std::size_t>(b)];
        ++m_count;
        if (b < m_pos)
            ++m_below;
    }
    bool outside() const { return m_outside; }
    // [low, high] holding the median (the mean of the two middle values for an even count).
    std::pair<double, double> bracket()
    {
        const int lowBin = binOfRank((m_count - 1) / 2);
        const int highBin = binOfRank(m_count / 2);
        return {m_origin + lowBin * m_width, m_origin + (highBin + 1) * m_width};
    }

private:
    int binOfRank(long rank)
    {
        while (m_below + m_counts[static_cast<std::size_t>(m_pos)] <= rank) {
            m_below += m_counts[static_cast<std::size_t>(m_pos)];
            ++m_pos;
        }
        while (m_below > rank) {
            --m_pos;
            m_below -= m_counts[static_cast<std::size_t>(m_pos)];
        }
        return m_pos;
    }

    double m_origin = 0, m_width = 0;
    std::vector<long> m_counts;
    long m_count = 0, m_below = 0;
    int m_pos = 0;
    bool m_outside = false;
};

// One joint's growing span: where its median lies and its bounding box, so almost every reach
// check is settled without visiting the span's frames. Short spans (the common restart on a
// slowly moving joint) are checked exactly; the histogram starts once a span is long.
struct GrowingJoint {
    static constexpr std::size_t kExactUpTo = 32;

    MedianBracket x, y;
    double minX = 0, maxX = 0, minY = 0, maxY = 0;
    std::size_t count = 0;

    void start(const Eigen::Vector2d& p)
    {
        minX = maxX = p.x();
        minY = maxY = p.y();
        count = 1;
    }

    void insert(const Track& track, std::size_t first, std::size_t frame, double radius)
    {
        const Eigen::Vector2d& p = track.at[frame];
        minX = std::min(minX, p.x());
        maxX = std::max(maxX, p.x());
        minY = std::min(minY, p.y());
        maxY = std::max(maxY, p.y());
        ++count;
        if (count == kExactUpTo + 1) {
            x.start(track.at[first].x(), radius);
            y.start(track.at[first].y(), radius);
            for (std::size_t f = first + 1; f <= frame; ++f) {
                x.insert(track.at[f].x());
                y.insert(track.at[f].y());
            }
        } else if (count > kExactUpTo + 1) {
            x.insert(p.x());
            y.insert(p.y());
        }
    }

    // Every frame of [first, last] within `radius` px of the span's median.
    bool withinReach(const Track& track, std::size_t first, std::size_t last, double radius)
    {
        const double w = maxX - minX, h = maxY - minY;
        if (w * w + h * h <= radius * radius)
            return true;  // the median lies in the box, and the whole box is that close to every frame
        if (count > kExactUpTo) {
            if (x.outside() || y.outside())
                return false;
            const auto [xLow, xHigh] = x.bracket();
            const auto [yLow, yHigh] = y.bracket();
            // The farthest any frame can be from a median in the bracket, and the least it must be.
            const double dxFar = std::max(xHigh - minX, maxX - xLow), dyFar = std::max(yHigh - minY, maxY - yLow);
            if (dxFar * dxFar + dyFar * dyFar <= radius * radius)
                return true;
            const double dxNear = std::max(xLow - minX, maxX - xHigh), dyNear = std::max(yLow - minY, maxY - yHigh);
            if (std::max(dxNear, dyNear) > radius)
                return false;
        }
        Eigen::Vector2d m;
        if (count <= kExactUpTo) {  // short: the exact median on the stack, no allocation
            double xs[kExactUpTo], ys[kExactUpTo];
            int n = 0;
            for (std::size_t f = first; f <= last; ++f) {
                xs[n] = track.at[f].x();
                ys[n++] = track.at[f].y();
            }
            m = Eigen::Vector2d(smallMedian(xs, n), smallMedian(ys, n));
        } else {
            m = spanMedian(track, first, last);
        }
        for (std::size_t f = first; f <= last; ++f)
            if (track.has[f] && (track.at[f] - m).norm() > radius)
                return false;
        return true;
    }
};

bool stillAt(const HoldUnit& unit, const Tracks& tracks, const std::vector<std::vector<std::optional<double>>>& speeds,
             std::size_t f, double limit)
{
    for (body::Joint j : unit.joints) {
        const auto& s = speeds[body::index(j)][f];
        if (!tracks[body::index(j)].has[f] || !s || *s >= limit)
            return false;
    }
    return true;
}

// Frames of [first, last] where some joint of the unit strays beyond `radius` from `medians`.
std::vector<std::size_t> framesOutOfReach(const HoldUnit& unit, const Tracks& tracks,
                                          const std::vector<Eigen::Vector2d>& medians, std::size_t first,
                                          std::size_t last, double radius, const std::stop_token& stop)
{
    std::vector<std::size_t> out;
    for (std::size_t f = first; f <= last; ++f) {
        throwIfStopped(stop);
        for (std::size_t k = 0; k < unit.joints.size(); ++k) {
            const Track& track = tracks[body::index(unit.joints[k])];
            if ((track.at[f] - medians[k]).norm() > radius) {
                out.push_back(f);
                break;
            }
        }
    }
    return out;
}

// ref #108: a still run the greedy pass left unheld, held around one interior excursion of at
// most `blend` frames when the frames around it stay within reach of their own median.
std::optional<Span> spanAroundExcursion(const HoldUnit& unit, const Tracks& tracks, std::size_t first, std::size_t last,
                                        double radius, const HoldParams& params, const Timing& timing,
                                        const std::stop_token& stop)
{
    std::optional<std::pair<std::size_t, std::size_t>> excursion;
    for (int round = 0; round < 4; ++round) {
        std::vector<Eigen::Vector2d> medians;
        for (body::Joint j : unit.joints) {
            throwIfStopped(stop);
            medians.push_back(spanMedian(tracks[body::index(j)], first, last, excursion));
        }
        const std::vector<std::size_t> out = framesOutOfReach(unit, tracks, medians, first, last, radius, stop);
        if (out.empty())  // every frame within reach: a plain hold
            return Span{first, last, std::nullopt};
        const bool oneRun = out.back() - out.front() + 1 == out.size();
        const bool interior = out.front() > first && out.back() < last;
        if (!oneRun || !interior || out.size() > static_cast<std::size_t>(params.blend))
            return std::nullopt;
        const std::pair<std::size_t, std::size_t> found{out.front(), out.back()};
        if (excursion == found) {
            const double heldSeconds = timing.seconds(first, last) - timing.seconds(found.first, found.second);
            if (heldSeconds + 1e-9 < params.minSeconds)
                return std::nullopt;
            return Span{first, last, found};
        }
        excursion = found;
    }
    return std::nullopt;
}

}  // namespace

std::vector<Span> findSpans(const HoldUnit& unit, const Tracks& tracks,
                            const std::vector<std::vector<std::optional<double>>>& speeds, double trunk,
                            const HoldParams& params, const Timing& timing, const std::stop_token& stop)
{
    const std::size_t n = tracks[0].size();
    const double radius = params.reach * trunk;
    std::vector<Span> spans;
    std::vector<GrowingJoint> growing(unit.joints.size());
    std::size_t f = 0;
    while (f < n) {
        throwIfStopped(stop);
        if (!stillAt(unit, tracks, speeds, f, params.speed)) {
            ++f;
            continue;
        }
        for (std::size_t k = 0; k < unit.joints.size(); ++k)
            growing[k].start(tracks[body::index(unit.joints[k])].at[f]);
        std::size_t end = f;
        while (end + 1 < n && stillAt(unit, tracks, speeds, end + 1, params.speed)) {
            throwIfStopped(stop);
            bool reach = true;
            for (std::size_t k = 0; k < unit.joints.size(); ++k) {
                const Track& track = tracks[body::index(unit.joints[k])];
                growing[k].insert(track, f, end + 1, radius);
                reach = reach && growing[k].withinReach(track, f, end + 1, radius);
            }
            if (!reach)
                break;  // the medians now include the breaking frame; the span is re-read below
            ++end;
        }
        if (timing.seconds(f, end) + 1e-9 >= params.minSeconds) {
            spans.push_back({f, end, std::nullopt});
            f = end + 1;
        } else {
            ++f;
        }
    }

    // Still runs with no greedy hold in them, tried around one excursion.
    std::vector<Span> kept;
    std::size_t r = 0;
    while (r < n) {
        throwIfStopped(stop);
        if (!stillAt(unit, tracks, speeds, r, params.speed)) {
            ++r;
            continue;
        }
        std::size_t e = r;
        while (e + 1 < n && stillAt(unit, tracks, speeds, e + 1, params.speed))
            ++e;
        const bool touched = std::any_of(spans.begin(), spans.end(),
                                         [&](const Span& s) { return s.first <= e && s.last >= r; });
        if (!touched && timing.seconds(r, e) + 1e-9 >= params.minSeconds)
            if (auto span = spanAroundExcursion(unit, tracks, r, e, radius, params, timing, stop))
                kept.push_back(*span);
        r = e + 1;
    }
    spans.insert(spans.end(), kept.begin(), kept.end());
    std::sort(spans.begin(), spans.end(), [](const Span& a, const Span& b) { return a.first < b.first; });
    return spans;
}

}  // namespace rigpose::clean::detail
