#pragma once
// A place inside the map's JSON: "/chains/2/bend", "/chains" (the array of chains). A JSON
// pointer, so the map editor can name any key the format has, and keys it does not know survive.

#include <string>

#include <nlohmann/json.hpp>

namespace rigpose::studio {

struct MapPath {
    nlohmann::ordered_json::json_pointer pointer;

    static MapPath of(const std::string& text) { return {nlohmann::ordered_json::json_pointer(text)}; }
    friend bool operator==(const MapPath& a, const MapPath& b) { return a.pointer == b.pointer; }
};

}  // namespace rigpose::studio
