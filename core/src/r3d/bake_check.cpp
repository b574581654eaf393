#include "rigpose/r3d/bake_check.h"

#include <cmath>
#include <numbers>

namespace rigpose::r3d {

namespace {

// The roles a segment may end at, nearest first.
std::vector<Role> endsOf(Role role)
{
    switch (role) {
    case Role::Hips:
        return {Role::Spine, Role::Chest, Role::UpperChest, Role::Neck};
    case Role::Spine:
        return {Role::Chest, Role::UpperChest, Role::Neck, Role::Head};
    case Role::Chest:
        return {Role::UpperChest, Role::Neck, Role::Head};
    case Role::UpperChest:
        return {Role::Neck, Role::Head};
    case Role::Neck:
        return {Role::Head};
    case Role::ShoulderL:
        return {Role::UpperArmL};
    case Role::UpperArmL:
        return {Role::LowerArmL};
    case Role::LowerArmL:
        return {Role::HandL};
    case Role::ShoulderR:
        return {Role::UpperArmR};
    case Role::UpperArmR:
        return {Role::LowerArmR};
    case Role::LowerArmR:
        return {Role::HandR};
    case Role::UpperLegL:
        return {Role::LowerLegL};
    case Role::LowerLegL:
        return {Role::FootL};
    case Role::FootL:
        return {Role::ToesL};
    case Role::UpperLegR:
        return {Role::LowerLegR};
    case Role::LowerLegR:
        return {Role::FootR};
    case Role::FootR:
        return {Role::ToesR};
    default:
        return {};
    }
}

double degreesBetween(const Eigen::Vector3d& a, const Eigen::Vector3d& b)
{
    return std::atan2(a.cross(b).norm(), a.dot(b)) * 180 / std::numbers::pi;
}

Eigen::Quaterniond rotationOf(const Eigen::Isometry3d& w) { return Eigen::Quaterniond(w.rotation()).normalized(); }

// The names of the bones strictly between `from` and its descendant `to`, nearest `to` first;
// none when `to` does not hang under `from`.
std::optional<std::vector<std::string>> namesBetween(const Skeleton3& s, int from, int to)
{
    std::vector<std::string> names;
    for (int b = s.bones[static_cast<std::size_t>(to)].parent; b >= 0;
         b = s.bones[static_cast<std::size_t>(b)].parent) {
        if (b == from)
            return names;
        names.push_back(s.bones[static_cast<std::size_t>(b)].name);
    }
    return std::nullopt;
}

}  // namespace

std::optional<Role> segmentEnd(const RoleMapping& roles, Role role)
{
    for (Role end : endsOf(role))
        if (roles.boneOf(end) >= 0)
            return end;
    return std::nullopt;
}

BakeCheck checkBake(const Clip3& clip, const Skeleton3& source, const Clip3& baked, const Skeleton3& target,
                    const BakeOptions& options)
{
    BakeCheck out;
    const auto canonical = [&](const Skeleton3& s) {
        return options.absolute ? symmetrized(normalizedToTPose(s)) : normalizedToTPose(s);
    };
    const Skeleton3 sourceT = canonical(source), targetT = canonical(target);
    const std::vector<Eigen::Isometry3d> sourceCanon = sourceT.restWorld(), targetCanon = targetT.restWorld();
    const Skeleton3 shape = bakedSkeleton(target, options);
    const double shortest = 0.01 * std::min(hipHeight(source), hipHeight(target));
    struct Segment {
        RoleCheck check;
        std::size_t sourceBone, from, to, sourceEnd;
        Eigen::Vector3d canonical;        // the target's, in its canonical T-pose
        Eigen::Vector3d sourceCanonical;  // the source's
        // The bones between the two joints are the same bones by name on both rigs, so the bake
        // carries their turns (CMU's Neck1 between neck and head): the segment is wanted where the
        // source's own segment points, bends and all, not where the role's turn alone puts it.
        bool followsSource;
    };
    std::vector<Segment> segments;
    for (std::size_t r = 0; r < kRoleCount; ++r) {
        const Role role = static_cast<Role>(r);
        const int s = source.roles.boneOf(role), t = target.roles.boneOf(role);
        if (s < 0 || t < 0)
            continue;
        const std::optional<Role> end = segmentEnd(target.roles, role);
        if (!end)
            continue;
        const int te = target.roles.boneOf(*end);
        const int se = source.roles.boneOf(*end);
        if (se < 0)
            continue;
        const Eigen::Vector3d d = targetCanon[static_cast<std::size_t>(te)].translation() -
                                  targetCanon[static_cast<std::size_t>(t)].translation();
        const Eigen::Vector3d ds = sourceCanon[static_cast<std::size_t>(se)].translation() -
                                   sourceCanon[static_cast<std::size_t>(s)].translation();
        if (d.norm() < shortest || ds.norm() < shortest)
            continue;
        const auto between = namesBetween(target, t, te);
        segments.push_back({{role, *end, 0, 0},
                            static_cast<std::size_t>(s),
                            static_cast<std::size_t>(t),
                            static_cast<std::size_t>(te),
                            static_cast<std::size_t>(se),
                            d.normalized(),
                            ds.normalized(),
                            between && !between->empty() && between == namesBetween(source, s, se)});
    }
    for (std::size_t f = 0; f < clip.frames && f < baked.frames; ++f) {
        const std::vector<Eigen::Isometry3d> posedSource = posedWorld(source, clip, f);
        const std::vector<Eigen::Isometry3d> posedTarget = posedWorld(shape, baked, f);
        for (Segment& seg : segments) {
            const Eigen::Quaterniond turn = rotationOf(posedSource[seg.sourceBone]) *
                                            rotationOf(sourceCanon[seg.sourceBone]).conjugate();
            Eigen::Vector3d want = turn * seg.canonical;
            if (seg.followsSource) {
                const Eigen::Vector3d bent = posedSource[seg.sourceEnd].translation() -
                                             posedSource[seg.sourceBone].translation();
                want = Eigen::Quaterniond::FromTwoVectors(turn * seg.sourceCanonical, bent) * want;
            }
            const Eigen::Vector3d got = posedTarget[seg.to].translation() - posedTarget[seg.from].translation();
            const double off = degreesBetween(want, got);
            if (!(off <= seg.check.worstDegrees)) {  // a NaN counts as the worst
                seg.check.worstDegrees = std::isfinite(off) ? off : 180.0;
                seg.check.worstFrame = f;
            }
        }
    }
    for (const Segment& seg : segments) {
        out.roles.push_back(seg.check);
        if (seg.check.worstDegrees > out.worstDegrees) {
            out.worstDegrees = seg.check.worstDegrees;
            out.worstRole = seg.check.role;
            out.worstFrame = seg.check.worstFrame;
        }
    }
    return out;
}

}  // namespace rigpose::r3d
