#pragma once
// The body-18 joint set: the order and names every rig-pose file uses.
// r_/l_ are the subject's own sides, never the picture's.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace rigpose::body {

enum class Joint : std::uint8_t {
    Nose,
    Neck,
    RShoulder,
    RElbow,
    RWrist,
    LShoulder,
    LElbow,
    LWrist,
    RHip,
    RKnee,
    RAnkle,
    LHip,
    LKnee,
    LAnkle,
    REye,
    LEye,
    REar,
    LEar,
};

inline constexpr std::size_t kJointCount = 18;

inline constexpr std::array<std::string_view, kJointCount> kJointNames = {
    "nose",   "neck",    "r_shoulder", "r_elbow", "r_wrist", "l_shoulder", "l_elbow", "l_wrist", "r_hip",
    "r_knee", "r_ankle", "l_hip",      "l_knee",  "l_ankle", "r_eye",      "l_eye",   "r_ear",   "l_ear",
};

constexpr std::size_t index(Joint j) { return static_cast<std::size_t>(j); }
constexpr std::string_view name(Joint j) { return kJointNames[index(j)]; }
std::optional<Joint> jointFromName(std::string_view name);

// The legs (both hips, knees and ankles): clean smooths them over their own window.
bool isLegJoint(Joint j);
// The five face joints, held as one group by clean's stillness hold.
bool isFaceJoint(Joint j);

// Points computed from two joints: the midpoints of the hips and of the shoulders.
enum class DerivedPoint : std::uint8_t { MidHip, MidShoulder };
inline constexpr std::array<std::string_view, 2> kDerivedPointNames = {"mid_hip", "mid_shoulder"};
std::optional<DerivedPoint> derivedPointFromName(std::string_view name);
// The two joints a derived point is the midpoint of.
std::array<Joint, 2> derivedPointJoints(DerivedPoint p);

}  // namespace rigpose::body
