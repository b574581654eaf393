#include "rigpose/r3d/bake.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace rigpose::r3d {

namespace {

Eigen::Vector3d unit(Axis a)
{
    return a == Axis::X ? Eigen::Vector3d::UnitX() : a == Axis::Y ? Eigen::Vector3d::UnitY() : Eigen::Vector3d::UnitZ();
}

Eigen::Quaterniond rotationOf(const Eigen::Isometry3d& w) { return Eigen::Quaterniond(w.rotation()).normalized(); }

// [bone]: the role it fills, or none.
std::vector<std::optional<Role>> roleOfBone(const Skeleton3& s)
{
    std::vector<std::optional<Role>> out(s.bones.size());
    for (std::size_t r = 0; r < kRoleCount; ++r)
        if (const int b = s.roles.bone[r]; b >= 0 && static_cast<std::size_t>(b) < out.size())
            out[static_cast<std::size_t>(b)] = static_cast<Role>(r);
    return out;
}

int boneNamed(const Skeleton3& s, const std::string& name)
{
    for (std::size_t b = 0; b < s.bones.size(); ++b)
        if (s.bones[b].name == name)
            return static_cast<int>(b);
    return -1;
}

}  // namespace

Clip3 clipOf(const Bvh& bvh)
{
    Clip3 clip;
    clip.frameTime = bvh.frameTime;
    clip.frames = bvh.frames;
    clip.bones = bvh.joints.size();
    clip.rotation.reserve(clip.frames * clip.bones);
    clip.translation.reserve(clip.frames * clip.bones);
    const std::size_t perFrame = bvh.channelCount();
    for (std::size_t f = 0; f < bvh.frames; ++f) {
        std::size_t at = f * perFrame;
        for (const BvhJoint& joint : bvh.joints) {
            Eigen::Quaterniond q = Eigen::Quaterniond::Identity();
            Eigen::Vector3d t = joint.offset;
            for (const Channel& c : joint.channels) {
                const double v = at < bvh.values.size() ? bvh.values[at] : 0.0;
                ++at;
                if (c.position)
                    t(static_cast<int>(c.axis)) += v;
                else
                    q = q * Eigen::Quaterniond(Eigen::AngleAxisd(v * std::numbers::pi / 180, unit(c.axis)));
            }
            clip.rotation.push_back(q.normalized());
            clip.translation.push_back(t);
        }
    }
    return clip;
}

std::vector<Eigen::Isometry3d> posedWorld(const Skeleton3& skeleton, const Clip3& clip, std::size_t frame)
{
    std::vector<Eigen::Isometry3d> world(skeleton.bones.size(), Eigen::Isometry3d::Identity());
    for (std::size_t b = 0; b < skeleton.bones.size() && b < clip.bones; ++b) {
        Eigen::Isometry3d local = Eigen::Isometry3d::Identity();
        local.linear() = clip.rotationAt(frame, b).toRotationMatrix();
        local.translation() = clip.translationAt(frame, b);
        const int p = skeleton.bones[b].parent;
        world[b] = p >= 0 ? world[static_cast<std::size_t>(p)] * local : local;
    }
    return world;
}

double hipHeight(const Skeleton3& skeleton)
{
    const Skeleton3 t = normalizedToTPose(skeleton);
    const int hips = t.roles.boneOf(Role::Hips);
    if (hips < 0)
        return 0;
    const std::vector<Eigen::Isometry3d> world = t.restWorld();
    // Measured to the ankles where the rig has them, so that rigs with toes and rigs without
    // (MPFB's default names no toe role) measure the same length of leg.
    double lowest = std::numeric_limits<double>::infinity();
    for (Role r : {Role::FootL, Role::FootR})
        if (const int b = t.roles.boneOf(r); b >= 0)
            lowest = std::min(lowest, world[static_cast<std::size_t>(b)].translation().y());
    if (!std::isfinite(lowest))
        for (Role r : {Role::ToesL, Role::ToesR})
            if (const int b = t.roles.boneOf(r); b >= 0)
                lowest = std::min(lowest, world[static_cast<std::size_t>(b)].translation().y());
    if (!std::isfinite(lowest))
        for (const Eigen::Isometry3d& w : world)
            lowest = std::min(lowest, w.translation().y());
    return world[static_cast<std::size_t>(hips)].translation().y() - lowest;
}

