// A key's curve as Spine states it.

#include "compile_parts.h"
#include "rigpose/util/number_format.h"

namespace rigpose::motion::detail {

void compileCurve(const Motion& motion, const KeyCurve& curve, double shift, const TimelineKey& key,
                  const TimelineKey* next, TimelineKey& out)
{
    out.curve = TimelineKey::Curve::Linear;
    out.bezier.clear();
    if (!next)
        return;  // the last key shapes no segment
    switch (curve.kind) {
    case KeyCurve::Kind::Linear:
        return;
    case KeyCurve::Kind::Stepped:
        out.curve = TimelineKey::Curve::Stepped;
        return;
    case KeyCurve::Kind::Bezier:
        // A raw curve states absolute times, so it moves with its key.
        out.curve = TimelineKey::Curve::Bezier;
        for (std::size_t i = 0; i < curve.points.size(); ++i)
            out.bezier.push_back(roundTo(curve.points[i] + (i % 2 == 0 ? shift : 0), kBuildDecimals));
        return;
    case KeyCurve::Kind::Named:
        break;
    }
    const std::array<double, 4>* h = motion.easing(curve.easing);
    if (!h)
        return;
    // An easing between two equal values moves nothing; rig-c states it as a hold (ref #369).
    if (key.values == next->values) {
        out.curve = TimelineKey::Curve::Stepped;
        return;
    }
    out.curve = TimelineKey::Curve::Bezier;
    const double t1 = key.time, t2 = next->time;
    for (std::size_t c = 0; c < key.values.size(); ++c) {
        const double v1 = key.values[c], v2 = next->values[c];
        out.bezier.push_back(roundTo(t1 + (t2 - t1) * (*h)[0], kBuildDecimals));
        out.bezier.push_back(roundTo(v1 + (v2 - v1) * (*h)[1], kBuildDecimals));
        out.bezier.push_back(roundTo(t1 + (t2 - t1) * (*h)[2], kBuildDecimals));
        out.bezier.push_back(roundTo(v1 + (v2 - v1) * (*h)[3], kBuildDecimals));
    }
}

}  // namespace rigpose::motion::detail
