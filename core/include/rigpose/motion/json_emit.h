#pragma once
// Deterministic JSON text for the motion and Spine writers: two-space indent, keys in the
// value's own order, an array of plain values on one line, every non-integer number rounded
// once here to a fixed number of decimals (util/number_format.h), so a value always gives the
// same bytes.

#include <string>

#include <nlohmann/json.hpp>

namespace rigpose::motion {

// Appends `value` as indented JSON text (no trailing newline).
void appendJson(std::string& out, const nlohmann::ordered_json& value, int decimals, int depth = 0);
// The whole document followed by a newline.
std::string jsonText(const nlohmann::ordered_json& value, int decimals);

}  // namespace rigpose::motion
