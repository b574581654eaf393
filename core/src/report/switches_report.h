#pragma once
// The alternate drawings as lines (SWITCH, SWITCH-MIN, SWITCH-TURN) and as the report's
// switches, switchRuns and the options' switch figures (switches_report.cpp). A map without
// alternates writes and prints none of them, so its run keeps its bytes.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "rigpose/retarget/retarget.h"

namespace rigpose::report::detail {

void switchLines(const retarget::Result& result, std::vector<std::string>& lines);
void switchJson(const retarget::Result& result, nlohmann::ordered_json& report);

}  // namespace rigpose::report::detail