Skeleton3 bakedSkeleton(const Skeleton3& target, const BakeOptions& options)
{
    Skeleton3 out = target;
    if (!options.absolute)
        return out;
    const Skeleton3 symmetric = symmetrized(normalizedToTPose(target));
    for (std::size_t b = 0; b < out.bones.size(); ++b)
        if (out.bones[b].parent >= 0)
            out.bones[b].translation = symmetric.bones[b].translation;
    return out;
}

Loaded<Clip3> bake(const Clip3& clip, const Skeleton3& source, const Skeleton3& target, const BakeOptions& options)
{
    Loaded<Clip3> out;
    const int sourceHips = source.roles.boneOf(Role::Hips), targetHips = target.roles.boneOf(Role::Hips);
    if (sourceHips < 0 || targetHips < 0) {
        out.refusals.add("R3D_ROLES", std::string(sourceHips < 0 ? "the source" : "the target") +
                                          " rig has no bone for the hips; name it as a convention does or map it in a "
                                          "profile");
        return out;
    }
    const auto canonical = [&](const Skeleton3& s) {
        return options.absolute ? symmetrized(normalizedToTPose(s)) : normalizedToTPose(s);
    };
    const Skeleton3 sourceT = canonical(source), targetT = canonical(target);
    const Skeleton3 shape = bakedSkeleton(target, options);
    const std::vector<Eigen::Isometry3d> sourceCanon = sourceT.restWorld(), targetCanon = targetT.restWorld();
    const std::vector<Eigen::Isometry3d> sourceRest = source.restWorld(), targetRest = shape.restWorld();
    const std::vector<std::optional<Role>> roleOf = roleOfBone(target);
    std::vector<int> sameName(target.bones.size(), -1);
    for (std::size_t b = 0; b < target.bones.size(); ++b)
        if (!roleOf[b])
            sameName[b] = boneNamed(source, target.bones[b].name);
    const double sourceHeight = hipHeight(source), targetHeight = hipHeight(target);
    const double ratio = sourceHeight > 0 && targetHeight > 0 ? targetHeight / sourceHeight : 1.0;

    Clip3& baked = out.value;
    baked.frameTime = clip.frameTime;
    baked.frames = clip.frames;
    baked.bones = target.bones.size();
    baked.rotation.resize(baked.frames * baked.bones);
    baked.translation.resize(baked.frames * baked.bones);
    std::vector<Eigen::Isometry3d> world(target.bones.size());
    for (std::size_t f = 0; f < clip.frames; ++f) {
        const std::vector<Eigen::Isometry3d> posed = posedWorld(source, clip, f);
        for (std::size_t b = 0; b < target.bones.size(); ++b) {
            const int p = target.bones[b].parent;
            const Eigen::Isometry3d parent = p >= 0 ? world[static_cast<std::size_t>(p)]
                                                    : Eigen::Isometry3d::Identity();
            const Eigen::Quaterniond parentRotation = rotationOf(parent);
            Eigen::Quaterniond local = target.bones[b].rotation;
            const int from = roleOf[b] ? source.roles.boneOf(*roleOf[b]) : sameName[b];
            if (roleOf[b] && from >= 0) {
                // The source's turn away from its canonical bind, put on the target's.
                const auto s = static_cast<std::size_t>(from);
                const Eigen::Quaterniond turn = rotationOf(posed[s]) * rotationOf(sourceCanon[s]).conjugate();
                local = (parentRotation.conjugate() * turn * rotationOf(targetCanon[b])).normalized();
            } else if (from >= 0) {
                local = clip.rotationAt(f, static_cast<std::size_t>(from));
            }
            Eigen::Vector3d translation = shape.bones[b].translation;
            if (static_cast<int>(b) == targetHips) {
                const auto s = static_cast<std::size_t>(sourceHips);
                const Eigen::Vector3d moved = targetRest[b].translation() +
                                              ratio * (posed[s].translation() - sourceRest[s].translation());
                translation = parent.inverse() * moved;
            }
            Eigen::Isometry3d l = Eigen::Isometry3d::Identity();
            l.linear() = local.toRotationMatrix();
            l.translation() = translation;
            world[b] = parent * l;
            baked.rotation[f * baked.bones + b] = local;
            baked.translation[f * baked.bones + b] = translation;
        }
    }
    return out;
}

