#include "rigpose/motion/json_emit.h"

#include <algorithm>

#include "rigpose/util/json_text.h"
#include "rigpose/util/number_format.h"

namespace rigpose::motion {

namespace {

bool isPlain(const nlohmann::ordered_json& v) { return !v.is_object() && !v.is_array(); }

void indent(std::string& out, int depth)
{
    out.push_back('\n');
    out.append(static_cast<std::size_t>(depth) * 2, ' ');
}

void appendScalar(std::string& out, const nlohmann::ordered_json& v, int decimals)
{
    if (v.is_number_float())
        appendFixed(out, v.get<double>(), decimals);
    else if (v.is_string())
        appendJsonString(out, v.get_ref<const std::string&>());
    else
        out += v.dump();  // integers, booleans, null
}

}  // namespace

void appendJson(std::string& out, const nlohmann::ordered_json& value, int decimals, int depth)
{
    if (value.is_object()) {
        if (value.empty()) {
            out += "{}";
            return;
        }
        out.push_back('{');
        bool first = true;
        for (const auto& item : value.items()) {
            if (!first)
                out.push_back(',');
            first = false;
            indent(out, depth + 1);
            appendJsonString(out, item.key());
            out += ": ";
            appendJson(out, item.value(), decimals, depth + 1);
        }
        indent(out, depth);
        out.push_back('}');
        return;
    }
    if (value.is_array()) {
        if (value.empty()) {
            out += "[]";
            return;
        }
        const bool inline_ = std::all_of(value.begin(), value.end(), isPlain);
        out.push_back('[');
        bool first = true;
        for (const auto& element : value) {
            if (!first)
                out += inline_ ? ", " : ",";
            first = false;
            if (!inline_)
                indent(out, depth + 1);
            appendJson(out, element, decimals, depth + 1);
        }
        if (!inline_)
            indent(out, depth);
        out.push_back(']');
        return;
    }
    appendScalar(out, value, decimals);
}

std::string jsonText(const nlohmann::ordered_json& value, int decimals)
{
    std::string out;
    appendJson(out, value, decimals);
    out.push_back('\n');
    return out;
}

}  // namespace rigpose::motion
