#pragma once
// FEET (and TRAVEL) as lines and as the report's feet (feet_report.cpp).
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "rigpose/retarget/retarget.h"

namespace rigpose::report::detail {

// Every FEET line of a run that maps both legs, then TRAVEL where it applies.
void feetLines(const retarget::Result& result, std::vector<std::string>& lines);
// --summary's FEET line: the posed build's figures.
std::string feetSummaryLine(const retarget::Result& result);
// The report's feet: null without both legs.
nlohmann::ordered_json feetJson(const retarget::Result& result);

}  // namespace rigpose::report::detail