Bvh bvhWithClip(const Skeleton3& skeleton, const Clip3& clip)
{
    // A BVH joint has no rest turn. On a rig whose bones have one (MPFB's, a glTF skin's) each
    // joint's axes are taken as its rest world turn undone: the offsets then read in world axes,
    // the BVH's rest is the rig's own shape, and every posed joint lands where the clip puts it.
    const std::size_t n = skeleton.bones.size();
    const bool rolled = std::any_of(skeleton.bones.begin(), skeleton.bones.end(), [](const Bone3& b) {
        return b.rotation.angularDistance(Eigen::Quaterniond::Identity()) > 1e-12;
    });
    std::vector<Eigen::Quaterniond> restTurn(n, Eigen::Quaterniond::Identity());
    if (rolled)
        for (std::size_t b = 0; b < n; ++b) {
            const int p = skeleton.bones[b].parent;
            restTurn[b] = (p >= 0 ? restTurn[static_cast<std::size_t>(p)] : Eigen::Quaterniond::Identity()) *
                          skeleton.bones[b].rotation;
        }
    Bvh bvh;
    bvh.frameTime = clip.frameTime;
    bvh.frames = clip.frames;
    const std::vector<Channel> rotations{{false, Axis::Z}, {false, Axis::Y}, {false, Axis::X}};
    for (const Bone3& b : skeleton.bones) {
        BvhJoint j;
        j.name = b.name;
        j.parent = b.parent;
        j.offset = b.parent >= 0 ? restTurn[static_cast<std::size_t>(b.parent)] * b.translation : b.translation;
        if (b.parent < 0)
            j.channels = {{true, Axis::X}, {true, Axis::Y}, {true, Axis::Z}};
        j.channels.insert(j.channels.end(), rotations.begin(), rotations.end());
        bvh.joints.push_back(std::move(j));
    }
    std::vector<Eigen::Quaterniond> world(n), unrolled(n);
    for (std::size_t f = 0; f < clip.frames; ++f)
        for (std::size_t b = 0; b < n; ++b) {
            const int p = skeleton.bones[b].parent;
            if (p < 0) {
                const Eigen::Vector3d moved = clip.translationAt(f, b) - skeleton.bones[b].translation;
                bvh.values.insert(bvh.values.end(), {moved.x(), moved.y(), moved.z()});
            }
            Eigen::Quaterniond local = clip.rotationAt(f, b);
            if (rolled) {
                world[b] = p >= 0 ? world[static_cast<std::size_t>(p)] * local : local;
                unrolled[b] = world[b] * restTurn[b].conjugate();
                local = p >= 0 ? unrolled[static_cast<std::size_t>(p)].conjugate() * unrolled[b] : unrolled[b];
            }
            // R = Rz · Ry · Rx, the channels' order.
            const Eigen::Vector3d zyx = local.toRotationMatrix().eulerAngles(2, 1, 0);
            for (int i = 0; i < 3; ++i)
                bvh.values.push_back(zyx(i) * 180 / std::numbers::pi);
        }
    return bvh;
}

}  // namespace rigpose::r3d
