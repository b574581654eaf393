#pragma once
// The bake (issue 39): a clip moved from the rig it was made on onto another, role by role.
// Each frame is posed on the source as authored; each mapped role's world rotation is read as a
// turn away from the source's canonical T-pose, and that turn is put on the target's canonical
// T-pose, then read back into the target's local rotations through its parent as animated, top
// down, so no error runs down a limb. The hips' travel is scaled by the hips' heights.

#include <string>
#include <vector>

#include <Eigen/Geometry>

#include "rigpose/r3d/bvh.h"
#include "rigpose/r3d/skeleton.h"
#include "rigpose/util/refusal.h"

namespace rigpose::r3d {

// A clip on a skeleton's bones: each frame's local rotation and translation of every bone.
struct Clip3 {
    double frameTime = 0;
    std::size_t frames = 0, bones = 0;
    std::vector<Eigen::Quaterniond> rotation;  // [frame * bones + bone]
    std::vector<Eigen::Vector3d> translation;  // [frame * bones + bone]

    const Eigen::Quaterniond& rotationAt(std::size_t f, std::size_t b) const { return rotation[f * bones + b]; }
    const Eigen::Vector3d& translationAt(std::size_t f, std::size_t b) const { return translation[f * bones + b]; }
};

// A BVH's motion as a clip on skeletonOf(bvh)'s bones: its channels composed per joint.
Clip3 clipOf(const Bvh& bvh);

// Each bone's world transform on a frame of a clip over `skeleton`'s bones.
std::vector<Eigen::Isometry3d> posedWorld(const Skeleton3& skeleton, const Clip3& clip, std::size_t frame);

// The hips' height over the lower ankle (the lower toes joint on a rig without feet), in the
// canonical T-pose.
double hipHeight(const Skeleton3& skeleton);

struct BakeOptions {
    // Absolute correction: both rigs' canonical binds made symmetric (symmetrized), and the
    // target's bones keep the symmetric offsets. Relative (the default) keeps each rig's own.
    bool absolute = false;
};

// The skeleton a bake onto `target` poses: the target itself, or with absolute correction its
// bones at their symmetric offsets.
Skeleton3 bakedSkeleton(const Skeleton3& target, const BakeOptions& options);

// The clip baked onto `target`. A target bone without a role takes the local rotation of the
// source bone of its name, if there is one, else stays at its canonical rest. Refused
// (R3D_ROLES) when either rig lacks the hips.
Loaded<Clip3> bake(const Clip3& clip, const Skeleton3& source, const Skeleton3& target,
                   const BakeOptions& options = {});

// A clip written as a BVH: the root's position and every joint's rotation as Z, Y, X Euler
// angles (the channels are set so). On a rig whose bones have rest turns (MPFB's, a glTF
// skin's) the turns are taken out, the offsets read in world axes, and every joint is posed
// where the clip puts it; only the root's travel is kept of the bones' translations.
Bvh bvhWithClip(const Skeleton3& skeleton, const Clip3& clip);

}  // namespace rigpose::r3d
