#pragma once
// What the project and recovery readers share before their fields (not installed): the text
// parsed under the JSON policy, an object, its spec the one the reader knows.

#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "rigpose/util/json_parse.h"
#include "rigpose/util/refusal.h"

namespace rigpose::project::detail {

struct SpecDocument {
    const char* prefix;       // the codes' family: "PROJECT" gives PROJECT_JSON and PROJECT_SPEC
    const char* spec;         // the spec the reader knows
    std::string notAnObject;  // said after the parse's own words when the text is JSON, not an object
    std::string tail;         // ends the not-an-object message: what to do
};

// The document, or none with one refusal in `refusals`.
inline std::optional<nlohmann::ordered_json> readSpecDocument(std::string_view text, const std::string& name,
                                                              const SpecDocument& d, RefusalList& refusals)
{
    const std::string json = std::string(d.prefix) + "_JSON";
    JsonParseError error;
    std::optional<nlohmann::ordered_json> parsed = parseJson(text, &error);
    if (!parsed && error.problem != JsonProblem::Syntax) {
        refusals.add(json, jsonFaultMessage(name, error.fault(), jsonPlace(text, error.byteOffset)));
        return std::nullopt;
    }
    if (!parsed || !parsed->is_object()) {
        const std::string why = parsed ? d.notAnObject
                                       : " (" + error.what + " at " + jsonPlace(text, error.byteOffset) + ")";
        refusals.add(json, name + ": is not a JSON object" + why + d.tail);
        return std::nullopt;
    }
    if (!parsed->contains("spec") || (*parsed)["spec"] != d.spec) {
        refusals.add(std::string(d.prefix) + "_SPEC",
                     name + ": spec must be \"" + d.spec + "\"" +
                         (parsed->contains("spec") ? ", not " + (*parsed)["spec"].dump() : ", and is missing"));
        return std::nullopt;
    }
    return parsed;
}

}  // namespace rigpose::project::detail
