// The trunk smoothing (ref #116): coordinate descent on a reduced curve's knot and handle values,
// each move kept when it lowers the bend and leaves every frame within the band.

#include "trunk_smoothing.h"

#include <algorithm>
#include <cmath>

#include "rigpose/motion/evaluator.h"
#include "rigpose/motion/timelines.h"

namespace rigpose::reduce::detail {

namespace {

constexpr double kSameValue = 1e-9;                                         // a span holding its value
constexpr std::array<double, 5> kSteps{0.5, 0.25, 0.125, 0.0625, 0.03125};  // shares of the tolerance
constexpr int kPasses = 3;                                                  // sweeps per step while one helps

double onGrid(double value) { return std::round(value * 1e6) / 1e6; }

double sampleTime(double t) { return static_cast<double>(static_cast<float>(motion::gridTime(t))); }

class Smoother {
public:
    Smoother(const FittedTrack& fitted, const std::vector<double>& played, const TrunkToSmooth& in)
        : m_in(in), m_n(played.size()), m_fit(fitted), m_base(played), m_played(played)
    {
        for (double t : in.times)
            m_sample.push_back(sampleTime(t));
        // A line across more than one frame becomes the same line as a cubic, so its handles can
        // move; a held span stays a line, and so do the knots at its ends.
        m_frozen.assign(m_fit.keys.size(), 0);
        for (std::size_t k = 0; k + 1 < m_fit.keys.size(); ++k) {
            if (!m_fit.handles[k].empty())
                continue;
            const double v1 = m_fit.values[k], v2 = m_fit.values[k + 1];
            if (std::abs(v2 - v1) < kSameValue) {
                m_frozen[k] = m_frozen[k + 1] = 1;
                continue;
            }
            if (m_fit.keys[k + 1] - m_fit.keys[k] < 2)
                continue;
            m_fit.handles[k] = {onGrid(v1 + (v2 - v1) / 3), onGrid(v1 + 2 * (v2 - v1) / 3)};
            m_fit.handleTimes[k] = HandleTimes{};
            m_converted.push_back(k);
        }
        for (std::size_t k = 0; k + 1 < m_fit.keys.size(); ++k)
            replay(m_fit, k, m_played);
        // A frame may miss by the band, or by what the fit already missed it by where that is more.
        for (std::size_t f = 0; f < m_n; ++f)
            m_allowed.push_back(std::max(kSmoothingBand * in.tolerance, std::abs(in.miss[f])));
        m_term.assign(m_n, 0);
        for (std::size_t f = 1; f + 1 < m_n; ++f)
            m_term[f] = termAt(m_played, f);
    }

    SmoothedTrunk run()
    {
        SmoothedTrunk out;
        out.before = bendOf(m_base);
        const double tol = m_in.tolerance;
        for (double share : kSteps)
            for (int pass = 0; pass < kPasses; ++pass)
                if (!sweep(share * tol))
                    break;
        // A converted line no move reached goes back to being a line.
        for (std::size_t k : m_converted)
            if (isStraight(k))
                m_fit.handles[k].clear();
        out.played = playedValues(m_fit, m_in.times);
        out.after = bendOf(out.played);
        out.fit = std::move(m_fit);
        return out;
    }

private:
    // One value of the fit: a knot (k < keys) or a handle (keys + 2 span + which).
    double& valueOf(std::size_t id)
    {
        const std::size_t keys = m_fit.keys.size();
        return id < keys ? m_fit.values[id] : m_fit.handles[(id - keys) / 2][(id - keys) % 2];
    }

    // A move: values changed together, each by its factor times the step.
    using Move = std::vector<std::pair<std::size_t, double>>;

    // One sweep over every move, each tried up and down by `step`; true when one helped. About
    // a knot: the knot alone, the knot with its handles (the curve shifted there, no new kink),
    // and its two handles turned against each other (the kink's tangents brought together);
    // within a span: each handle alone and both together (its bulge).
    bool sweep(double step)
    {
        bool helped = false;
        const std::size_t keys = m_fit.keys.size();
        const auto handle = [&](std::size_t span, std::size_t which) { return keys + 2 * span + which; };
        const auto curved = [&](std::size_t span) { return span + 1 < keys && !m_fit.handles[span].empty(); };
        for (std::size_t k = 0; k < keys; ++k) {
            const std::size_t first = k == 0 ? 0 : k - 1, last = std::min(k, keys - 2);
            const bool left = k > 0 && curved(k - 1), right = curved(k);
            if (!m_frozen[k]) {
                helped |= tryMove({{k, 1.0}}, step, first, last);
                Move shift{{k, 1.0}};
                if (left)
                    shift.emplace_back(handle(k - 1, 1), 1.0);
                if (right)
                    shift.emplace_back(handle(k, 0), 1.0);
                if (shift.size() > 1)
                    helped |= tryMove(shift, step, first, last);
            }
            if (left && right) {
                const double before = m_in.times[m_fit.keys[k]] - m_in.times[m_fit.keys[k - 1]];
                const double after = m_in.times[m_fit.keys[k + 1]] - m_in.times[m_fit.keys[k]];
                const double widest = std::max(before, after);
                helped |= tryMove({{handle(k - 1, 1), -before / widest}, {handle(k, 0), after / widest}}, step, k - 1,
                                  k);
            }
            if (right) {
                helped |= tryMove({{handle(k, 0), 1.0}}, step, k, k);
                helped |= tryMove({{handle(k, 1), 1.0}}, step, k, k);
                helped |= tryMove({{handle(k, 0), 1.0}, {handle(k, 1), 1.0}}, step, k, k);
            }
        }
        return helped;
    }

