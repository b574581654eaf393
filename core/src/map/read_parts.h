#pragma once
// Shared pieces of the map reader (not installed).
#include <optional>
#include <string>
#include <vector>
#include <nlohmann/json.hpp>
#include "rigpose/map/map.h"

namespace rigpose::map::detail {

using json = nlohmann::ordered_json;

struct MapContext {
    const rig::Rig& rig;
    std::string display;
    RefusalList refusals;
    std::vector<rig::WorldTransform> setup;  // the rig's setup pose

    void refuse(std::string code, std::string message, RefusalPlace place = {})
    {
        refusals.add(std::move(code), std::move(message), std::move(place));
    }
    // MAP_KEYS for a key outside `allowed`.
    void checkKeys(const json& object, const std::vector<std::string>& allowed, const std::string& where,
                   const RefusalPlace& place = {});
};

std::optional<Chain> readChain(const json& node, std::size_t index, MapContext& ctx);
// bend, nod and range of one chain (reach needs the translate: checkReach).
void readChainOptions(const json& node, Chain& chain, MapContext& ctx, const std::string& where);
void checkReach(const Chain& chain, const std::optional<Translate>& translate, MapContext& ctx);
std::optional<Translate> readTranslate(const json& node, MapContext& ctx);
// `alternates`, after the chains and the translate are read: the sets refer to both.
void readAlternates(const json& node, Map& map, MapContext& ctx);

}  // namespace rigpose::map::detail
