#pragma once
// Numbers are rounded once, at the writer, to a fixed number of decimals per kind of value
// (docs/formats.md), and spelled without trailing zeros. "-0" is written as "0", so the
// same value always gives the same bytes.

#include <string>

namespace rigpose {

// `value` rounded to `decimals` places, shortest spelling: 12.5, 3, -0.0417.
std::string formatFixed(double value, int decimals);

// Appends the same spelling to `out` (the writers' hot path).
void appendFixed(std::string& out, double value, int decimals);

// A value as a message quotes it: `formatFixed` up to 1e15, the shortest spelling that reads
// back past it (1.7e+308 rather than its 309 digits).
std::string formatForMessage(double value, int decimals);

// Round to `decimals` places, as the writer would (for comparing values written and read).
double roundTo(double value, int decimals);

}  // namespace rigpose
