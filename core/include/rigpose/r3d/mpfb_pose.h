#pragma once
// MPFB's pose files (issue 40): bone rotations and translations as Blender keeps them on pose
// bones, each in the bone's own rest frame, with the skeleton type they were captured from and
// the two body measures that scale their translations onto another body. Read, written, applied
// to a rig as one frame, captured from a frame of a clip, and found in MPFB's library layout
// (`<skeleton>_<mode>/<name>.json`). The format in our words: docs/formats.md, "MPFB poses".

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <Eigen/Geometry>

#include "rigpose/r3d/bake.h"
#include "rigpose/r3d/skeleton.h"
#include "rigpose/util/refusal.h"

namespace rigpose::r3d {

// Blender's rotation modes: six Euler orders (the letters in the order the turns are applied),
// a quaternion, an axis and an angle.
enum class RotationMode { XYZ, XZY, YXZ, YZX, ZXY, ZYX, Quaternion, AxisAngle };

std::string_view rotationModeName(RotationMode mode);  // "XYZ", ..., "QUATERNION", "AXIS_ANGLE"
std::optional<RotationMode> rotationModeNamed(std::string_view name);
// How many numbers the mode stores: 3 for an Euler order, 4 for the others.
std::size_t rotationModeLength(RotationMode mode);

// How a pose was captured, and so how it is applied; the suffix of its library folder.
enum class CaptureMode { Fk, Ik, Partial };

std::string_view captureModeName(CaptureMode mode);  // "fk", "ik", "partial"
std::optional<CaptureMode> captureModeNamed(std::string_view name);

struct MpfbBoneRotation {
    std::string bone{};
    RotationMode mode = RotationMode::XYZ;
    // Euler: x, y, z as Blender stores rotation_euler (the fourth unused, 0); quaternion: W, X,
    // Y, Z; axis-angle: angle (radians), X, Y, Z.
    std::array<double, 4> values{};

    friend bool operator==(const MpfbBoneRotation&, const MpfbBoneRotation&) = default;
};

struct MpfbPose {
    std::string skeletonType{};
    std::vector<MpfbBoneRotation> rotations{};                            // in the file's order
    bool modesGiven = false;                                              // the file has bone_rotation_modes
    std::vector<std::pair<std::string, Eigen::Vector3d>> translations{};  // in the file's order
    bool hasIkBones = false;
    double originalSpineLength = 0, originalShoulderWidth = 0;
};

// The turn a stored rotation stands for, in the bone's rest frame. Euler "XYZ" turns about X
// first: Rz * Ry * Rx; each order likewise. An axis (or a quaternion) of
// length 0 is no turn.
Eigen::Quaterniond mpfbRotation(const MpfbBoneRotation& rotation);
// A turn stored in `mode`: Euler angles with the middle one within ±90°; a quaternion with
// W >= 0; an axis-angle with the angle in [0, π] (+Y for no turn, as Blender has it).
std::array<double, 4> mpfbValuesOf(const Eigen::Quaterniond& turn, RotationMode mode);

// Refused by name: MPFB_POSE_JSON (the JSON policy, a file that cannot be opened),
// MPFB_POSE_LAYOUT (not an object; a required key missing or of the wrong type) and
// MPFB_POSE_BONE (a rotation of the wrong length for its mode, a mode unknown, a number not a
// number or past ±1e9, a quaternion of length 0, a translation not three numbers). Old files
// without bone_rotation_modes take the mode from the length: 3 is XYZ, 4 QUATERNION.
Loaded<MpfbPose> readMpfbPoseText(std::string_view text, const std::string& file);
Loaded<MpfbPose> readMpfbPoseFile(const std::string& path);

// The file's bytes: the keys in a fixed order, numbers spelled shortest so they read back as
// the same doubles ("-0" as "0"); reading them gives back `pose`.
std::string mpfbPoseText(const MpfbPose& pose);

// The body measures a pose's translations are scaled by, on a rig's rest (metres): the spine
// from the head of spine05 to the tail of spine01, the shoulders between the tails of
// shoulder01.L and shoulder01.R. A bone without a tail ends at its first child's head. None when
// the rig lacks a bone or an end.
std::optional<double> mpfbSpineLength(const Skeleton3& rig);
std::optional<double> mpfbShoulderWidth(const Skeleton3& rig);

struct MpfbApplied {
    Clip3 clip{};  // one frame on the rig's bones
    double spineScale = 1, shoulderScale = 1;
    std::vector<std::string> unknownBones{};  // named by the pose, not on the rig
    bool scaled = false;                      // the translations were scaled by the two measures
};

// The pose put on `rig` as one frame. Fk and ik start from the rest; partial from `base`'s frame
// (the rest without one) and sets only the bones the pose names. A bone's local rotation becomes
// rest * turn and its translation rest + rest-rotation * location, the location scaled first
// (Z by spine length, X and Y by shoulder width, now over then) when the pose's two originals
// are not 0 and the rig has both measures. MPFB_POSE_RIG when the pose names bones and none of
// them is the rig's; MPFB_FRAME when `baseFrame` is not a frame of `base`.
Loaded<MpfbApplied> applyMpfbPose(const Skeleton3& rig, const MpfbPose& pose, CaptureMode mode,
                                  const Clip3* base = nullptr, std::size_t baseFrame = 0);

// The rig with the pose as its rest: each bone's rest the applied frame's local transform.
Skeleton3 posedAsRest(const Skeleton3& rig, const Clip3& clip, std::size_t frame = 0);

struct MpfbCaptureOptions {
    CaptureMode mode = CaptureMode::Fk;
    std::vector<std::string> bones{};  // partial: the bones captured
    std::string skeletonType = "unknown";
    RotationMode rotationMode = RotationMode::XYZ;
};

// A frame of a clip on `rig`'s bones as a pose: each bone's turn from its rest where it passes
// MPFB's thresholds (an Euler component above 1e-4 rad; a quaternion's |W - 1| or |X|, |Y|, |Z|
// above 1e-4; an axis-angle's angle above 1e-12, the noise of a rest undone). Translations: the
// roots' in fk, with every *_ik and *_grip bone's in ik, the listed bones' in partial, each where
// a number is above 1e-12 m. The originals are measured on the rig for "default" and
// "default_no_toes", else 0. A frame past the clip, or a clip not on the rig's bones, gives an
// empty pose.
MpfbPose captureMpfbPose(const Skeleton3& rig, const Clip3& clip, std::size_t frame, const MpfbCaptureOptions& options);

// One pose of a library: MPFB's system poses, or the user's own.
struct MpfbPoseEntry {
    std::string skeleton{}, mode{}, name{}, path{};
    bool user = false;

    friend bool operator==(const MpfbPoseEntry&, const MpfbPoseEntry&) = default;
};

// Every `<skeleton>_<fk|ik|partial>/<name>.json` under the two folders (either may be empty or
// missing), a user pose hiding the system pose of its skeleton, mode and name; sorted by
// skeleton, mode, name.
std::vector<MpfbPoseEntry> mpfbPoseLibrary(const std::string& systemDir, const std::string& userDir);

// The capture mode a pose's folder names (`default_ik/x.json` is ik), if it names one.
std::optional<CaptureMode> captureModeOfPath(const std::string& path);

}  // namespace rigpose::r3d
