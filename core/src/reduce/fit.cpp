#include "rigpose/reduce/fit.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include <Eigen/Dense>

#include "rigpose/motion/evaluator.h"

namespace rigpose::reduce {

namespace {

constexpr double kSameValue = 1e-9;  // frames asking values this close ask the same one
constexpr int kMinimaxRounds = 16;   // Lawson's reweighting rounds when least squares misses
constexpr double kHopeless = 2;      // a least-squares miss past this many tolerances is not levelled
// The same for the timings past the thirds, tried only where a cubic missed: fewer rounds and a
// closer cut, so the extra shapes cost a fraction of the cubic's search.
constexpr int kBentRounds = 6;
constexpr double kBentHopeless = 1.4;

// A value on the build's 1e-6 grid: the nearest double to k / 10^6, which is what the writer's
// rounding reads back as (a correctly rounded division of two exact numbers), without its text.
double onGrid(double value) { return std::round(value * 1e6) / 1e6; }
static_assert(motion::kBuildDecimals == 6);

// The four Bernstein weights of a cubic at parameter s.
std::array<double, 4> bernstein(double s)
{
    const double r = 1 - s;
    return {r * r * r, 3 * s * r * r, 3 * s * s * r, s * s * s};
}

// A span's shape: its handles' values per channel (empty for a line) and the values its end key
// takes (the next key's, pinned, or fitted when the end is free).
struct Span {
    std::vector<double> handles;  // cy1, cy2 per channel
    std::vector<double> end;      // per channel
    HandleTimes at;               // the handles' times, as shares of the span
};

// The handle times a curve tries: the thirds first (a cubic in time); then, past the cubics'
// reach, timings that bend time, so one span can ease into or out of a turn a cubic cannot
// follow (in the order they fitted most spans of the CMU dances and the synthetic gaits).
const std::array<HandleTimes, 7> kHandleTimes = {
    {{1.0 / 3, 2.0 / 3}, {0.5, 0.5}, {0.1, 0.5}, {0.5, 0.9}, {0.15, 0.85}, {0.05, 0.3}, {0.7, 0.95}}};

class Fitter {
public:
    explicit Fitter(const TrackToFit& track) : m_track(track), m_n(track.times.size()), m_c(track.channels)
    {
        for (double t : track.times) {
            m_grid.push_back(motion::gridTime(t));
            m_sample.push_back(static_cast<double>(static_cast<float>(m_grid.back())));
        }
        m_keyValue.resize(m_n * m_c);
        for (std::size_t i = 0; i < m_n * m_c; ++i)
            m_keyValue[i] = onGrid(track.values[i]);
    }

    FittedTrack fit()
    {
        FittedTrack out;
        if (m_n == 0)
            return out;
        const std::vector<std::size_t> forced = forcedFrames();
        out.keys.push_back(0);
        std::size_t at = 0;
        for (std::size_t next : forced) {
            while (at < next) {
                auto [to, span] = farthest(at, next);
                // A key the fit placed takes the values it found; a kept frame keeps its own.
                std::copy(span.end.begin(), span.end.end(), m_keyValue.begin() + static_cast<std::ptrdiff_t>(to * m_c));
                out.keys.push_back(to);
                out.handles.push_back(std::move(span.handles));
                out.handleTimes.push_back(span.at);
                at = to;
            }
        }
        for (std::size_t key : out.keys)
            for (std::size_t c = 0; c < m_c; ++c)
                out.values.push_back(m_keyValue[key * m_c + c]);
        measure(out);
        return out;
    }

private:
    // The ends, the frames the caller keeps, and both ends of every run asking one value (the
    // run's end then takes the start's value, so the line between them is flat).
    std::vector<std::size_t> forcedFrames()
    {
        std::vector<std::size_t> forced(m_track.kept.begin(), m_track.kept.end());
        std::erase_if(forced, [this](std::size_t f) { return f >= m_n; });
        forced.push_back(m_n - 1);
        for (std::size_t start = 0; start < m_n;) {
            std::size_t end = start;
            while (end + 1 < m_n && sameValue(start, end + 1))
                ++end;
            if (end >= start + 2) {
                forced.push_back(start);
                forced.push_back(end);
                for (std::size_t f = start + 1; f <= end; ++f)
                    for (std::size_t c = 0; c < m_c; ++c)
                        m_keyValue[f * m_c + c] = m_keyValue[start * m_c + c];
            }
            start = end + 1;
        }
        std::sort(forced.begin(), forced.end());
        forced.erase(std::unique(forced.begin(), forced.end()), forced.end());
        std::erase(forced, std::size_t(0));
        return forced;
    }

