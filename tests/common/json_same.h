#pragma once
// Two JSON values compared as values: numbers within a tolerance, object keys in any order.
// `where` comes back as the path to the first difference and what differs there.

#include <cmath>
#include <string>

#include <nlohmann/json.hpp>

namespace rigpose::test {

inline bool sameValues(const nlohmann::json& a, const nlohmann::json& b, double tolerance, std::string& where)
{
    if (a.is_number() && b.is_number()) {
        if (std::abs(a.get<double>() - b.get<double>()) <= tolerance)
            return true;
        where += ": " + a.dump() + " vs " + b.dump();
        return false;
    }
    if (a.type() != b.type() || a.size() != b.size()) {
        where += ": " + a.dump().substr(0, 120) + " vs " + b.dump().substr(0, 120);
        return false;
    }
    if (!a.is_object() && !a.is_array())
        return a == b;
    std::size_t i = 0;
    for (auto it = a.begin(); it != a.end(); ++it, ++i) {
        const bool object = a.is_object();
        std::string at = where + (object ? "." + it.key() : "[" + std::to_string(i) + "]");
        if (object && !b.contains(it.key())) {
            where = at + ": missing";
            return false;
        }
        if (!sameValues(*it, object ? b[it.key()] : b[i], tolerance, at)) {
            where = at;
            return false;
        }
    }
    return true;
}

}  // namespace rigpose::test
