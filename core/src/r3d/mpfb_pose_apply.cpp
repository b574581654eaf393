// A pose put on a rig as one frame, as Blender poses a bone: its turn and its location are in
// the bone's own rest frame, so they follow the rest rather than replace it.

#include <algorithm>
#include <map>

#include "rigpose/r3d/mpfb_pose.h"

namespace rigpose::r3d {

Loaded<MpfbApplied> applyMpfbPose(const Skeleton3& rig, const MpfbPose& pose, CaptureMode mode, const Clip3* base,
                                  std::size_t baseFrame)
{
    Loaded<MpfbApplied> out;
    const bool fromBase = mode == CaptureMode::Partial && base;
    if (fromBase && (base->bones != rig.bones.size() || baseFrame >= base->frames)) {
        out.refusals.add("MPFB_FRAME", base->bones != rig.bones.size()
                                           ? "the clip a partial pose starts from is not on the rig's " +
                                                 std::to_string(rig.bones.size()) + " bones; give it on the rig"
                                           : "frame " + std::to_string(baseFrame) + " is not a frame of the clip (" +
                                                 std::to_string(base->frames) + " frames, counted from 0)" +
                                                 "; give a frame from 0 to " +
                                                 std::to_string(base->frames > 0 ? base->frames - 1 : 0));
        return out;
    }
    std::map<std::string, std::size_t> index;
    for (std::size_t b = 0; b < rig.bones.size(); ++b)
        index.emplace(rig.bones[b].name, b);

    MpfbApplied& applied = out.value;
    Clip3& clip = applied.clip;
    clip.frameTime = fromBase ? base->frameTime : 1.0 / 30;
    clip.frames = 1;
    clip.bones = rig.bones.size();
    for (std::size_t b = 0; b < rig.bones.size(); ++b) {
        clip.rotation.push_back(fromBase ? base->rotationAt(baseFrame, b) : rig.bones[b].rotation);
        clip.translation.push_back(fromBase ? base->translationAt(baseFrame, b) : rig.bones[b].translation);
    }

    const std::optional<double> spine = mpfbSpineLength(rig), shoulders = mpfbShoulderWidth(rig);
    if (pose.originalSpineLength > 0 && pose.originalShoulderWidth > 0 && spine && shoulders) {
        applied.scaled = true;
        applied.spineScale = *spine / pose.originalSpineLength;
        applied.shoulderScale = *shoulders / pose.originalShoulderWidth;
    }

    std::size_t named = 0, matched = 0;
    const auto find = [&](const std::string& bone) -> std::optional<std::size_t> {
        ++named;
        const auto it = index.find(bone);
        if (it == index.end()) {
            if (std::find(applied.unknownBones.begin(), applied.unknownBones.end(), bone) == applied.unknownBones.end())
                applied.unknownBones.push_back(bone);
            return std::nullopt;
        }
        ++matched;
        return it->second;
    };
    for (const MpfbBoneRotation& r : pose.rotations)
        if (const auto b = find(r.bone))
            clip.rotation[*b] = (rig.bones[*b].rotation * mpfbRotation(r)).normalized();
    for (const auto& [bone, location] : pose.translations)
        if (const auto b = find(bone)) {
            const Eigen::Vector3d scaled(location.x() * applied.shoulderScale, location.y() * applied.shoulderScale,
                                         location.z() * applied.spineScale);
            clip.translation[*b] = rig.bones[*b].translation + rig.bones[*b].rotation * scaled;
        }
    if (named > 0 && matched == 0)
        out.refusals.add("MPFB_POSE_RIG", "the pose (skeleton type \"" + pose.skeletonType + "\") names " +
                                              std::to_string(applied.unknownBones.size()) +
                                              " bones and none is a bone of the rig; give a pose of this rig's "
                                              "skeleton type");
    return out;
}

Skeleton3 posedAsRest(const Skeleton3& rig, const Clip3& clip, std::size_t frame)
{
    Skeleton3 posed = rig;
    for (std::size_t b = 0; b < posed.bones.size() && b < clip.bones && frame < clip.frames; ++b) {
        posed.bones[b].rotation = clip.rotationAt(frame, b);
        posed.bones[b].translation = clip.translationAt(frame, b);
    }
    return posed;
}

}  // namespace rigpose::r3d
