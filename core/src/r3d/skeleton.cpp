#include "rigpose/r3d/skeleton.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

namespace rigpose::r3d {

namespace {

std::vector<Eigen::Isometry3d> worldOf(const std::vector<Bone3>& bones)
{
    std::vector<Eigen::Isometry3d> world(bones.size(), Eigen::Isometry3d::Identity());
    for (std::size_t b = 0; b < bones.size(); ++b) {
        Eigen::Isometry3d local = Eigen::Isometry3d::Identity();
        local.linear() = bones[b].rotation.normalized().toRotationMatrix();
        local.translation() = bones[b].translation;
        const int p = bones[b].parent;
        world[b] = p >= 0 && static_cast<std::size_t>(p) < b ? world[static_cast<std::size_t>(p)] * local : local;
    }
    return world;
}

// Sets bone b's world rotation to `want`, its local rotation read through its parent's.
void setWorldRotation(std::vector<Bone3>& bones, const std::vector<Eigen::Isometry3d>& world, std::size_t b,
                      const Eigen::Quaterniond& want)
{
    const int p = bones[b].parent;
    const Eigen::Quaterniond parent = p >= 0 ? Eigen::Quaterniond(world[static_cast<std::size_t>(p)].rotation())
                                             : Eigen::Quaterniond::Identity();
    bones[b].rotation = (parent.conjugate() * want).normalized();
}

struct Aim {
    Role bone, toward;
    Eigen::Vector3d direction;
};

// Top-down, so an upper limb is aimed before the lower one under it.
const std::array<Aim, 8> kAims{{
    {Role::UpperArmL, Role::LowerArmL, Eigen::Vector3d::UnitX()},
    {Role::LowerArmL, Role::HandL, Eigen::Vector3d::UnitX()},
    {Role::UpperArmR, Role::LowerArmR, -Eigen::Vector3d::UnitX()},
    {Role::LowerArmR, Role::HandR, -Eigen::Vector3d::UnitX()},
    {Role::UpperLegL, Role::LowerLegL, -Eigen::Vector3d::UnitY()},
    {Role::LowerLegL, Role::FootL, -Eigen::Vector3d::UnitY()},
    {Role::UpperLegR, Role::LowerLegR, -Eigen::Vector3d::UnitY()},
    {Role::LowerLegR, Role::FootR, -Eigen::Vector3d::UnitY()},
}};

}  // namespace

std::vector<Eigen::Isometry3d> Skeleton3::restWorld() const { return worldOf(bones); }

std::optional<Eigen::Vector3d> Skeleton3::rolePosition(Role role) const
{
    const int b = roles.boneOf(role);
    if (b < 0)
        return std::nullopt;
    return restWorld()[static_cast<std::size_t>(b)].translation();
}

Skeleton3 skeletonOf(const Bvh& bvh)
{
    Skeleton3 out;
    std::vector<std::string> names;
    std::vector<int> parents;
    for (const BvhJoint& j : bvh.joints) {
        out.bones.push_back({j.name, j.parent, j.offset, Eigen::Quaterniond::Identity()});
        names.push_back(j.name);
        parents.push_back(j.parent);
    }
    out.roles = findRoles(names, parents);
    return out;
}

Skeleton3 normalizedToTPose(const Skeleton3& skeleton)
{
    Skeleton3 out = skeleton;
    if (out.bones.empty())
        return out;
    // The facing: a turn about +Y taking the right hip → left hip line, flattened, onto +X.
    const auto left = out.rolePosition(Role::UpperLegL), right = out.rolePosition(Role::UpperLegR);
    if (left && right) {
        const Eigen::Vector3d side = *left - *right;
        if (std::hypot(side.x(), side.z()) > 1e-12) {
            const double yaw = std::atan2(side.z(), side.x());  // +X turned by −yaw about +Y
            const Eigen::Quaterniond turn(Eigen::AngleAxisd(yaw, Eigen::Vector3d::UnitY()));
            for (Bone3& b : out.bones)
                if (b.parent < 0) {
                    b.rotation = (turn * b.rotation).normalized();
                    b.translation = turn * b.translation;
                }
        }
    }
    // Centred on the sagittal plane: the hips' joint on x = 0.
    if (const auto hips = out.rolePosition(Role::Hips))
        for (Bone3& b : out.bones)
            if (b.parent < 0)
                b.translation.x() -= hips->x();
    for (const Aim& aim : kAims) {
        const int bone = out.roles.boneOf(aim.bone), toward = out.roles.boneOf(aim.toward);
        if (bone < 0 || toward < 0)
            continue;
        const std::vector<Eigen::Isometry3d> world = out.restWorld();
        const Eigen::Vector3d now = world[static_cast<std::size_t>(toward)].translation() -
                                    world[static_cast<std::size_t>(bone)].translation();
        if (now.norm() < 1e-12)
            continue;
        const Eigen::Quaterniond swing = Eigen::Quaterniond::FromTwoVectors(now.normalized(), aim.direction);
        setWorldRotation(out.bones, world, static_cast<std::size_t>(bone),
                         swing * Eigen::Quaterniond(world[static_cast<std::size_t>(bone)].rotation()));
    }
    return out;
}

}  // namespace rigpose::r3d

