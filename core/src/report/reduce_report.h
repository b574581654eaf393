#pragma once
// --reduce's lines (REDUCE: a row per track thinned, the total, each ankle's drift allowed) and
// the report's `reduce`; nothing without the flag, so a run without it keeps its bytes.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "rigpose/retarget/retarget.h"

namespace rigpose::report::detail {

void reduceLines(const retarget::Result& result, std::vector<std::string>& lines);
// The ankle drift allowed lines, printed at the end of the run (ref #240).
void ankleDriftLines(const retarget::Result& result, std::vector<std::string>& lines);
// REDUCE's one line for --summary.
std::string reduceSummaryLine(const reduce::Reduction& reduction);
void reduceJson(const retarget::Result& result, nlohmann::ordered_json& report);

}  // namespace rigpose::report::detail
