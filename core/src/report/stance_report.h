#pragma once
// --stance as lines (STANCE, and --summary's LIFT) and as the report's stance (stance_report.cpp).
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "rigpose/retarget/retarget.h"

namespace rigpose::report::detail {

// Every STANCE line of a run with --stance: the unit, one per run, the runs past the bounds.
void stanceLines(const retarget::Result& result, std::vector<std::string>& lines);
// --summary's LIFT line: the stance runs counted, or why they were not read.
std::string liftLine(const retarget::Result& result);
// The report's stance: null without --stance.
nlohmann::ordered_json stanceJson(const retarget::Result& result);

}  // namespace rigpose::report::detail
