#pragma once
// The feet as stages of the retarget (house.md, "stages"): the map's checks for --plant-feet, the
// FEET reading with the plant, and the posed build's feet read beside the gate.
#include <optional>
#include <string>

#include "rigpose/legs/feet.h"
#include "rigpose/map/map.h"
#include "rigpose/rig/rig.h"
#include "rigpose/stage/inputs.h"
#include "rigpose/stage/state.h"
#include "rigpose/util/refusal.h"

namespace rigpose::legs {

// LEGS_MAP and LEGS_RANGE: what --plant-feet needs of the map.
RefusalList checkPlantMap(const map::Map& map, const rig::Rig& rig, const std::string& mapName);

// LEGS_MAP for --leg-scale: both legs mapped (each segment is read against the other side's),
// and every leg segment's bone aimed "x" (its scalex is the segment's length).
RefusalList checkLegScaleMap(const map::Map& map, const std::string& mapName);

// FEET on every run that maps both legs (none otherwise, and nothing changes). With --plant-feet
// the translated bone's targets are planted, the keys solved again from there (the legs' turns
// are the same wherever the hip is; what the range clamp was asked is kept from the first
// solve), the supporting leg stretched on the blend frames, and each ankle added to the gate's
// landing checks. After the keys' first solve; with --leg-scale it sets the legs' scale targets
// and makes that first solve itself.
std::optional<Feet> feetStage(const stage::Inputs& in, stage::State& run);

// With --leg-scale each leg segment is keyed at its picture length (clamped) before the plant,
// so the plant places the hip through the scaled legs.
// The posed build's feet outside the jumps, from the final keys (beside the gate), and with
// --leg-scale the SHEAR reading.
Posed posedStage(const stage::Inputs& in, const stage::State& run, const Feet& feet);
std::vector<ShearRow> shearStage(const stage::Inputs& in, const stage::State& run);

}  // namespace rigpose::legs
