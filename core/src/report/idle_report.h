#pragma once
// The idle as lines (IDLE, IDLE-DROPPED, IDLE-KEPT-OUT) and as the report's idleDropped and
// idleKeptOut; --merge's tracks as MERGE lines and the report's merged (idle_report.cpp).
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "rigpose/retarget/retarget.h"

namespace rigpose::report::detail {

// Nothing when the rig's motion has no idle, unless --carry-idle asked for one (IDLE none).
void idleLines(const retarget::Result& result, std::vector<std::string>& lines);
// The two keys, written only when the idle was read (a run without one writes what it did).
void idleJson(const retarget::Result& result, nlohmann::ordered_json& report);

// One MERGE line per merged track, and `merged`: only with --merge, so a run without keeps its bytes.
void mergeLines(const retarget::Result& result, std::vector<std::string>& lines);
void mergeJson(const retarget::Result& result, nlohmann::ordered_json& report);

}  // namespace rigpose::report::detail