namespace rigpose::r3d {

Skeleton3 symmetrized(const Skeleton3& canonical)
{
    Skeleton3 out = canonical;
    const std::vector<Eigen::Isometry3d> world = canonical.restWorld();
    std::vector<std::optional<Eigen::Vector3d>> want(out.bones.size());
    for (std::size_t r = 0; r < kRoleCount; ++r) {
        const auto role = static_cast<Role>(r);
        const int b = out.roles.boneOf(role);
        if (b < 0)
            continue;
        Eigen::Vector3d p = world[static_cast<std::size_t>(b)].translation();
        const Role twin = mirrored(role);
        if (twin == role) {
            p.x() = 0;
        } else if (const int t = out.roles.boneOf(twin); t >= 0) {
            const Eigen::Vector3d q = world[static_cast<std::size_t>(t)].translation();
            p = Eigen::Vector3d((p.x() - q.x()) / 2, (p.y() + q.y()) / 2, (p.z() + q.z()) / 2);
        }
        want[static_cast<std::size_t>(b)] = p;
    }
    // Parents first: a bone's new offset is read against its parent as already moved.
    std::vector<Eigen::Isometry3d> moved(out.bones.size(), Eigen::Isometry3d::Identity());
    for (std::size_t b = 0; b < out.bones.size(); ++b) {
        const int p = out.bones[b].parent;
        const Eigen::Isometry3d parent = p >= 0 ? moved[static_cast<std::size_t>(p)] : Eigen::Isometry3d::Identity();
        if (want[b])
            out.bones[b].translation = parent.inverse() * *want[b];
        Eigen::Isometry3d local = Eigen::Isometry3d::Identity();
        local.linear() = out.bones[b].rotation.toRotationMatrix();
        local.translation() = out.bones[b].translation;
        moved[b] = parent * local;
    }
    return out;
}

double tPoseOffDegrees(const Skeleton3& skeleton)
{
    const std::vector<Eigen::Isometry3d> world = skeleton.restWorld();
    double worst = 0;
    for (const Aim& aim : kAims) {
        const int a = skeleton.roles.boneOf(aim.bone), b = skeleton.roles.boneOf(aim.toward);
        if (a < 0 || b < 0)
            continue;
        const Eigen::Vector3d d = world[static_cast<std::size_t>(b)].translation() -
                                  world[static_cast<std::size_t>(a)].translation();
        if (d.norm() > 0)
            worst = std::max(worst,
                             std::atan2(d.cross(aim.direction).norm(), d.dot(aim.direction)) * 180 / std::numbers::pi);
    }
    return worst;
}

}  // namespace rigpose::r3d
