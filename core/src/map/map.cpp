// Small helpers of the map model, and the key retarget does not apply yet (the nod).

#include "rigpose/map/map.h"

namespace rigpose::map {

std::string_view bendName(Bend bend)
{
    switch (bend) {
    case Bend::Rest:
        return "rest";
    case Bend::Ccw:
        return "ccw";
    case Bend::Cw:
        return "cw";
    case Bend::Free:
        return "free";
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
    // Every key the retarget does not apply yet is refused where it is read (MAP_UNSUPPORTED);
    // the sets themselves are switched (core/switches). Kept as the one place a later key that
    // the reader must accept (for plan and the studio) but the retarget cannot apply would go.
    (void)map;
    (void)displayName;
    return RefusalList();
}

}  // namespace rigpose::map
