#pragma once
// The keys of a JSON object in the order it holds them (the map writer's tests check placement).
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace rigpose::test {

inline std::vector<std::string> keysOf(const nlohmann::ordered_json& object)
{
    std::vector<std::string> out;
    for (auto it = object.begin(); it != object.end(); ++it)
        out.push_back(it.key());
    return out;
}

}  // namespace rigpose::test
