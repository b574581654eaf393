// One idle track looped key by key into the new animation, and the cut at its end.

#include "rigpose/idle/loop.h"

#include <cmath>

#include "rigpose/motion/writer.h"
#include "rigpose/util/number_format.h"

namespace rigpose::idle {

namespace {

// Two key times this close are one time: the motion states times to 1e-6 s.
constexpr double kTimeSlack = 5e-7;

double roundTime(double t) { return roundTo(t, motion::kMotionDecimals); }

double cubic(double p0, double p1, double p2, double p3, double u)
{
    const double s = 1 - u;
    return s * s * s * p0 + 3 * s * s * u * p1 + 3 * s * u * u * p2 + u * u * u * p3;
}

motion::KeyCurve steppedCurve()
{
    motion::KeyCurve c;
    c.kind = motion::KeyCurve::Kind::Stepped;
    return c;
}

// The key as it appears `offset` seconds later: a raw curve states absolute times, so its
// handles' times move with it; a named easing is relative and moves by itself.
motion::Key shifted(const motion::Key& key, double offset)
{
    motion::Key k = key;
    k.t = roundTime(key.t + offset);
    if (k.curve.kind == motion::KeyCurve::Kind::Bezier)
        for (std::size_t i = 0; i < k.curve.points.size(); i += 2)
            k.curve.points[i] += offset;
    return k;
}

bool numbers(const motion::json& a, const motion::json& b)
{
    if (!a.is_array() || !b.is_array() || a.size() != b.size())
        return false;
    for (std::size_t c = 0; c < a.size(); ++c)
        if (!a[c].is_number() || !b[c].is_number())
            return false;
    return true;
}

// The segment from `a` to `b` split at `t`: `a`'s curve becomes the part kept (linear and stepped
// as they are, a Bézier by de Casteljau) and the key returned sits at `t`, with neither ease nor curve.
motion::Key splitSegment(const motion::Motion& motion, motion::Key& a, const motion::Key& b, double t)
{
    motion::Key cut;
    cut.t = t;
    cut.v = a.v;
    const bool interpolates = numbers(a.v, b.v);
    if (!interpolates || a.curve.kind == motion::KeyCurve::Kind::Stepped)
        return cut;
    const double f = (t - a.t) / (b.t - a.t);
    if (a.curve.kind == motion::KeyCurve::Kind::Linear) {
        for (std::size_t c = 0; c < a.v.size(); ++c)
            cut.v[c] = a.v[c].get<double>() + f * (b.v[c].get<double>() - a.v[c].get<double>());
        return cut;
    }
    std::vector<double> points = a.curve.points;
    if (a.curve.kind == motion::KeyCurve::Kind::Named) {
        const std::array<double, 4>* easing = motion.easing(a.curve.easing);
        if (!easing || a.v == b.v)  // an easing over a hold moves nothing (rig-c keys it stepped)
            return cut;
        points.clear();
        for (std::size_t c = 0; c < a.v.size(); ++c)
            for (double p : easingHandles(*easing, a.t, a.v[c].get<double>(), b.t, b.v[c].get<double>()))
                points.push_back(p);
    }
    motion::KeyCurve kept;
    kept.kind = motion::KeyCurve::Kind::Bezier;
    for (std::size_t c = 0; c < a.v.size() && 4 * c + 3 < points.size(); ++c) {
        const BezierCut part = cutBezier(a.t, a.v[c].get<double>(), points[4 * c], points[4 * c + 1], points[4 * c + 2],
                                         points[4 * c + 3], b.t, b.v[c].get<double>(), t);
        kept.points.insert(kept.points.end(), {part.cx1, part.cy1, part.cx2, part.cy2});
        cut.v[c] = part.value;
    }
    a.curve = std::move(kept);
    return cut;
}

}  // namespace

std::array<double, 4> easingHandles(const std::array<double, 4>& easing, double t1, double v1, double t2, double v2)
{
    return {t1 + (t2 - t1) * easing[0], v1 + (v2 - v1) * easing[1], t1 + (t2 - t1) * easing[2],
            v1 + (v2 - v1) * easing[3]};
}

BezierCut cutBezier(double t1, double v1, double cx1, double cy1, double cx2, double cy2, double t2, double v2,
                    double t)
{
    // The parameter whose time is `t`: a key's handles sit between its keys in time, so the
    // time runs one way along the curve and halving the interval finds it to the last bit.
    double lo = 0, hi = 1;
    for (int i = 0; i < 200 && hi - lo > 1e-17; ++i) {
        const double mid = (lo + hi) / 2;
        (cubic(t1, cx1, cx2, t2, mid) < t ? lo : hi) = mid;
    }
    const double u = (lo + hi) / 2;
    const auto lerp = [u](double a, double b) { return a + u * (b - a); };
    // The part before the cut: the start, the first handle's lerp, the lerp of lerps, the point
    // (its time is `t`, so only its value is worked out).
    const double ax = lerp(t1, cx1), ay = lerp(v1, cy1);
    const double bx = lerp(cx1, cx2), by = lerp(cy1, cy2);
    const double cy = lerp(cy2, v2);
    const double dx = lerp(ax, bx), dy = lerp(ay, by);
    const double ey = lerp(by, cy);
    return {ax, ay, dx, dy, lerp(dy, ey), u};
}

LoopedTrack loopTrack(const motion::Motion& motion, const motion::Track& track, double idleDuration, double until,
                      const std::optional<motion::json>& setup)
{
    LoopedTrack out;
    if (track.lag || track.stagger) {
        out.notCarried = "it has lag or stagger, which a loop built key by key does not repeat";
        return out;
    }
    for (const motion::Key& k : track.keys) {
        if (k.v.is_object()) {
            out.notCarried = "its values are per-member maps";
            return out;
        }
        if (!k.derive.is_null()) {
            out.notCarried = "its keys carry a model (derive)";
            return out;
        }
    }
    if (track.keys.empty() || !(idleDuration > 0)) {
        out.notCarried = "it has no keys to repeat";
        return out;
    }
    const double first = track.keys.front().t, last = track.keys.back().t;
    const bool lateFirst = first > kTimeSlack;
    const bool lastAtEnd = std::abs(last - idleDuration) <= kTimeSlack;
    if (lateFirst && !setup) {
        out.notCarried = "its first key is at " + formatFixed(first, 3) + " s, after the idle's start, and " +
                         track.property + " has no setup value for the later cycles to open on";
        return out;
    }
    if (first > until + kTimeSlack) {
        out.notCarried = "its first key is at " + formatFixed(first, 3) + " s, after the new animation's end";
        return out;
    }

    // The loop, one cycle past the end: a key at a time already keyed is the next cycle's and
    // takes the seam (the value the cycle ended on is the one the loop jumps from).
    std::vector<motion::Key>& keys = out.keys;
    const auto place = [&](motion::Key key) {
        if (!keys.empty() && std::abs(keys.back().t - key.t) <= kTimeSlack) {
            if (keys.back().v != key.v && key.t <= until + kTimeSlack)
                out.jumps.push_back(key.t);
            key.t = keys.back().t;
            keys.back() = std::move(key);
        } else {
            keys.push_back(std::move(key));
        }
    };
    const auto cycles = static_cast<std::size_t>(std::floor(until / idleDuration)) + 1;
    for (std::size_t cycle = 0; cycle <= cycles; ++cycle) {
        const double offset = static_cast<double>(cycle) * idleDuration;
        if (cycle > 0 && lateFirst) {
            // Before its first key the idle holds the setup pose; a later cycle keys it back.
            out.opensWithSetup = true;
            place({roundTime(offset), *setup, steppedCurve(), {}});
        }
        for (std::size_t i = 0; i < track.keys.size(); ++i) {
            motion::Key key = shifted(track.keys[i], offset);
            if (i + 1 == track.keys.size() && !lastAtEnd) {
                // The idle holds its last key to the cycle's end.
                key.curve = steppedCurve();
                out.holdsLast = true;
            }
            place(std::move(key));
        }
    }

    // The cut: the last key at or before the end, and the segment the end falls in split there.
    std::size_t kept = 0;
    while (kept < keys.size() && keys[kept].t <= until + kTimeSlack)
        ++kept;
    if (std::abs(keys[kept - 1].t - until) <= kTimeSlack || kept == keys.size()) {
        keys.resize(kept);
    } else {
        motion::Key end = splitSegment(motion, keys[kept - 1], keys[kept], until);
        keys.resize(kept);
        keys.push_back(std::move(end));
        out.cut = true;
    }
    keys.back().curve = {};  // the last key shapes no segment
    if (keys.size() == 1)
        out.holdsLast = out.opensWithSetup = false;
    return out;
}

}  // namespace rigpose::idle
