#pragma once
// An animation of a motion spec compiled to Spine's timelines, as rig-c compiles it: group
// tracks spread over their members (shifted by lag + stagger), named easings turned into
// absolute Bézier handles, key times put on the 1e-6 s grid rounded down, values rounded to
// 1e-6. Both the evaluator and the Spine export read this one form, so what we pose is what
// the build states.

#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include "rigpose/motion/motion.h"
#include "rigpose/rig/rig.h"
#include "rigpose/util/refusal.h"

namespace rigpose::motion {

// Decimals of every time and value a build states (rig-c's older `r6` spelling).
inline constexpr int kBuildDecimals = 6;

// A key time on the build's grid: rounded to 1e-6 s, then one step back when that overshot
// (rig-c rounds down so a key never lands past the duration).
double gridTime(double t);

enum class BoneProperty { Rotate, Translate, TranslateX, TranslateY, Scale, ScaleX, ScaleY, Shear, ShearX, ShearY };
std::string_view boneTimelineName(BoneProperty p);  // "rotate", "translatex", ...
std::optional<BoneProperty> boneProperty(std::string_view motionProperty);
std::size_t channelCount(BoneProperty p);

struct TimelineKey {
    enum class Curve { Linear, Stepped, Bezier };
    double time = 0;
    std::vector<double> values;
    Curve curve = Curve::Linear;
    std::vector<double> bezier;  // cx1, cy1, cx2, cy2 per channel, absolute
    // Slot attachment keys: the placeholder, or nullopt to show nothing.
    std::optional<std::string> name;
};

struct BoneTimeline {
    int bone = -1;
    std::string boneName;
    BoneProperty property = BoneProperty::Rotate;
    std::vector<TimelineKey> keys;
};

struct SlotTimeline {
    int slot = -1;
    std::string slotName;
    std::string property;  // attachment, rgba, rgba2
    std::vector<TimelineKey> keys;
};

struct CompiledAnimation {
    std::string name;
    double declaredDuration = 0;
    std::vector<BoneTimeline> boneTimelines;  // in the order they were keyed; a bone's timelines stay together
    std::vector<SlotTimeline> slotTimelines;
    // Spine's shapes of the carried timelines (empty when the animation has none).
    json ik, transform, deform, drawOrder, events;
    // The runtime's duration: the last key time of any timeline.
    double lastKeyTime() const;
};

// MOTION_EVALUATE for what cannot be compiled: a group key's `derive` model, physics, path
// and slider tracks (which this project neither poses nor exports).
// `stop` is checked key by key (rigpose/util/stop.h).
Loaded<CompiledAnimation> compileAnimation(const rig::Rig& rig, const Motion& motion, const Animation& animation,
                                           const std::stop_token& stop = {});

}  // namespace rigpose::motion
