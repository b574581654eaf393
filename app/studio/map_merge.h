#pragma once
// Proposed chains taken into a map: a proposed chain replaces the map's chain of the same name
// where it has one and is added after the others where not; a proposed translate replaces the
// map's. Everything else in the map (its note, keys this build does not know) stays.

#include <nlohmann/json.hpp>

namespace rigpose::studio {

nlohmann::ordered_json mapWithProposed(const nlohmann::ordered_json& map, const nlohmann::ordered_json& proposed);

}  // namespace rigpose::studio
