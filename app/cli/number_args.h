#pragma once
// Reading numeric flag values: a value that is not a number is a usage error (exit 2).

#include <optional>
#include <string>

namespace rigpose::cli {

// The whole string as an integer, or nullopt.
std::optional<long> parseInteger(const std::string& text);
// The whole string as a finite number, or nullopt.
std::optional<double> parseNumber(const std::string& text);

}  // namespace rigpose::cli
