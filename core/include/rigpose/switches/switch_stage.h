#pragma once
// The alternate drawings as stages of the retarget: the map's checks, which set shows where (on
// the guarded targets, before the keys), and the attachment and offset keys the new animation gets
// once it is built.
#include <optional>

#include "rigpose/map/map.h"
#include "rigpose/rig/rig.h"
#include "rigpose/stage/guards.h"
#include "rigpose/stage/inputs.h"
#include "rigpose/stage/state.h"
#include "rigpose/switches/switches.h"
#include "rigpose/util/refusal.h"

namespace rigpose::switches {

// SET_KEY_DRAWN (a key skeleton past the tolerance from its own drawing) and, with
// --plant-feet, LEGS_RANGE (an offset on a leg bone would move the planted foot).
RefusalList checkSwitchMap(const map::Map& map, const rig::Rig& rig, const stage::Options& options,
                           const std::string& mapName);

// None without alternates in the map (nothing changes then). Otherwise the spans, with every
// drawn segment that is end-on (SHORT, from the guards) on a shown frame held at its drawn angle
// in the run's targets.
std::optional<Switches> switchStage(const stage::Inputs& in, stage::State& run, const stage::Guards& guards);

// The attachment track per slot whose picture changes and the stepped translate per offset bone,
// appended to the run's new animation (its motion's last).
void switchKeyStage(const stage::Inputs& in, stage::State& run, const Switches& switches);

}  // namespace rigpose::switches
