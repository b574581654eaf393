// Small helpers of the map model, and the key retarget does not apply yet (the nod).

#include "rigpose/map/map.h"

namespace rigpose::map {

std::string_view bendName(Bend bend)
{
    switch (bend) {
    case Bend::Rest: return "rest";
    case Bend::Ccw: return "ccw";
    case Bend::Cw: return "cw";
    case Bend::Free: return "free";
    }
    return "rest";
}

std::optional<PosePoint> posePoint(std::string_view name)
{
    if (auto joint = body::jointFromName(name))
        return PosePoint{std::string(name), {*joint, *joint}};
    if (auto derived = body::derivedPointFromName(name))
        return PosePoint{std::string(name), body::derivedPointJoints(*derived)};
    return std::nullopt;
}

bool Chain::carriesEyeLine() const
{
    for (std::size_t k = 0; k + 1 < joints.size(); ++k) {
        const std::string& a = joints[k].name;
        const std::string& b = joints[k + 1].name;
        if ((a == "r_eye" && b == "l_eye") || (a == "l_eye" && b == "r_eye"))
            return true;
    }
    return false;
}

std::vector<Map::MappedBone> Map::mappedBones() const
{
    std::vector<MappedBone> out;
    for (std::size_t c = 0; c < chains.size(); ++c)
        for (std::size_t k = 0; k < chains[c].boneIndices.size(); ++k)
            out.push_back({chains[c].boneIndices[k], c, k});
    return out;
}

RefusalList unsupportedByRetarget(const Map& map, const std::string& displayName)
{
    // The sets are read and resolved (plan and the studio show them); which frames show them is
    // the switches stage, still to come. Refused by name so a map's drawings are never dropped.
    RefusalList out;
    if (!map.alternates.empty())
        out.add("MAP_UNSUPPORTED", displayName + ": \"alternates\" are read, but this build of rig-pose does not "
                                   "switch drawings yet; remove them to retarget with the setup drawings");
    return out;
}

}  // namespace rigpose::map
