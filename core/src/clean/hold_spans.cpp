// Finding holds: greedy spans grown while every frame stays within reach of the span's
// median, read again on each growth (ref #91); then still runs kept around one short
// excursion (ref #108).

#include <algorithm>
#include <cmath>
#include <queue>

#include "hold_detail.h"

namespace rigpose::clean::detail {

double Timing::seconds(std::size_t first, std::size_t last) const
{
    const std::vector<double>& t = *times;
    const double end = last + 1 < t.size() ? t[last + 1] : t[last] + frameSeconds;
    return end - t[first];
}

std::vector<std::optional<double>> medianSpeeds(const Track& track, double trunk)
{
    const std::size_t n = track.size();
    std::vector<std::optional<double>> raw(n), median(n);
    for (std::size_t f = 1; f < n; ++f)
        if (track.has[f] && track.has[f - 1])
            raw[f] = (track.at[f] - track.at[f - 1]).norm() / trunk;
    std::vector<double> window;
    for (std::size_t f = 0; f < n; ++f) {
        if (!track.has[f])
            continue;
        window.clear();
        for (std::size_t g = f >= 2 ? f - 2 : 0; g <= f + 2 && g < n; ++g)
            if (raw[g])
                window.push_back(*raw[g]);
        if (!window.empty())
            median[f] = medianOf(window);
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

// A median that grows one value at a time in O(log n): the lower half in a max-heap, the
// upper half in a min-heap, so re-reading a span's median on every growth stays cheap.
class GrowingMedian {
public:
    void insert(double v)
    {
        if (m_lower.empty() || v <= m_lower.top())
            m_lower.push(v);
        else
            m_upper.push(v);
        if (m_lower.size() > m_upper.size() + 1) {
            m_upper.push(m_lower.top());
            m_lower.pop();
        } else if (m_upper.size() > m_lower.size()) {
            m_lower.push(m_upper.top());
            m_upper.pop();
        }
    }
    double median() const
    {
        return m_lower.size() > m_upper.size() ? m_lower.top() : (m_lower.top() + m_upper.top()) / 2.0;
    }

private:
    std::priority_queue<double> m_lower;
    std::priority_queue<double, std::vector<double>, std::greater<>> m_upper;
};

// One joint's growing span: its medians and bounding box, so most reach checks are settled
// without visiting every frame.
struct GrowingJoint {
    GrowingMedian x, y;
    double minX = 0, maxX = 0, minY = 0, maxY = 0;
    bool empty = true;

    void insert(const Eigen::Vector2d& p)
    {
        x.insert(p.x());
        y.insert(p.y());
        if (empty) {
            minX = maxX = p.x();
            minY = maxY = p.y();
            empty = false;
        } else {
            minX = std::min(minX, p.x());
            maxX = std::max(maxX, p.x());
            minY = std::min(minY, p.y());
            maxY = std::max(maxY, p.y());
        }
    }

    // Every frame of [first, last] within `radius` px of the current median.
    bool withinReach(const Track& track, std::size_t first, std::size_t last, double radius) const
    {
        const double mx = x.median(), my = y.median();
        const double dx = std::max(mx - minX, maxX - mx), dy = std::max(my - minY, maxY - my);
        if (dx * dx + dy * dy <= radius * radius)
            return true;  // even the box's far corner is inside
        if (std::max(dx, dy) > radius)
            return false;  // some frame lies that far along one axis
        const Eigen::Vector2d m(mx, my);
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
                                          std::size_t last, double radius)
{
    std::vector<std::size_t> out;
    for (std::size_t f = first; f <= last; ++f)
        for (std::size_t k = 0; k < unit.joints.size(); ++k) {
            const Track& track = tracks[body::index(unit.joints[k])];
            if ((track.at[f] - medians[k]).norm() > radius) {
                out.push_back(f);
                break;
            }
        }
    return out;
}

// ref #108: a still run the greedy pass left unheld, held around one interior excursion of at
// most `blend` frames when the frames around it stay within reach of their own median.
std::optional<Span> spanAroundExcursion(const HoldUnit& unit, const Tracks& tracks, std::size_t first,
                                        std::size_t last, double radius, const HoldParams& params,
                                        const Timing& timing)
{
    std::optional<std::pair<std::size_t, std::size_t>> excursion;
    for (int round = 0; round < 4; ++round) {
        std::vector<Eigen::Vector2d> medians;
        for (body::Joint j : unit.joints)
            medians.push_back(spanMedian(tracks[body::index(j)], first, last, excursion));
        const std::vector<std::size_t> out = framesOutOfReach(unit, tracks, medians, first, last, radius);
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
                            const HoldParams& params, const Timing& timing)
{
    const std::size_t n = tracks[0].size();
    const double radius = params.reach * trunk;
    std::vector<Span> spans;
    std::size_t f = 0;
    while (f < n) {
        if (!stillAt(unit, tracks, speeds, f, params.speed)) {
            ++f;
            continue;
        }
        std::vector<GrowingJoint> growing(unit.joints.size());
        for (std::size_t k = 0; k < unit.joints.size(); ++k)
            growing[k].insert(tracks[body::index(unit.joints[k])].at[f]);
        std::size_t end = f;
        while (end + 1 < n && stillAt(unit, tracks, speeds, end + 1, params.speed)) {
            bool reach = true;
            for (std::size_t k = 0; k < unit.joints.size(); ++k) {
                const Track& track = tracks[body::index(unit.joints[k])];
                growing[k].insert(track.at[end + 1]);
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
            if (auto span = spanAroundExcursion(unit, tracks, r, e, radius, params, timing))
                kept.push_back(*span);
        r = e + 1;
    }
    spans.insert(spans.end(), kept.begin(), kept.end());
    std::sort(spans.begin(), spans.end(), [](const Span& a, const Span& b) { return a.first < b.first; });
    return spans;
}

}  // namespace rigpose::clean::detail
