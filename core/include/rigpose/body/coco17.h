#pragma once
// The COCO-17 keypoint layout most pose models and datasets use, and its mapping onto
// body-18. COCO has no neck: body-18's neck is the shoulders' midpoint (OpenPose's rule).

#include <array>
#include <cstddef>
#include <string_view>

#include "rigpose/body/body18.h"

namespace rigpose::body {

inline constexpr std::size_t kCocoCount = 17;

inline constexpr std::array<std::string_view, kCocoCount> kCocoNames = {
    "nose",           "left_eye",   "right_eye",   "left_ear",   "right_ear",   "left_shoulder",
    "right_shoulder", "left_elbow", "right_elbow", "left_wrist", "right_wrist", "left_hip",
    "right_hip",      "left_knee",  "right_knee",  "left_ankle", "right_ankle",
};

// The body-18 joint each COCO keypoint becomes (COCO's left/right are the subject's too).
inline constexpr std::array<Joint, kCocoCount> kCocoToBody18 = {
    Joint::Nose,      Joint::LEye,   Joint::REye,   Joint::LEar,   Joint::REar,   Joint::LShoulder,
    Joint::RShoulder, Joint::LElbow, Joint::RElbow, Joint::LWrist, Joint::RWrist, Joint::LHip,
    Joint::RHip,      Joint::LKnee,  Joint::RKnee,  Joint::LAnkle, Joint::RAnkle,
};

}  // namespace rigpose::body
