#pragma once
// What a map does to a rig, before any pose is read: which chains and joints land on which
// bones, what moves the translated bone, and what the rig has spare (`rig-pose plan`).
#include <string>
#include <vector>
#include "rigpose/map/map.h"

namespace rigpose::map {

// The plan's lines: PLAN, one CHAIN per chain, TRANSLATE, one SPARE per unmapped bone.
std::vector<std::string> planLines(const Map& map, const rig::Rig& rig, const std::string& mapName);

}  // namespace rigpose::map
