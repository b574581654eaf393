#pragma once
// rig-c's motion spec (rigc-motion/1) as values: named easings, bone groups, the slot setup
// the motion owns, and animations of keyed tracks. What this project does not evaluate
// (constraint, deform, draw-order and event keys; physics; the player's mix) is carried as
// written, checked only for its key times, so a motion read and written again loses nothing.

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

namespace rigpose::motion {

using json = nlohmann::ordered_json;

inline constexpr std::string_view kMotionSpec = "rigc-motion/1";

// What a track keys: one of the six target fields a track names.
enum class TargetKind { Bone, Slot, Group, Physics, Path, Slider };
std::string_view targetKey(TargetKind kind);  // "bone", "slot", ...

// How the segment from a key to the next one is shaped.
struct KeyCurve {
    enum class Kind {
        Linear,   // neither ease nor curve
        Stepped,  // "ease": "stepped" or "curve": "stepped"
        Named,    // "ease": a name from the motion's easings
        Bezier,   // "curve": absolute (time, value) handles, four numbers per channel
    };
    Kind kind = Kind::Linear;
    std::string easing;           // Named
    std::vector<double> points;   // Bezier: cx1, cy1, cx2, cy2 per channel
    bool steppedAsCurve = false;  // Stepped written as "curve" (kept for the writer)
};

struct Key {
    double t = 0;
    // As written: an array of numbers, a placeholder name or null (attachment), or on a
    // group track a map member → array.
    json v;
    KeyCurve curve;
    json derive;  // rig-c's group model (yaw/pitch turns), carried; null when absent
};

struct Track {
    TargetKind kind = TargetKind::Bone;
    std::string target;             // the bone, slot, group, ... it names
    std::string property;           // rotate, translate, translatex, ..., rgba, attachment, ...
    std::optional<double> lag;      // seconds added to every key time
    std::optional<double> stagger;  // extra seconds per group member, in member order
    std::vector<Key> keys;
};

struct Animation {
    std::string name;
    double duration = 0;
    std::optional<bool> loop;
    std::optional<std::string> note;
    std::vector<Track> tracks;
    // Carried as written (each key's `t` checked like a track key's).
    json ik, transform, deform, drawOrder, events;
};

struct Motion {
    std::string archetype;  // the rig's name
    std::string cut;
    std::optional<std::string> note;
    std::vector<std::pair<std::string, std::array<double, 4>>> easings;  // name → hx1, hy1, hx2, hy2
    std::vector<std::pair<std::string, std::vector<std::string>>> groups;
    json setup;    // slot → { attachment?, color? }; null when absent
    json physics;  // carried
    json mix;      // the player's mix durations, carried
    std::vector<Animation> animations;

    const Animation* animation(std::string_view name) const;
    const std::array<double, 4>* easing(std::string_view name) const;
    const std::vector<std::string>* group(std::string_view name) const;
};

// How many numbers a key of `property` on a bone or slot carries (translate: 2, rotate: 1,
// rgba: 4, ...); 0 for a property that keys no numbers (attachment, reset) or that is unknown.
std::size_t channelCount(TargetKind kind, std::string_view property);
// True when `property` is one `kind` can key.
bool knownProperty(TargetKind kind, std::string_view property);

}  // namespace rigpose::motion