    bool sameValue(std::size_t a, std::size_t b) const
    {
        for (std::size_t c = 0; c < m_c; ++c)
            if (std::abs(m_track.values[a * m_c + c] - m_track.values[b * m_c + c]) > kSameValue)
                return false;
        return true;
    }

    // The last frame in (from, limit] a span from `from` reaches within the tolerance, and its
    // shape. First with lines and cubics in time (handles at the thirds): doubling the reach
    // until a span misses, then halving between. (The limit is tried only once the doubling
    // reaches it, so a long clip is never fitted whole per key.) Then on from there the same way
    // with every handle timing, which costs more a probe but is asked only past the cubics'
    // reach. A span ending short of the limit has a free end: its key takes whatever value fits
    // best within the tolerance, not the frame's own, so a key never pins the curve to one
    // frame's shake.
    std::pair<std::size_t, Span> farthest(std::size_t from, std::size_t limit)
    {
        std::size_t good = from + 1;
        std::optional<Span> goodSpan;
        reach(from, limit, 0, 1, good, goodSpan);
        if (good < limit)
            reach(from, limit, 2, kHandleTimes.size(), good, goodSpan);
        if (!goodSpan)  // the next frame: a line to it, free or pinned, always fits
            goodSpan = spanFits(from, good, good < limit, 0, 1).value_or(Span{{}, endOf(good), {}});
        return {good, std::move(*goodSpan)};
    }

    // From `good` (reached, with `goodSpan`, or just the next frame), how far spans of the
    // shapes first to last reach (spanFits' numbering): gallop, then halve.
    void reach(std::size_t from, std::size_t limit, std::size_t first, std::size_t last, std::size_t& good,
               std::optional<Span>& goodSpan)
    {
        const std::size_t base = good == from + 1 ? from : good;
        std::size_t bad = 0;
        for (std::size_t step = base == from ? 2 : 1; bad == 0; step *= 2) {
            const std::size_t probe = std::min(base + step, limit);
            if (probe <= good)
                break;
            if (auto span = spanFits(from, probe, probe < limit, first, last)) {
                good = probe;
                goodSpan = std::move(span);
                if (probe == limit)
                    return;
            } else {
                bad = probe;
            }
        }
        while (bad > good + 1) {
            const std::size_t mid = good + (bad - good) / 2;
            if (auto span = spanFits(from, mid, mid < limit, first, last)) {
                good = mid;
                goodSpan = std::move(span);
            } else {
                bad = mid;
            }
        }
    }

    std::vector<double> endOf(std::size_t frame) const
    {
        return {m_keyValue.begin() + static_cast<std::ptrdiff_t>(frame * m_c),
                m_keyValue.begin() + static_cast<std::ptrdiff_t>((frame + 1) * m_c)};
    }

