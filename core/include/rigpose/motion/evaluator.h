#pragma once
// Evaluating an animation the way the Spine 4.3 runtime does, for posing bones: the key a
// time falls after (key times compared as float32, as the runtime stores them), linear and
// stepped segments, and Bézier segments drawn as the runtime's 10-piece polyline rather than
// the cubic itself. Bone values: rotate added to the setup (no wrap), translate and shear
// added, scale multiplied; before a timeline's first key its channels are at setup.

#include <array>
#include <span>
#include <stop_token>
#include <vector>

#include "rigpose/motion/timelines.h"
#include "rigpose/rig/poser.h"

namespace rigpose::motion {

// The nine interior points of a Bézier segment (time, value pairs at curve parameter
// 0.1 … 0.9), by the runtime's forward differencing and stored as float32. The inputs are the
// numbers as the build states them: the two keys and the two handles.
std::array<float, 18> bezierPolyline(double t1, double v1, double cx1, double cy1, double cx2, double cy2, double t2,
                                     double v2);
// The value at `t` on the polyline key → nine points → next key (keys as float32).
double polylineValue(const std::array<float, 18>& points, float t1, float v1, float t2, float v2, double t);

// One timeline, ready to sample: times and values float32, each Bézier segment's polyline
// computed once.
class TimelineSampler {
public:
    TimelineSampler(const std::vector<TimelineKey>& keys, std::size_t channels);

    // The channels at `t` into `out`; false (and `out` untouched) before the first key.
    bool sample(double t, double* out) const;
    float lastTime() const { return m_times.empty() ? 0.f : m_times.back(); }

private:
    std::size_t m_channels;
    std::vector<float> m_times;
    std::vector<float> m_values;                     // channels per key
    std::vector<TimelineKey::Curve> m_curves;        // per key
    std::vector<std::array<float, 18>> m_polylines;  // channels per key (unused unless Bézier)
};

// An animation's bone timelines, applied on the setup pose at full weight (what
// Animation.apply does with alpha 1 from the setup pose).
class BoneAnimation {
public:
    // `stop` is checked once a timeline (rigpose/util/stop.h).
    explicit BoneAnimation(const CompiledAnimation& animation, const std::stop_token& stop = {});

    // `pose` = `setup` with every bone timeline applied at time `t` (seconds).
    void apply(double t, std::span<const rig::LocalPose> setup, std::span<rig::LocalPose> pose) const;
    // The runtime's duration: the last key time of any timeline (float32).
    double duration() const { return m_duration; }

private:
    struct Entry {
        int bone;
        BoneProperty property;
        TimelineSampler sampler;
    };
    std::vector<Entry> m_entries;  // in the animation's order: a later timeline writes over an earlier
    double m_duration = 0;
};

}  // namespace rigpose::motion
