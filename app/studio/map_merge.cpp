#include "map_merge.h"

#include "rigpose/map/map_json.h"

namespace rigpose::studio {

using json = nlohmann::ordered_json;

json mapWithProposed(const json& map, const json& proposed)
{
    json out = map.is_object() ? map : json::object();
    if (!out.contains("spec") && proposed.contains("spec"))
        map::writer::putMapKey(out, "spec", proposed["spec"]);
    if (!out.contains("chains") || !out["chains"].is_array())
        map::writer::putMapKey(out, "chains", json::array());
    json& chains = out["chains"];
    if (proposed.contains("chains") && proposed["chains"].is_array())
        for (const json& chain : proposed["chains"]) {
            const json name = chain.is_object() ? chain.value("name", json()) : json();
            bool replaced = false;
            for (json& existing : chains)
                if (existing.is_object() && !name.is_null() && existing.value("name", json()) == name) {
                    existing = chain;
                    replaced = true;
                    break;
                }
            if (!replaced)
                chains.push_back(chain);
        }
    if (proposed.contains("translate"))
        map::writer::putMapKey(out, "translate", proposed["translate"]);
    return out;
}

}  // namespace rigpose::studio