    // Tries a move by ±step over spans firstSpan..lastSpan; keeps the first that lowers the
    // bend with every frame of those spans within what it may miss by.
    bool tryMove(const Move& move, double step, std::size_t firstSpan, std::size_t lastSpan)
    {
        if (m_fit.keys.size() < 2)
            return false;
        const std::size_t a = m_fit.keys[firstSpan], b = m_fit.keys[lastSpan + 1];
        const std::size_t lo = a > 0 ? a - 1 : 0, hi = std::min(m_n - 1, b + 1);
        const std::size_t from = std::max<std::size_t>(lo, 1), to = std::min(hi, m_n - 2);
        double current = 0;
        for (std::size_t f = from; f <= to; ++f)
            current += m_term[f];
        std::vector<double> kept;
        for (const auto& [id, factor] : move)
            kept.push_back(valueOf(id));
        for (double sign : {1.0, -1.0}) {
            for (std::size_t i = 0; i < move.size(); ++i)
                valueOf(move[i].first) = onGrid(kept[i] + sign * move[i].second * step);
            m_trial.assign(m_played.begin() + static_cast<std::ptrdiff_t>(lo),
                           m_played.begin() + static_cast<std::ptrdiff_t>(hi) + 1);
            for (std::size_t s = firstSpan; s <= lastSpan; ++s)
                replay(m_fit, s, m_played);
            bool inside = true;
            for (std::size_t f = a; f <= b && inside; ++f)
                inside = std::abs(m_in.miss[f] + m_in.gain[f] * (m_played[f] - m_base[f])) <= m_allowed[f];
            double next = 0;
            if (inside)
                for (std::size_t f = from; f <= to; ++f)
                    next += termAt(m_played, f);
            if (inside && next < current - 1e-12) {
                for (std::size_t f = from; f <= to; ++f)
                    m_term[f] = termAt(m_played, f);
                return true;
            }
            for (std::size_t i = 0; i < move.size(); ++i)
                valueOf(move[i].first) = kept[i];
            std::copy(m_trial.begin(), m_trial.end(), m_played.begin() + static_cast<std::ptrdiff_t>(lo));
        }
        return false;
    }

    // Span k's frames as the runtime plays them, into `out`.
    void replay(const FittedTrack& fit, std::size_t k, std::vector<double>& out) const
    {
        FittedTrack one;
        one.keys = {fit.keys[k], fit.keys[k + 1]};
        one.values = {fit.values[k], fit.values[k + 1]};
        one.handles = {fit.handles[k]};
        one.handleTimes = {fit.handleTimes[k]};
        const motion::TimelineSampler sampler(timelineKeys(one, m_in.times, 1), 1);
        for (std::size_t f = one.keys[0]; f <= one.keys[1]; ++f)
            sampler.sample(m_sample[f], &out[f]);
    }

    bool isStraight(std::size_t k) const
    {
        const double v1 = m_fit.values[k], v2 = m_fit.values[k + 1];
        return std::abs(m_fit.handles[k][0] - onGrid(v1 + (v2 - v1) / 3)) < 1e-12 &&
               std::abs(m_fit.handles[k][1] - onGrid(v1 + 2 * (v2 - v1) / 3)) < 1e-12;
    }

    // The bend on frame f: the local's second difference, and each child's as it must turn.
    double termAt(const std::vector<double>& v, std::size_t f) const
    {
        const auto d2 = [&](const auto& x) { return x(f + 1) - 2 * x(f) + x(f - 1); };
        double t = std::abs(d2([&](std::size_t g) { return v[g]; }));
        for (const std::vector<double>& child : m_in.childLocal)
            t += std::abs(d2([&](std::size_t g) { return child[g] - m_in.gain[g] * (v[g] - m_base[g]); }));
        return t;
    }

    double bendOf(const std::vector<double>& v) const
    {
        if (m_n < 3)
            return 0;
        double sum = 0;
        for (std::size_t f = 1; f + 1 < m_n; ++f)
            sum += termAt(v, f);
        return sum / static_cast<double>(m_n - 2);
    }

    const TrunkToSmooth& m_in;
    std::size_t m_n;
    FittedTrack m_fit;
    std::vector<double> m_base;    // what the fit played before: the children's needs are read against it
    std::vector<double> m_played;  // what it plays now
    std::vector<double> m_trial;   // scratch: the frames a move replays, as they were
    std::vector<double> m_term;    // [frame]: the bend there
    std::vector<double> m_sample;
    std::vector<double> m_allowed;         // [frame]: the most it may miss by
    std::vector<char> m_frozen;            // [key]: the knot of a held span
    std::vector<std::size_t> m_converted;  // spans turned from lines into cubics
};

}  // namespace

std::vector<double> playedValues(const FittedTrack& fit, const std::vector<double>& times)
{
    std::vector<double> out(times.size(), 0);
    const motion::TimelineSampler sampler(timelineKeys(fit, times, 1), 1);
    for (std::size_t f = 0; f < times.size(); ++f)
        sampler.sample(sampleTime(times[f]), &out[f]);
    return out;
}

SmoothedTrunk smoothTrunk(const FittedTrack& fitted, const std::vector<double>& played, const TrunkToSmooth& in)
{
    if (fitted.keys.size() < 2 || played.size() < 3 || !(in.tolerance > 0))
        return {fitted, played, 0, 0};
    return Smoother(fitted, played, in).run();
}

}  // namespace rigpose::reduce::detail
