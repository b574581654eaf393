#pragma once
// POSTURE bounce (ref #107) as lines and as the report's posture.bounce (bounce_report.cpp): only
// with --plant-feet, when POSTURE is read.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "rigpose/retarget/retarget.h"

namespace rigpose::report::detail {

void bounceLines(const retarget::PostureReading& posture, std::vector<std::string>& lines);
nlohmann::ordered_json bounceJson(const retarget::BounceReading& bounce);

}  // namespace rigpose::report::detail