    // A span from key a to frame b within the tolerance on every frame it covers (b too when
    // its end is free): a line if one does, else a curve, or none. Shapes first to last are
    // tried: 0 the line, k the curve with handle timing k - 1.
    std::optional<Span> spanFits(std::size_t a, std::size_t b, bool freeEnd, std::size_t first, std::size_t last)
    {
        const std::size_t frames = b - a - (freeEnd ? 0 : 1);
        if (frames == 0)
            return Span{{}, endOf(b), {}};
        for (std::size_t shape = first; shape <= last; ++shape) {
            const bool curved = shape > 0;
            const HandleTimes at = curved ? kHandleTimes[shape - 1] : HandleTimes{};
            std::vector<double> weights(frames, 1.0);
            const bool bent = shape > 1;
            for (int round = 0; round < (bent ? kBentRounds : kMinimaxRounds); ++round) {
                Span span = leastSquares(a, b, curved, freeEnd, weights, at);
                std::vector<double> errors;
                const double worst = worstOn(a, b, span, freeEnd, &errors);
                if (worst <= m_track.tolerance)
                    return span;
                // Levelling the misses gains a few tens of percent at most: a span this far
                // out is split.
                if (worst > (bent ? kBentHopeless : kHopeless) * m_track.tolerance || (!curved && !freeEnd))
                    break;
                // Lawson: weigh each frame by its miss, so the next fit levels the worst ones.
                double sum = 0;
                for (std::size_t i = 0; i < weights.size(); ++i)
                    sum += weights[i] *= std::max(errors[i], 1e-12);
                if (!(sum > 0))
                    break;
                for (double& w : weights)
                    w *= static_cast<double>(weights.size()) / sum;
            }
        }
        return std::nullopt;
    }

    // Where on the ideal polyline (parameter nodes at tenths) frame f falls in a span a → b:
    // the piece and the share of the way along it.
    std::pair<std::size_t, double> piece(std::size_t a, std::size_t b, std::size_t f, const HandleTimes& at) const
    {
        const double tau = (m_sample[f] - m_sample[a]) / (m_sample[b] - m_sample[a]);
        const auto share = [&](double s) {
            const auto n = bernstein(s);
            return n[1] * at.first + n[2] * at.second + n[3];
        };
        std::size_t k = 0;
        while (k < 9 && share(static_cast<double>(k + 1) / 10) <= tau)
            ++k;
        const double x0 = share(static_cast<double>(k) / 10), x1 = share(static_cast<double>(k + 1) / 10);
        return {k, x1 > x0 ? (tau - x0) / (x1 - x0) : 0.0};
    }

    // The span's unknowns per channel minimising the weighted squared miss on its frames, with
    // the curve as the runtime draws it (linear between the tenths): the value there is linear
    // in the handles and the end. Unknowns: the two handles for a curve, and the end's value
    // when it is free. A faint pull towards the line through the frame's own values keeps a
    // span of one or two frames solvable.
    Span leastSquares(std::size_t a, std::size_t b, bool curved, bool freeEnd, const std::vector<double>& weights,
                      const HandleTimes& at) const
    {
        Span span;
        span.at = at;
        const std::size_t unknowns = (curved ? 2 : 0) + (freeEnd ? 1 : 0);
        const std::size_t last = freeEnd ? b : b - 1;
        for (std::size_t c = 0; c < m_c; ++c) {
            const double v1 = m_keyValue[a * m_c + c], target2 = m_keyValue[b * m_c + c];
            if (unknowns == 0) {
                span.end.push_back(target2);
                continue;
            }
            Eigen::Matrix3d normal = Eigen::Matrix3d::Zero();
            Eigen::Vector3d rhs = Eigen::Vector3d::Zero();
            double total = 0;
            for (std::size_t f = a + 1; f <= last; ++f) {
                Eigen::Vector3d row = Eigen::Vector3d::Zero();
                double known = 0;
                if (curved) {
                    const auto [k, u] = piece(a, b, f, at);
                    const auto n0 = bernstein(static_cast<double>(k) / 10),
                               n1 = bernstein(static_cast<double>(k + 1) / 10);
                    std::array<double, 4> n{};
                    for (std::size_t i = 0; i < 4; ++i)
                        n[i] = (1 - u) * n0[i] + u * n1[i];
                    row(0) = n[1];
                    row(1) = n[2];
                    known = v1 * n[0];
                    if (freeEnd)
                        row(2) = n[3];
                    else
                        known += target2 * n[3];
                } else {
                    const double s = (m_sample[f] - m_sample[a]) / (m_sample[b] - m_sample[a]);
                    row(0) = s;
                    known = v1 * (1 - s);
                }
                const double w = weights[f - a - 1] * gain(f, c);
                const double y = m_track.values[f * m_c + c] - known;
                normal += w * row * row.transpose();
                rhs += w * y * row;
                total += w;
            }
            // The prior: the line from the start to the end frame's own value.
            const double l1 = v1 + (target2 - v1) / 3, l2 = v1 + (target2 - v1) * 2 / 3;
            const Eigen::Vector3d prior = curved ? Eigen::Vector3d(l1, l2, target2) : Eigen::Vector3d(target2, 0, 0);
            const double ridge = 1e-9 * std::max(total, 1e-12);
            for (std::size_t i = 0; i < 3; ++i) {
                const bool used = i < unknowns;
                normal(static_cast<int>(i), static_cast<int>(i)) += used ? ridge : 1;
                rhs(static_cast<int>(i)) += used ? ridge * prior(static_cast<int>(i)) : 0;
            }
            const Eigen::Vector3d x = normal.ldlt().solve(rhs);
            if (curved) {
                span.handles.push_back(onGrid(x(0)));
                span.handles.push_back(onGrid(x(1)));
                span.end.push_back(freeEnd ? onGrid(x(2)) : target2);
            } else {
                span.end.push_back(onGrid(x(0)));
            }
        }
        return span;
    }

