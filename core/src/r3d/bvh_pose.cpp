// A BVH frame posed: each joint's local transform is its offset plus its position channels,
// then its rotation channels as rotations about the parent-relative axes in the order listed
// (Zrotation Yrotation Xrotation is Rz · Ry · Rx), under its parent's world transform.

#include "rigpose/r3d/bvh.h"

#include <numbers>

namespace rigpose::r3d {

namespace {

Eigen::Vector3d unit(Axis a)
{
    return a == Axis::X ? Eigen::Vector3d::UnitX() : a == Axis::Y ? Eigen::Vector3d::UnitY() : Eigen::Vector3d::UnitZ();
}

std::vector<Eigen::Isometry3d> posed(const Bvh& bvh, const double* values)
{
    std::vector<Eigen::Isometry3d> world(bvh.joints.size(), Eigen::Isometry3d::Identity());
    std::size_t at = 0;
    for (std::size_t j = 0; j < bvh.joints.size(); ++j) {
        const BvhJoint& joint = bvh.joints[j];
        Eigen::Vector3d translation = joint.offset;
        Eigen::Matrix3d rotation = Eigen::Matrix3d::Identity();
        for (const Channel& c : joint.channels) {
            const double v = values ? values[at] : 0.0;
            ++at;
            if (c.position)
                translation(static_cast<int>(c.axis)) += v;
            else
                rotation = rotation * Eigen::AngleAxisd(v * std::numbers::pi / 180, unit(c.axis)).toRotationMatrix();
        }
        Eigen::Isometry3d local = Eigen::Isometry3d::Identity();
        local.linear() = rotation;
        local.translation() = translation;
        world[j] = joint.parent >= 0 && static_cast<std::size_t>(joint.parent) < j
                       ? world[static_cast<std::size_t>(joint.parent)] * local
                       : local;
    }
    return world;
}

}  // namespace

std::vector<Eigen::Isometry3d> bvhWorld(const Bvh& bvh, std::size_t frame)
{
    const std::size_t perFrame = bvh.channelCount();
    if (frame >= bvh.frames || (frame + 1) * perFrame > bvh.values.size())
        return bvhRestWorld(bvh);
    return posed(bvh, bvh.values.data() + frame * perFrame);
}

std::vector<Eigen::Isometry3d> bvhRestWorld(const Bvh& bvh) { return posed(bvh, nullptr); }

}  // namespace rigpose::r3d
