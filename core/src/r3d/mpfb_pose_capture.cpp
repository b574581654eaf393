// A frame of a clip taken as a pose: each bone's turn and location away from its rest, in its
// own rest frame, kept where MPFB's thresholds keep it.

#include <algorithm>
#include <cmath>
#include <set>

#include "rigpose/r3d/mpfb_pose.h"

namespace rigpose::r3d {

namespace {

// MPFB's threshold for a rotation worth keeping (radians, or quaternion components).
constexpr double kThreshold = 1e-4;
// What composing a rest with its own inverse leaves: below it a turn or a move is none.
constexpr double kNoise = 1e-12;

bool endsWith(const std::string& s, std::string_view tail)
{
    return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

bool isIkBone(const std::string& name) { return endsWith(name, "_ik") || endsWith(name, "_grip"); }

bool kept(const std::array<double, 4>& v, RotationMode mode)
{
    if (mode == RotationMode::Quaternion)
        return std::abs(v[0] - 1) > kThreshold || std::abs(v[1]) > kThreshold || std::abs(v[2]) > kThreshold ||
               std::abs(v[3]) > kThreshold;
    if (mode == RotationMode::AxisAngle)
        return v[0] > kNoise;
    return std::abs(v[0]) > kThreshold || std::abs(v[1]) > kThreshold || std::abs(v[2]) > kThreshold;
}

}  // namespace

MpfbPose captureMpfbPose(const Skeleton3& rig, const Clip3& clip, std::size_t frame, const MpfbCaptureOptions& options)
{
    MpfbPose pose;
    pose.skeletonType = options.skeletonType;
    pose.modesGiven = true;
    if (frame >= clip.frames || clip.bones != rig.bones.size())
        return pose;
    const auto listed = [&](const std::string& name) {
        return std::find(options.bones.begin(), options.bones.end(), name) != options.bones.end();
    };
    std::set<std::string> seen;
    for (std::size_t b = 0; b < rig.bones.size(); ++b) {
        const Bone3& bone = rig.bones[b];
        // A name twice (a glTF's nodes may share one) is captured once, the first, as a file holds it.
        if (!seen.insert(bone.name).second)
            continue;
        if (options.mode == CaptureMode::Partial && !listed(bone.name))
            continue;
        const Eigen::Quaterniond rest = bone.rotation.normalized();
        const Eigen::Quaterniond turn = rest.conjugate() * clip.rotationAt(frame, b);
        const std::array<double, 4> values = mpfbValuesOf(turn, options.rotationMode);
        if (kept(values, options.rotationMode))
            pose.rotations.push_back({bone.name, options.rotationMode, values});
        const bool moves = options.mode == CaptureMode::Partial || bone.parent < 0 ||
                           (options.mode == CaptureMode::Ik && isIkBone(bone.name));
        const Eigen::Vector3d location = rest.conjugate() * (clip.translationAt(frame, b) - bone.translation);
        if (moves && location.cwiseAbs().maxCoeff() > kNoise)
            pose.translations.emplace_back(bone.name, location);
    }
    for (const auto& r : pose.rotations)
        pose.hasIkBones = pose.hasIkBones || isIkBone(r.bone);
    for (const auto& t : pose.translations)
        pose.hasIkBones = pose.hasIkBones || isIkBone(t.first);
    if (options.skeletonType == "default" || options.skeletonType == "default_no_toes") {
        const auto spine = mpfbSpineLength(rig), shoulders = mpfbShoulderWidth(rig);
        if (spine && shoulders) {
            pose.originalSpineLength = *spine;
            pose.originalShoulderWidth = *shoulders;
        }
    }
    return pose;
}

}  // namespace rigpose::r3d