    // How much a miss on channel c counts on frame f (the weight matrix's column, squared).
    double gain(std::size_t f, std::size_t c) const
    {
        if (m_track.weights.empty())
            return 1;
        double g = 0;
        for (std::size_t r = 0; r < m_c; ++r) {
            const double w = m_track.weights[f * m_c * m_c + r * m_c + c];
            g += w * w;
        }
        return g;
    }

    // What the runtime plays on the frames of the span a → b: its keys as float32 and, for a
    // curve, each channel's polyline, made once for the span.
    struct Player {
        std::size_t a = 0, b = 0;
        float t1 = 0, t2 = 0;
        std::array<float, 2> v1{}, v2{};
        std::vector<std::array<float, 18>> points;  // per channel; empty for a line
    };

    Player player(std::size_t a, std::size_t b, const Span& span) const
    {
        Player p;
        p.a = a;
        p.b = b;
        const double t1 = m_grid[a], t2 = m_grid[b];
        p.t1 = static_cast<float>(t1);
        p.t2 = static_cast<float>(t2);
        const double cx1 = onGrid(handleTime(t1, t2, span.at.first)), cx2 = onGrid(handleTime(t1, t2, span.at.second));
        for (std::size_t c = 0; c < m_c; ++c) {
            const double v1 = m_keyValue[a * m_c + c], v2 = span.end[c];
            p.v1[c] = static_cast<float>(v1);
            p.v2[c] = static_cast<float>(v2);
            if (!span.handles.empty())
                p.points.push_back(
                    motion::bezierPolyline(t1, v1, cx1, span.handles[2 * c], cx2, span.handles[2 * c + 1], t2, v2));
        }
        return p;
    }

    // What the runtime plays on frame f of the player's span, into `out`.
    void played(const Player& p, std::size_t f, double* out) const
    {
        for (std::size_t c = 0; c < m_c; ++c) {
            if (f == p.a)
                out[c] = p.v1[c];
            else if (f == p.b)
                out[c] = p.v2[c];
            else if (p.points.empty())
                out[c] = p.v1[c] + (m_sample[f] - p.t1) / (static_cast<double>(p.t2) - p.t1) *
                                       (static_cast<double>(p.v2[c]) - p.v1[c]);
            else
                out[c] = motion::polylineValue(p.points[c], p.t1, p.v1[c], p.t2, p.v2[c], m_sample[f]);
        }
    }

