#include "rigpose/util/json_finite.h"

#include <cmath>

namespace rigpose {

namespace {

std::optional<std::string> search(const nlohmann::ordered_json& v, const std::string& path)
{
    if (v.is_number_float())
        return std::isfinite(v.get<double>()) ? std::nullopt
                                              : std::optional<std::string>(path.empty() ? "the value" : path);
    if (v.is_array()) {
        for (std::size_t i = 0; i < v.size(); ++i)
            if (auto found = search(v[i], path + "[" + std::to_string(i) + "]"))
                return found;
    } else if (v.is_object()) {
        for (const auto& [key, item] : v.items())
            if (auto found = search(item, path.empty() ? key : path + "." + key))
                return found;
    }
    return std::nullopt;
}

}  // namespace

std::optional<std::string> firstNonFinite(const nlohmann::ordered_json& doc) { return search(doc, ""); }

Refusal unwritableNumber(const std::string& file, const std::string& what)
{
    return {"WRITE_NUMBER", file + ": " + what +
                                " came out as no finite number, which JSON cannot hold; nothing "
                                "was written. The input's values drove the arithmetic out of a "
                                "double's range: check them (positions within 1e9 px, times within "
                                "1e9 s), and report the input if they are sane"};
}

std::optional<Refusal> checkWritable(const nlohmann::ordered_json& doc, const std::string& file)
{
    if (auto where = firstNonFinite(doc))
        return unwritableNumber(file, *where);
    return std::nullopt;
}

}  // namespace rigpose
