#pragma once
// Small pieces for writers that stream JSON text by hand (deterministic spelling).

#include <string>
#include <string_view>

namespace rigpose {

// Appends `text` as a JSON string literal, quotes included.
void appendJsonString(std::string& out, std::string_view text);

}  // namespace rigpose
