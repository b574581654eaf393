#pragma once
// --leg-scale as lines (LEG-SCALE, SHEAR) and as the report's legScale, figureScale and shear
// (leg_scale_report.cpp). Nothing is written without the flag.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "rigpose/retarget/retarget.h"

namespace rigpose::report::detail {

void legScaleLines(const retarget::Result& result, std::vector<std::string>& lines);
// Adds legScale, figureScale and shear to the report, only with --leg-scale.
void legScaleJson(const retarget::Result& result, nlohmann::ordered_json& report);

}  // namespace rigpose::report::detail
