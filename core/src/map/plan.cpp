// rig-pose plan: the map laid over the rig, in lines.

#include "rigpose/map/plan.h"

#include "rigpose/map/aim.h"
#include "rigpose/util/number_format.h"

namespace rigpose::map {

std::vector<std::string> planLines(const Map& map, const rig::Rig& rig, const std::string& mapName)
{
    std::vector<std::string> lines;
    std::vector<std::string> mappedBy(rig.bones.size());
    std::size_t mapped = 0;
    for (const Chain& chain : map.chains)
        for (std::size_t k = 0; k < chain.boneIndices.size(); ++k, ++mapped)
            mappedBy[static_cast<std::size_t>(chain.boneIndices[k])] = chain.name;
    lines.push_back("PLAN rig \"" + rig.name + "\" (" + std::to_string(rig.bones.size()) + " bones) under " + mapName +
                    ": " + std::to_string(map.chains.size()) + " chain(s), " + std::to_string(mapped) +
                    " bone(s) keyed by rotate" +
                    (map.translate ? ", bone \"" + map.translate->bone + "\" by translate" : std::string()));
    for (const Chain& chain : map.chains) {
        std::string line = "CHAIN " + chain.name + ":";
        for (std::size_t k = 0; k < chain.bones.size(); ++k)
            line += (k ? "," : "") + std::string(" ") + chain.bones[k] + " <- " + chain.joints[k].name + " -> " +
                    chain.joints[k + 1].name + " (aim " + chain.aims[k].text + ")";
        if (chain.bones.size() > 1)
            line += "; bend " + std::string(bendName(chain.bend));
        if (chain.reach)
            line += "; reach";
        if (chain.nod)
            line += std::string("; nod ") + (*chain.nod ? "true" : "false");
        for (const Range& r : chain.range)
            line += "; range " + r.bone + " [" + formatFixed(r.min, 3) + ", " + formatFixed(r.max, 3) + "]";
        lines.push_back(line);
    }
    if (map.translate) {
        const Translate& t = *map.translate;
        lines.push_back("TRANSLATE " + t.bone + " <- " + t.joint.name + "'s travel, scaled by rig " +
                        t.scaleRig[0].text + " -> " + t.scaleRig[1].text + " (" + formatFixed(t.rigLength, 3) +
                        " units) over the pose's median " + t.scalePose[0].name + " -> " + t.scalePose[1].name);
    } else {
        lines.push_back("TRANSLATE none: the figure turns in place, its travel is not keyed");
    }
    std::size_t spare = 0;
    for (std::size_t i = 0; i < rig.bones.size(); ++i) {
        if (!mappedBy[i].empty() || (map.translate && static_cast<int>(i) == map.translate->boneIndex))
            continue;
        ++spare;
        std::string carrier;
        for (int p = rig.bones[i].parentIndex; p >= 0 && carrier.empty();
             p = rig.bones[static_cast<std::size_t>(p)].parentIndex)
            if (!mappedBy[static_cast<std::size_t>(p)].empty())
                carrier = rig.bones[static_cast<std::size_t>(p)].name + " (chain " +
                          mappedBy[static_cast<std::size_t>(p)] + ")";
            else if (map.translate && p == map.translate->boneIndex)
                carrier = rig.bones[static_cast<std::size_t>(p)].name + " (translated)";
        lines.push_back("SPARE " + rig.bones[i].name + ": not keyed; " +
                        (carrier.empty() ? std::string("nothing the map moves carries it") : "moves with " + carrier));
    }
    if (spare == 0)
        lines.push_back("SPARE none: the map keys every bone of the rig");
    return lines;
}

}  // namespace rigpose::map
