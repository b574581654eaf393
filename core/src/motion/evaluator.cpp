#include "rigpose/motion/evaluator.h"

#include <algorithm>

#include "rigpose/util/stop.h"

namespace rigpose::motion {

std::array<float, 18> bezierPolyline(double t1, double v1, double cx1, double cy1, double cx2, double cy2, double t2,
                                     double v2)
{
    // Forward differences of the cubic at step h = 0.1: 3h² = 0.03 and 6h³ = 0.006. The
    // runtime writes one sixth as the decimal 0.16666667; the same constant keeps its last bits.
    const double secondT = (t1 - cx1 * 2 + cx2) * 0.03, secondV = (v1 - cy1 * 2 + cy2) * 0.03;
    const double thirdT = ((cx1 - cx2) * 3 - t1 + t2) * 0.006, thirdV = ((cy1 - cy2) * 3 - v1 + v2) * 0.006;
    double stepT = (cx1 - t1) * 0.3 + secondT + thirdT * 0.16666667;
    double stepV = (cy1 - v1) * 0.3 + secondV + thirdV * 0.16666667;
    double growT = secondT * 2 + thirdT, growV = secondV * 2 + thirdV;
    double t = t1 + stepT, v = v1 + stepV;
    std::array<float, 18> points{};
    for (std::size_t i = 0; i < 18; i += 2) {
        points[i] = static_cast<float>(t);
        points[i + 1] = static_cast<float>(v);
        stepT += growT;
        stepV += growV;
        growT += thirdT;
        growV += thirdV;
        t += stepT;
        v += stepV;
    }
    return points;
}

double polylineValue(const std::array<float, 18>& p, float t1, float v1, float t2, float v2, double t)
{
    // Linear on the piece whose end is the first point at or after t.
    auto lerp = [t](double x0, double y0, double x1, double y1) { return y0 + (t - x0) / (x1 - x0) * (y1 - y0); };
    if (p[0] > t)
        return lerp(t1, v1, p[0], p[1]);
    for (std::size_t i = 2; i < 18; i += 2)
        if (p[i] >= t)
            return lerp(p[i - 2], p[i - 1], p[i], p[i + 1]);
    return lerp(p[16], p[17], t2, v2);
}

TimelineSampler::TimelineSampler(const std::vector<TimelineKey>& keys, std::size_t channels) : m_channels(channels)
{
    for (std::size_t k = 0; k < keys.size(); ++k) {
        const TimelineKey& key = keys[k];
        m_times.push_back(static_cast<float>(key.time));
        for (std::size_t c = 0; c < channels; ++c)
            m_values.push_back(static_cast<float>(c < key.values.size() ? key.values[c] : 0));
        const bool bezier = key.curve == TimelineKey::Curve::Bezier && k + 1 < keys.size() &&
                            key.bezier.size() == 4 * channels;
        // The runtime marks the last key stepped: at and after it the value holds.
        TimelineKey::Curve curve = key.curve;
        if (k + 1 == keys.size())
            curve = TimelineKey::Curve::Stepped;
        else if (curve == TimelineKey::Curve::Bezier && !bezier)
            curve = TimelineKey::Curve::Linear;
        m_curves.push_back(curve);
        for (std::size_t c = 0; c < channels; ++c) {
            std::array<float, 18> points{};
            if (bezier) {
                const TimelineKey& next = keys[k + 1];
                const double* b = &key.bezier[4 * c];
                points = bezierPolyline(key.time, key.values[c], b[0], b[1], b[2], b[3], next.time, next.values[c]);
            }
            m_polylines.push_back(points);
        }
    }
}

bool TimelineSampler::sample(double t, double* out) const
{
    if (m_times.empty() || t < m_times[0])
        return false;
    // The last key whose float32 time is at or before t (a key exactly at t is that key).
    const auto after = std::upper_bound(m_times.begin() + 1, m_times.end(), t,
                                        [](double time, float keyTime) { return static_cast<double>(keyTime) > time; });
    const std::size_t i = static_cast<std::size_t>(after - m_times.begin()) - 1;
    const float* v0 = &m_values[i * m_channels];
    if (m_curves[i] == TimelineKey::Curve::Stepped) {
        std::copy(v0, v0 + m_channels, out);
        return true;
    }
    const float* v1 = &m_values[(i + 1) * m_channels];
    const double t0 = m_times[i], t1 = m_times[i + 1];
    for (std::size_t c = 0; c < m_channels; ++c) {
        if (m_curves[i] == TimelineKey::Curve::Linear)
            out[c] = v0[c] + (t - t0) / (t1 - t0) * (static_cast<double>(v1[c]) - v0[c]);
        else
            out[c] = polylineValue(m_polylines[i * m_channels + c], m_times[i], v0[c], m_times[i + 1], v1[c], t);
    }
    return true;
}

BoneAnimation::BoneAnimation(const CompiledAnimation& animation, const std::stop_token& stop)
{
    for (const BoneTimeline& timeline : animation.boneTimelines) {
        throwIfStopped(stop);
        if (timeline.bone < 0 || timeline.keys.empty())
            continue;
        m_entries.push_back(
            {timeline.bone, timeline.property, TimelineSampler(timeline.keys, channelCount(timeline.property))});
        m_duration = std::max(m_duration, static_cast<double>(m_entries.back().sampler.lastTime()));
    }
    m_duration = std::max(m_duration, static_cast<double>(static_cast<float>(animation.lastKeyTime())));
}

void BoneAnimation::apply(double t, std::span<const rig::LocalPose> setup, std::span<rig::LocalPose> pose) const
{
    std::copy(setup.begin(), setup.end(), pose.begin());
    for (const Entry& e : m_entries) {
        const rig::LocalPose& s = setup[static_cast<std::size_t>(e.bone)];
        rig::LocalPose& p = pose[static_cast<std::size_t>(e.bone)];
        double v[2] = {0, 0};
        // Before its first key a timeline still writes: it sets its channels to setup.
        if (!e.sampler.sample(t, v)) {
            v[0] = v[1] = e.property == BoneProperty::Scale || e.property == BoneProperty::ScaleX ||
                                  e.property == BoneProperty::ScaleY
                              ? 1
                              : 0;
        }
        switch (e.property) {
        case BoneProperty::Rotate:
            p.rotation = s.rotation + v[0];
            break;
        case BoneProperty::Translate:
            p.x = s.x + v[0];
            p.y = s.y + v[1];
            break;
        case BoneProperty::TranslateX:
            p.x = s.x + v[0];
            break;
        case BoneProperty::TranslateY:
            p.y = s.y + v[0];
            break;
        case BoneProperty::Scale:
            p.scaleX = v[0] * s.scaleX;
            p.scaleY = v[1] * s.scaleY;
            break;
        case BoneProperty::ScaleX:
            p.scaleX = v[0] * s.scaleX;
            break;
        case BoneProperty::ScaleY:
            p.scaleY = v[0] * s.scaleY;
            break;
        case BoneProperty::Shear:
            p.shearX = s.shearX + v[0];
            p.shearY = s.shearY + v[1];
            break;
        case BoneProperty::ShearX:
            p.shearX = s.shearX + v[0];
            break;
        case BoneProperty::ShearY:
            p.shearY = s.shearY + v[0];
            break;
        }
    }
}

}  // namespace rigpose::motion
