// Which mapped bones the trunk smoothing reshapes (ref #116): the trunk's and the head's, never
// a limb's, and never a bone the scaled legs hang from (the hip: smoothing it would move the feet).

#include "trunk_smoothing.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace rigpose::reduce::detail {

namespace {

constexpr std::array<std::string_view, 8> kLimbJoints{"r_elbow", "l_elbow", "r_wrist", "l_wrist",
                                                      "r_knee",  "l_knee",  "r_ankle", "l_ankle"};

bool isLimb(const map::Chain& chain)
{
    return std::any_of(chain.joints.begin(), chain.joints.end(), [](const map::PosePoint& j) {
        return std::find(kLimbJoints.begin(), kLimbJoints.end(), j.name) != kLimbJoints.end();
    });
}

}  // namespace

std::vector<char> trunkBones(const rig::Rig& rig, const map::Map& map, const stage::Targets& targets,
                             const legs::LegScale& legScale)
{
    std::vector<char> aboveScaled(rig.bones.size(), 0);
    for (const legs::LegScaleSegment& s : legScale.segments)
        for (int b = rig.boneIndex(s.bone); b >= 0; b = rig.bones[static_cast<std::size_t>(b)].parentIndex)
            aboveScaled[static_cast<std::size_t>(b)] = 1;
    std::vector<char> out(targets.bones.size(), 0);
    for (std::size_t b = 0; b < targets.bones.size(); ++b) {
        const map::Map::MappedBone& m = targets.bones[b];
        out[b] = !isLimb(map.chains[m.chain]) && !aboveScaled[static_cast<std::size_t>(m.bone)];
    }
    return out;
}

}  // namespace rigpose::reduce::detail
