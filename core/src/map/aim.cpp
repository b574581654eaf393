// Aim geometry shared by the map's checks and the retarget.

#include "rigpose/map/aim.h"

#include <cmath>
#include <numbers>

namespace rigpose::map {

Eigen::Vector2d aimVector(const Aim& aim, int bone, std::span<const rig::WorldTransform> pose)
{
    const rig::WorldTransform& w = pose[static_cast<std::size_t>(bone)];
    switch (aim.kind) {
    case AimKind::X:
        return {w.a, w.c};
    case AimKind::Point:
        return rig::pointAt(aim.to, pose) - w.origin();
    case AimKind::Between:
        return rig::pointAt(aim.to, pose) - rig::pointAt(aim.from, pose);
    }
    return {w.a, w.c};
}

double directionDegrees(const Eigen::Vector2d& v)
{
    return wrapDegrees(std::atan2(v.y(), v.x()) * 180.0 / std::numbers::pi);
}

double wrapDegrees(double degrees)
{
    double r = std::fmod(degrees, 360.0);
    if (r <= -180.0)
        r += 360.0;
    else if (r > 180.0)
        r -= 360.0;
    return r;
}

bool descendsFrom(const rig::Rig& rig, int bone, int ancestor)
{
    for (int b = bone; b >= 0; b = rig.bones[static_cast<std::size_t>(b)].parentIndex)
        if (b == ancestor)
            return true;
    return false;
}

}  // namespace rigpose::map
