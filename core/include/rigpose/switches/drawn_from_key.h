#pragma once
// A set's `drawn` angles as its key skeleton implies them: for each bone of the set's chains, the
// world angle the bone would have where its segment points along the key skeleton's. What the
// studio's map editor fills in when art was painted straight from the key pose, as the bundled
// raise example's was.
#include <vector>

#include "rigpose/map/alternates.h"
#include "rigpose/map/map.h"
#include "rigpose/rig/rig.h"

namespace rigpose::switches {

// In the chains' order, one per bone whose two key points the skeleton gives; degrees wrapped
// to (-180, 180], rounded to 0.001 as a person would type them.
std::vector<map::DrawnAngle> drawnFromKey(const map::AlternateSet& set, const map::Map& map, const rig::Rig& rig);

}  // namespace rigpose::switches
