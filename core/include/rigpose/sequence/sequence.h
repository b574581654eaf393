#pragma once
// The pose sequence: joint positions over time in picture space (px, origin top-left, y down),
// as rig-pose-sequence/1 (and its minors 1.1 and 1.2) and rig-c-pose-frames/0 carry it.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <Eigen/Core>
#include <nlohmann/json.hpp>

#include "rigpose/body/body18.h"

namespace rigpose::sequence {

enum class JointState : std::uint8_t { Missing, Observed, Occluded, Inferred };
std::string_view stateName(JointState s);
std::optional<JointState> stateFromName(std::string_view name);

struct JointSample {
    JointState state = JointState::Missing;
    std::optional<Eigen::Vector2d> at;  // picture px; may lie outside the picture
    std::optional<double> score;        // the detector's own scale (RTMPose goes above 1)

    bool placed() const { return at.has_value(); }
    friend bool operator==(const JointSample&, const JointSample&) = default;
};

struct Person {
    std::string id;
    std::array<JointSample, body::kJointCount> joints{};

    const JointSample& joint(body::Joint j) const { return joints[body::index(j)]; }
    JointSample& joint(body::Joint j) { return joints[body::index(j)]; }
    // The midpoint of two joints, when both are placed.
    std::optional<Eigen::Vector2d> point(body::DerivedPoint p) const;
    friend bool operator==(const Person&, const Person&) = default;
};

// Depth (minor 1.2): per limb segment, how far it leans out of the picture plane.
enum class Segment : std::uint8_t {
    RUpperArm,
    RForearm,
    RThigh,
    RShin,
    LUpperArm,
    LForearm,
    LThigh,
    LShin,
};
inline constexpr std::size_t kSegmentCount = 8;
inline constexpr std::array<std::string_view, kSegmentCount> kSegmentNames = {
    "r_upper_arm", "r_forearm", "r_thigh", "r_shin", "l_upper_arm", "l_forearm", "l_thigh", "l_shin",
};
std::optional<Segment> segmentFromName(std::string_view name);
// The segment's joint nearer the trunk, then the farther one.
std::array<body::Joint, 2> segmentJoints(Segment s);

enum class DepthSource : std::uint8_t { Derived, Measured };
std::string_view depthSourceName(DepthSource s);

struct SegmentDepth {
    double ratio = 1.0;  // drawn length / rest length, >= 0
    int sign = 0;        // +1 far end nearer the camera, -1 farther, 0 flat or undecided
    DepthSource source = DepthSource::Derived;
    friend bool operator==(const SegmentDepth&, const SegmentDepth&) = default;
};
using FrameDepth = std::array<std::optional<SegmentDepth>, kSegmentCount>;

struct Frame {
    double t = 0;  // seconds, strictly increasing
    std::vector<Person> people;
    // Minor 1.1: Spine degrees of r_hip -> l_hip in (-180, 180]; a null reading is
    // `hasPelvisTilt && !pelvisTilt`.
    bool hasPelvisTilt = false;
    std::optional<double> pelvisTilt;
    std::optional<FrameDepth> depth;  // minor 1.2

    const Person* person(std::string_view id) const;
    friend bool operator==(const Frame&, const Frame&) = default;
};

// The picture's scale and translation against frame 0's, one per frame (ref #63).
struct CameraEntry {
    double s = 1, tx = 0, ty = 0;
    std::int64_t inliers = 0;
    friend bool operator==(const CameraEntry&, const CameraEntry&) = default;
};

struct Space {
    std::string units = "picture-px";
    std::string origin = "top-left";
    std::string y = "down";
    friend bool operator==(const Space&, const Space&) = default;
};

enum class SourceFormat : std::uint8_t { RigPoseSequence, RigCPoseFrames, Coco17 };

struct Sequence {
    // What the file said it was; the writer always writes rig-pose-sequence at the
    // minor the content needs (minorNeeded()).
    SourceFormat format = SourceFormat::RigPoseSequence;
    std::string specRead;  // the spec string as read, for messages

    Space space;
    double width = 0, height = 0;
    std::optional<std::string> source;
    std::optional<double> fps;          // rig-c-pose-frames/0 only
    std::optional<std::string> travel;  // "in-place" or none
    std::optional<std::string> pelvisSource;
    std::optional<std::vector<CameraEntry>> camera;
    std::optional<std::string> cameraSource;
    // clean's record (rig-pose-clean/1), kept as read; key order preserved.
    std::optional<nlohmann::ordered_json> cleaned;

    std::vector<Frame> frames;

    bool hasPelvisTrack() const;
    bool hasDepth() const;
    // 0, 1 or 2: the lowest minor that carries everything in this sequence.
    int minorNeeded() const;
    // The ids of everyone on any frame, in order of first appearance.
    std::vector<std::string> personIds() const;
    friend bool operator==(const Sequence&, const Sequence&) = default;
};

// Frames per second: the fps key of rig-c-pose-frames/0 when present, otherwise the median
// of 1/dt over consecutive frames. Nullopt for a single frame.
std::optional<double> framesPerSecond(const Sequence& seq);

}  // namespace rigpose::sequence
