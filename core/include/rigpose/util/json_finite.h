#pragma once
// nlohmann writes a NaN or an infinity as `null`, which no reader of ours takes for a number:
// before a document built as a DOM is written, its numbers are checked here (WRITE_NUMBER).

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "rigpose/util/refusal.h"

namespace rigpose {

// The path (`jitter.before`, `frames[3].x`) of the first number in `doc` that is not finite,
// or nullopt when every number can be written.
std::optional<std::string> firstNonFinite(const nlohmann::ordered_json& doc);

// WRITE_NUMBER for `file`: `what` (where the value sits) would be written as no number. Nothing
// is written; the message says so and what to do.
Refusal unwritableNumber(const std::string& file, const std::string& what);

// The refusal for `doc` about to be written as `file`, or nullopt when it can be written.
std::optional<Refusal> checkWritable(const nlohmann::ordered_json& doc, const std::string& file);

}  // namespace rigpose
