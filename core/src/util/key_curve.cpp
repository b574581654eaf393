// A key's curve (util/key_curve.h): read, evaluated on the unit segment, written.

#include "rigpose/util/key_curve.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "rigpose/util/number_format.h"

namespace rigpose {

namespace {

using json = nlohmann::ordered_json;

constexpr const char* kForms =
    "a key's curve is \"linear\", \"stepped\", \"ease\" or four Bézier handles [x1, y1, x2, y2], x1 and x2 in "
    "[0, 1], y1 and y2 within ±10, shaping the way to the next key";

// A value as a message quotes it, cut short: a key file's curve could be any JSON at all.
std::string shown(const json& value)
{
    constexpr std::size_t kLongest = 40;
    std::string text = value.dump();
    if (text.size() > kLongest)
        text = text.substr(0, kLongest) + "…";
    return text;
}

KeyCurveRead refused(const std::string& what) { return {{}, "\"curve\" " + what + "; " + kForms}; }

// One coordinate of the cubic with ends 0 and 1 and handles p1, p2, in powers of t: ((a t + b) t + c) t.
struct Cubic {
    double a, b, c;
    Cubic(double p1, double p2) : a(1 + 3 * p1 - 3 * p2), b(3 * p2 - 6 * p1), c(3 * p1) {}
    double at(double t) const { return ((a * t + b) * t + c) * t; }
    double slope(double t) const { return (3 * a * t + 2 * b) * t + c; }
};

// The t where x(t) = u, to about 1e-15 in t. x rises over [0, 1] whenever x1 and x2 lie in [0, 1]
// (its slope may touch 0 at one point), so the root is single: Newton from t = u, and a halving
// of the bracket wherever Newton's step would leave it or the slope is flat.
double solveTime(const Cubic& x, double u)
{
    double lo = 0, hi = 1, t = u;
    for (int i = 0; i < 100; ++i) {
        const double off = x.at(t) - u;
        if (off == 0)
            break;
        (off < 0 ? lo : hi) = t;
        const double slope = x.slope(t);
        double next = slope > 0 ? t - off / slope : -1;
        if (!(next > lo && next < hi))
            next = (lo + hi) / 2;
        const bool settled = std::abs(next - t) <= 1e-15 || hi - lo <= 1e-15;
        t = next;
        if (settled)
            break;
    }
    return t;
}

}  // namespace

KeyCurveRead readKeyCurve(const json& value)
{
    if (value.is_string()) {
        const std::string name = value.get<std::string>();
        if (name == "linear")
            return {};
        if (name == "stepped")
            return {{KeyCurve::Kind::Stepped}, std::nullopt};
        if (name == "ease")
            return {kEaseCurve, std::nullopt};
        return refused("is " + shown(value));
    }
    if (!value.is_array())
        return refused("is " + shown(value));
    if (value.size() != 4)
        return refused("holds " + std::to_string(value.size()) + " value(s), not four");
    std::array<double, 4> h{};
    for (std::size_t i = 0; i < 4; ++i) {
        if (!value[i].is_number() || !std::isfinite(value[i].get<double>()))
            return refused("value " + std::to_string(i) + " is " + shown(value[i]) + ", not a finite number");
        h[i] = value[i].get<double>();
    }
    constexpr std::array<const char*, 4> kNames = {"x1", "y1", "x2", "y2"};
    for (std::size_t i = 0; i < 4; ++i) {
        const bool isX = i % 2 == 0;
        const bool inside = isX ? h[i] >= 0 && h[i] <= 1 : std::abs(h[i]) <= kLargestHandleY;
        if (!inside)
            return refused(std::string("has ") + kNames[i] + " " + formatForMessage(h[i], 6) +
                           (isX ? ", outside [0, 1] (time must not run back)" : ", beyond ±10"));
    }
    return {{KeyCurve::Kind::Bezier, h[0], h[1], h[2], h[3]}, std::nullopt};
}

double curvedFraction(const KeyCurve& curve, double u)
{
    u = std::clamp(u, 0.0, 1.0);
    switch (curve.kind) {
    case KeyCurve::Kind::Linear:
        return u;
    case KeyCurve::Kind::Stepped:
        return u < 1 ? 0 : 1;
    case KeyCurve::Kind::Bezier:
        break;
    }
    if (u == 0 || u == 1)
        return u;
    return Cubic(curve.y1, curve.y2).at(solveTime(Cubic(curve.x1, curve.x2), u));
}

std::pair<double, double> curvedFractionRange(const KeyCurve& curve)
{
    if (curve.kind != KeyCurve::Kind::Bezier)
        return {0, 1};
    // y's extremes inside the segment are where its slope, 3a t² + 2b t + c, is 0.
    const Cubic y(curve.y1, curve.y2);
    double low = 0, high = 1;
    const auto take = [&](double t) {
        if (t > 0 && t < 1) {
            low = std::min(low, y.at(t));
            high = std::max(high, y.at(t));
        }
    };
    const double qa = 3 * y.a, qb = 2 * y.b, qc = y.c;
    if (std::abs(qa) < 1e-12) {
        if (qb != 0)
            take(-qc / qb);
    } else if (const double d = qb * qb - 4 * qa * qc; d >= 0) {
        // The root away from cancellation first, the other through their product.
        const double q = -(qb + std::copysign(std::sqrt(d), qb)) / 2;
        if (q != 0) {  // 0 only for a double root at t = 0, which is no inside point
            take(q / qa);
            take(qc / q);
        }
    }
    return {low, high};
}

namespace {

struct Point {
    double x, y;
};

Point lerp(Point a, Point b, double t) { return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t}; }

// A piece of the curve from `from` to `to` with handles `h1`, `h2`, as a curve of its own.
KeyCurve scaledPiece(Point from, Point h1, Point h2, Point to)
{
    const double w = to.x - from.x, h = to.y - from.y;
    if (!(w > 0) || std::abs(h) < 1e-12)
        return {};
    const auto x = [&](Point p) { return std::clamp((p.x - from.x) / w, 0.0, 1.0); };
    const auto y = [&](Point p) { return (p.y - from.y) / h; };
    const KeyCurve piece{KeyCurve::Kind::Bezier, x(h1), y(h1), x(h2), y(h2)};
    if (std::abs(piece.y1) > kLargestHandleY || std::abs(piece.y2) > kLargestHandleY)
        return {};
    return piece;
}

}  // namespace

