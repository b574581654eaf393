#include "written_motion.h"

#include "rigpose/motion/timelines.h"
#include "rigpose/util/number_format.h"
#include "rigpose/util/stop.h"

namespace rigpose::retarget::detail {

namespace {

bool sameCurve(const motion::KeyCurve& a, const motion::KeyCurve& b)
{
    return a.kind == b.kind && a.easing == b.easing && a.points == b.points;
}

bool sameValue(const motion::Key& a, const motion::Key& b)
{
    const bool rounded = a.curve.kind == motion::KeyCurve::Kind::Linear ||
                         a.curve.kind == motion::KeyCurve::Kind::Stepped;
    if (!rounded || !a.v.is_array() || !b.v.is_array() || a.v.size() != b.v.size())
        return a.v == b.v;
    for (std::size_t i = 0; i < a.v.size(); ++i) {
        if (!a.v[i].is_number() || !b.v[i].is_number()) {
            if (a.v[i] != b.v[i])
                return false;
        } else if (roundTo(a.v[i].get<double>(), motion::kBuildDecimals) != b.v[i].get<double>()) {
            return false;
        }
    }
    return true;
}

bool sameTrack(const motion::Track& a, const motion::Track& b, const std::stop_token& stop)
{
    if (a.kind != b.kind || a.target != b.target || a.property != b.property || a.lag != b.lag ||
        a.stagger != b.stagger || a.keys.size() != b.keys.size())
        return false;
    for (std::size_t k = 0; k < a.keys.size(); ++k) {
        throwIfStopped(stop);
        const motion::Key &x = a.keys[k], &y = b.keys[k];
        if (x.t != y.t || !sameCurve(x.curve, y.curve) || x.derive != y.derive || !sameValue(x, y))
            return false;
    }
    return true;
}

bool sameAnimation(const motion::Animation& a, const motion::Animation& b, const std::stop_token& stop)
{
    if (a.name != b.name || a.duration != b.duration || a.loop != b.loop || a.tracks.size() != b.tracks.size() ||
        a.ik != b.ik || a.transform != b.transform || a.deform != b.deform || a.drawOrder != b.drawOrder ||
        a.events != b.events)
        return false;
    for (std::size_t t = 0; t < a.tracks.size(); ++t)
        if (!sameTrack(a.tracks[t], b.tracks[t], stop))
            return false;
    return true;
}

}  // namespace

bool compilesTheSame(const motion::Motion& a, const motion::Motion& b, const std::stop_token& stop)
{
    if (a.archetype != b.archetype || a.easings != b.easings || a.groups != b.groups || a.setup != b.setup ||
        a.physics != b.physics || a.mix != b.mix || a.animations.size() != b.animations.size())
        return false;
    for (std::size_t i = 0; i < a.animations.size(); ++i)
        if (!sameAnimation(a.animations[i], b.animations[i], stop))
            return false;
    return true;
}

}  // namespace rigpose::retarget::detail
