// The two body measures MPFB scales a pose's translations by, taken on a rig's rest.

#include "rigpose/r3d/mpfb_pose.h"

namespace rigpose::r3d {

namespace {

int boneNamed(const Skeleton3& rig, std::string_view name)
{
    for (std::size_t b = 0; b < rig.bones.size(); ++b)
        if (rig.bones[b].name == name)
            return static_cast<int>(b);
    return -1;
}

// The bone's tip at rest, in the rig's space: its tail, else its first child's head.
std::optional<Eigen::Vector3d> tipOf(const Skeleton3& rig, const std::vector<Eigen::Isometry3d>& rest, int bone)
{
    const auto b = static_cast<std::size_t>(bone);
    if (rig.bones[b].tail)
        return rest[b] * *rig.bones[b].tail;
    for (std::size_t c = b + 1; c < rig.bones.size(); ++c)
        if (rig.bones[c].parent == bone)
            return rest[c].translation();
    return std::nullopt;
}

}  // namespace

std::optional<double> mpfbSpineLength(const Skeleton3& rig)
{
    const int head = boneNamed(rig, "spine05"), tail = boneNamed(rig, "spine01");
    if (head < 0 || tail < 0)
        return std::nullopt;
    const auto rest = rig.restWorld();
    const auto tip = tipOf(rig, rest, tail);
    if (!tip)
        return std::nullopt;
    return (rest[static_cast<std::size_t>(head)].translation() - *tip).norm();
}

std::optional<double> mpfbShoulderWidth(const Skeleton3& rig)
{
    const int left = boneNamed(rig, "shoulder01.L"), right = boneNamed(rig, "shoulder01.R");
    if (left < 0 || right < 0)
        return std::nullopt;
    const auto rest = rig.restWorld();
    const auto l = tipOf(rig, rest, left), r = tipOf(rig, rest, right);
    if (!l || !r)
        return std::nullopt;
    return (*l - *r).norm();
}

}  // namespace rigpose::r3d
