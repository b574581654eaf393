#pragma once
// The animation the dopesheet tests build by hand, and the clock it is shown on: every figure
// the tests expect is worked out from the keys written here.

#include <memory>
#include <vector>

#include "rigpose/motion/motion.h"

namespace rigpose::test {

// The pose clock: 11 frames at 10 fps starting at 2 s (frame f at 2 + f/10 s); the animation's
// keys start at 0, so they sit at t + 2.
inline constexpr double kT0 = 2.0;

inline std::shared_ptr<const std::vector<double>> dopesheetFrames()
{
    auto times = std::make_shared<std::vector<double>>();
    for (int f = 0; f <= 10; ++f)
        times->push_back(kT0 + f / 10.0);
    return times;
}

inline motion::Key key(double t, motion::json v, motion::KeyCurve::Kind curve = motion::KeyCurve::Kind::Linear)
{
    motion::Key k;
    k.t = t;
    k.v = std::move(v);
    k.curve.kind = curve;
    return k;
}

inline motion::Track track(motion::TargetKind kind, const char* target, const char* property,
                           std::vector<motion::Key> keys)
{
    motion::Track t;
    t.kind = kind;
    t.target = target;
    t.property = property;
    t.keys = std::move(keys);
    return t;
}

// Written slot first and arm's translate after hip's, so the rows' order is the model's doing:
//   slot eyes attachment: 0 eyes, 0.4 eyes_shut, 0.5 none, 0.7 none  (the last two: a hold)
//   bone arm rotate:      0 10 (eased), 0.5 40 (stepped), 1.0 40     (0.5–1.0: a hold)
//   bone hip translate:   0 (0, 0), 0.4 (0, -6), lag 0.1             (at 0.1 and 0.5)
//   bone arm translate:   0 (0, 0) (Bézier), 0.8 (3, 4)
//   physics hair mix:     left out, the build does not export it
//   draw order:           0.2 eyes +1, 0.6 setup order
inline motion::Animation handBuiltAnimation()
{
    using motion::TargetKind;
    using Kind = motion::KeyCurve::Kind;
    motion::Animation a;
    a.name = "wave";
    a.duration = 1;
    a.tracks.push_back(track(TargetKind::Slot, "eyes", "attachment",
                             {key(0, "eyes"), key(0.4, "eyes_shut"), key(0.5, nullptr), key(0.7, nullptr)}));
    motion::Key eased = key(0, motion::json::array({10}), Kind::Named);
    eased.curve.easing = "soft";
    a.tracks.push_back(
        track(TargetKind::Bone, "arm", "rotate",
              {eased, key(0.5, motion::json::array({40}), Kind::Stepped), key(1.0, motion::json::array({40}))}));
    motion::Track hip = track(TargetKind::Bone, "hip", "translate",
                              {key(0, motion::json::array({0, 0})), key(0.4, motion::json::array({0, -6}))});
    hip.lag = 0.1;
    a.tracks.push_back(hip);
    motion::Key curved = key(0, motion::json::array({0, 0}), Kind::Bezier);
    curved.curve.points = {0.2, 0, 0.6, 0, 0.2, 0, 0.6, 4};
    a.tracks.push_back(track(TargetKind::Bone, "arm", "translate", {curved, key(0.8, motion::json::array({3, 4}))}));
    a.tracks.push_back(track(TargetKind::Physics, "hair", "mix", {key(0, motion::json::array({1}))}));
    a.drawOrder = motion::json::array({{{"t", 0.2}, {"offsets", {{{"slot", "eyes"}, {"offset", 1}}}}}, {{"t", 0.6}}});
    return a;
}

}  // namespace rigpose::test
