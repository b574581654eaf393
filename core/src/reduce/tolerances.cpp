#include "tolerances.h"

#include <algorithm>
#include <optional>

#include "rigpose/map/aim.h"
#include "rigpose/rig/poser.h"

namespace rigpose::reduce::detail {

namespace {

// Why a named chain holds the bones above it: "ankle", "aim", or empty when it holds nothing.
std::string holdsBy(const map::Chain& chain, const stage::Targets& targets)
{
    for (const stage::OriginTarget& o : targets.moreOrigins)
        if (o.side >= 0 &&
            std::find(chain.boneIndices.begin(), chain.boneIndices.end(), o.bone) != chain.boneIndices.end())
            return "ankle";
    const bool aimed = std::any_of(chain.aims.begin(), chain.aims.end(),
                                   [](const map::Aim& a) { return a.kind != map::AimKind::X; });
    return aimed ? "aim" : "";
}

}  // namespace

BoneTolerances boneTolerances(const rig::Rig& rig, const map::Map& map, const stage::Targets& targets,
                              const Reduction& reduction)
{
    const std::size_t mapped = targets.bones.size();
    BoneTolerances out;
    out.degrees.assign(mapped, reduction.degrees);
    out.own.assign(mapped, 0);
    out.heldFor.assign(mapped, {});
    const auto named = [&](const std::string& chain) -> std::optional<double> {
        for (const auto& [name, degrees] : reduction.chains)
            if (name == chain)
                return degrees;
        return std::nullopt;
    };
    // A chain's own: the smallest of the named chains that list the bone.
    for (std::size_t b = 0; b < mapped; ++b) {
        const std::string& bone = rig.bones[static_cast<std::size_t>(targets.bones[b].bone)].name;
        for (const map::Chain& chain : map.chains)
            if (const auto degrees = named(chain.name);
                degrees && std::find(chain.bones.begin(), chain.bones.end(), bone) != chain.bones.end()) {
                out.degrees[b] = out.own[b] ? std::min(out.degrees[b], *degrees) : *degrees;
                out.own[b] = 1;
            }
    }
    if (reduction.chains.empty())
        return out;
    const std::vector<rig::WorldTransform> setup = rig::Poser(rig).setupWorld();
    for (std::size_t b = 0; b < mapped; ++b) {
        const int bone = targets.bones[b].bone;
        Held held;
        held.bone = rig.bones[static_cast<std::size_t>(bone)].name;
        held.chain = map.chains[targets.bones[b].chain].name;
        held.from = held.to = out.degrees[b];
        for (const map::Chain& chain : map.chains) {
            const auto degrees = named(chain.name);
            if (!degrees || *degrees >= held.from || chain.boneIndices.empty() || chain.boneIndices.front() == bone ||
                !map::descendsFrom(rig, chain.boneIndices.front(), bone))
                continue;
            const std::string by = holdsBy(chain, targets);
            if (by.empty())
                continue;
            const auto first = static_cast<std::size_t>(chain.boneIndices.front());
            const double lever = (setup[first].origin() - setup[static_cast<std::size_t>(bone)].origin()).norm();
            held.holders.push_back({chain.name, by, chain.bones.front(), lever});
            held.to = std::min(held.to, *degrees);
            out.heldFor[b].push_back(chain.name);
        }
        if (held.holders.empty())
            continue;
        out.degrees[b] = held.to;
        out.held.push_back(std::move(held));
    }
    return out;
}

}  // namespace rigpose::reduce::detail