std::pair<KeyCurve, KeyCurve> splitKeyCurve(const KeyCurve& curve, double u)
{
    if (curve.kind != KeyCurve::Kind::Bezier || !(u > 0 && u < 1))
        return {curve, curve};
    const double t = solveTime(Cubic(curve.x1, curve.x2), u);
    const Point p0{0, 0}, p1{curve.x1, curve.y1}, p2{curve.x2, curve.y2}, p3{1, 1};
    const Point p01 = lerp(p0, p1, t), p12 = lerp(p1, p2, t), p23 = lerp(p2, p3, t);
    const Point p012 = lerp(p01, p12, t), p123 = lerp(p12, p23, t);
    const Point cut = lerp(p012, p123, t);
    return {scaledPiece(p0, p01, p012, cut), scaledPiece(cut, p123, p23, p3)};
}

std::optional<json> curveJson(const KeyCurve& curve)
{
    switch (curve.kind) {
    case KeyCurve::Kind::Linear:
        return std::nullopt;
    case KeyCurve::Kind::Stepped:
        return json("stepped");
    case KeyCurve::Kind::Bezier:
        break;
    }
    if (curve == kEaseCurve)
        return json("ease");
    return json::array({curve.x1, curve.y1, curve.x2, curve.y2});
}

}  // namespace rigpose
