#include "rigpose/switches/drawn_from_key.h"

#include <cmath>

#include "rigpose/stage/held_joints.h"
#include "rigpose/stage/targets.h"
#include "rigpose/map/aim.h"
#include "rigpose/rig/poser.h"

namespace rigpose::switches {

std::vector<map::DrawnAngle> drawnFromKey(const map::AlternateSet& set, const map::Map& map, const rig::Rig& rig)
{
    std::vector<map::DrawnAngle> out;
    const std::vector<rig::WorldTransform> setup = rig::Poser(rig).setupWorld();
    for (std::size_t c : set.chainIndices) {
        const map::Chain& chain = map.chains[c];
        for (std::size_t k = 0; k < chain.bones.size(); ++k) {
            const auto from = map::keyPoint(set, chain.joints[k]), to = map::keyPoint(set, chain.joints[k + 1]);
            const int bone = chain.boneIndices[k];
            if (!from || !to || bone < 0)
                continue;
            // The inverse of the selection's drawn aim (geometry.cpp): the segment the aim names
            // may sit off the bone's x axis by a fixed turn at setup.
            const double offset = map::wrapDegrees(map::directionDegrees(map::aimVector(chain.aims[k], bone, setup)) -
                                                   setup[static_cast<std::size_t>(bone)].rotation());
            const double degrees = map::wrapDegrees(stage::pictureAngle(*from, *to) - offset);
            // Rounded, then wrapped again: -179.9996 rounds onto -180, which is written as 180.
            out.push_back({chain.bones[k], bone, map::wrapDegrees(std::round(degrees * 1000) / 1000) + 0.0});
        }
    }
    return out;
}

}  // namespace rigpose::switches
