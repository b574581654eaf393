#pragma once
// A whole JSON document as a DOM, read by the project's block scanner (numbers through
// std::from_chars) instead of nlohmann's own lexer. A 30-minute clip's motion and Spine build are
// ~60 MB each, which nlohmann's lexer reads at about 50 MB/s; the gate reads both back.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "rigpose/util/json_policy.h"

namespace rigpose {

struct JsonParseError {
    std::string what;  // why the bytes are not JSON, in the scanner's words
    std::size_t byteOffset = 0;
    JsonProblem problem = JsonProblem::Syntax;  // which rule of the JSON policy the bytes broke

    JsonFault fault() const { return {problem, what, byteOffset}; }
};

// The document, or (in `error`) why the bytes are not one, under the JSON policy (json_policy.h):
// a leading byte order mark is skipped; deep nesting, a number too large for a double and a key
// repeated within one object are refused.
// With `refuseUnderflow`, a number too small for a double (1e-400) is refused too (JsonProblem::
// Number) rather than read as 0: the key files' rule.
std::optional<nlohmann::ordered_json> parseJson(std::string_view text, JsonParseError* error = nullptr,
                                                bool refuseUnderflow = false);

}  // namespace rigpose
