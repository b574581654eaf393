// Where the keys put the nodding head's origin on every frame. The gate lands it beside the
// translated bone's origin, on the same read-back build and the same posing pass: one more LAND
// row (kind "origin"), and POSE_LANDS naming the nod when it misses.

#include "guards.h"

#include "readings/readings.h"

namespace rigpose::retarget::detail {

std::optional<OriginTarget> nodOrigins(const rig::Rig& rig, const Targets& targets, const KeyTracks& keys)
{
    if (keys.nodBone < 0)
        return std::nullopt;
    OriginTarget out;
    out.bone = keys.nodBone;
    out.what = "the nod";
    out.origins.reserve(targets.frames);
    const rig::Poser poser(rig);
    std::vector<rig::LocalPose> locals;
    std::vector<rig::WorldTransform> world;
    for (std::size_t f = 0; f < targets.frames; ++f) {
        posedWorld(poser, targets, keys, f, locals, world);
        out.origins.push_back(world[static_cast<std::size_t>(keys.nodBone)].origin());
    }
    return out;
}

}  // namespace rigpose::retarget::detail