    double errorAt(std::size_t f, const double* value) const
    {
        double d[2] = {value[0] - m_track.values[f * m_c], m_c > 1 ? value[1] - m_track.values[f * m_c + 1] : 0};
        if (m_track.weights.empty())
            return m_c == 1 ? std::abs(d[0]) : std::hypot(d[0], d[1]);
        const double* w = &m_track.weights[f * m_c * m_c];
        if (m_c == 1)
            return std::abs(w[0] * d[0]);
        return std::hypot(w[0] * d[0] + w[1] * d[1], w[2] * d[0] + w[3] * d[1]);
    }

    // The worst error on the frames the span covers past its start (its end too when free;
    // each one's into `errors` when given).
    double worstOn(std::size_t a, std::size_t b, const Span& span, bool freeEnd,
                   std::vector<double>* errors = nullptr) const
    {
        double worst = 0, value[2] = {0, 0};
        const std::size_t last = freeEnd ? b : b - 1;
        const Player p = player(a, b, span);
        for (std::size_t f = a + 1; f <= last; ++f) {
            played(p, f, value);
            const double e = errorAt(f, value);
            if (errors)
                errors->push_back(e);
            worst = std::max(worst, e);
        }
        return worst;
    }

    void measure(FittedTrack& out) const
    {
        double value[2] = {0, 0};
        const auto take = [&](std::size_t f) {
            const double e = errorAt(f, value);
            if (e > out.worst) {
                out.worst = e;
                out.worstFrame = f;
            }
        };
        for (std::size_t k = 0; k + 1 < out.keys.size(); ++k) {
            const Player p = player(out.keys[k], out.keys[k + 1],
                                    Span{out.handles[k], endOf(out.keys[k + 1]), out.handleTimes[k]});
            for (std::size_t f = out.keys[k]; f < out.keys[k + 1]; ++f) {
                played(p, f, value);
                take(f);
            }
        }
        const std::size_t last = out.keys.back();
        for (std::size_t c = 0; c < m_c; ++c)
            value[c] = static_cast<float>(m_keyValue[last * m_c + c]);
        take(last);
    }

    const TrackToFit& m_track;
    std::size_t m_n, m_c;
    std::vector<double> m_grid;      // each frame's time as the build states its key
    std::vector<double> m_sample;    // each frame's time as the gate samples it (float32 on the grid)
    std::vector<double> m_keyValue;  // each frame's value as a key would state it
};

}  // namespace

std::size_t FittedTrack::curved() const
{
    return static_cast<std::size_t>(
        std::count_if(handles.begin(), handles.end(), [](const std::vector<double>& h) { return !h.empty(); }));
}

FittedTrack fitTrack(const TrackToFit& track) { return Fitter(track).fit(); }

std::vector<motion::TimelineKey> timelineKeys(const FittedTrack& fit, const std::vector<double>& times,
                                              std::size_t channels)
{
    std::vector<motion::TimelineKey> keys;
    for (std::size_t k = 0; k < fit.keys.size(); ++k) {
        motion::TimelineKey& key = keys.emplace_back();
        key.time = motion::gridTime(times[fit.keys[k]]);
        key.values.assign(fit.values.begin() + static_cast<std::ptrdiff_t>(k * channels),
                          fit.values.begin() + static_cast<std::ptrdiff_t>((k + 1) * channels));
    }
    for (std::size_t k = 0; k + 1 < keys.size(); ++k) {
        if (fit.handles[k].empty())
            continue;
        const double t1 = keys[k].time, t2 = keys[k + 1].time;
        keys[k].curve = motion::TimelineKey::Curve::Bezier;
        for (std::size_t c = 0; c < channels; ++c)
            keys[k].bezier.insert(keys[k].bezier.end(),
                                  {onGrid(handleTime(t1, t2, fit.handleTimes[k].first)), fit.handles[k][2 * c],
                                   onGrid(handleTime(t1, t2, fit.handleTimes[k].second)), fit.handles[k][2 * c + 1]});
    }
    return keys;
}

}  // namespace rigpose::reduce
