#pragma once
// The retarget's own stages (not installed), each `Group name(const Inputs& in, State& run)` as
// rigpose/stage/state.h states the shape; retarget.cpp lists them in order with the other
// modules' stages (legs/, switches/, idle/).
//   checks.cpp        every refusal the inputs earn before a frame is read; the person
//   targets.cpp       the held joints (HOLD), the frame times, the targets and the scale, the layers
//   guard_stage.cpp   the guards on the targets (SHORT, FLIP, BEND), what the keys met (RANGE, REACH)
//   pelvis_chain.cpp  the pelvis bone from the sequence's pelvis track (PELVIS)
//   nod.cpp           the head's nod (NOD); nod_landing.cpp its origins for the gate
//   key_stage.cpp     the keys' guides and the solve
//   build_motion.cpp  the new animation from the keys
//   readings/         the readings, beside the gate
#include <optional>
#include <string>
#include <vector>

#include "guards.h"

namespace rigpose::retarget::detail {

std::string checkStage(const Inputs& in, State& run);
std::vector<Hold> holdStage(const Inputs& in, State& run);
std::optional<ScaleReading> targetStage(const Inputs& in, State& run);
std::optional<clean::Layers> layerStage(const Inputs& in, State& run);
Guards guardStage(const Inputs& in, State& run);
std::optional<PelvisReading> pelvisStage(const Inputs& in, State& run);
void guideStage(const Inputs& in, State& run);
std::optional<NodReading> nodStage(const Inputs& in, State& run);
void keyStage(const Inputs& in, State& run);
// The pelvis's swing, read off the final keys into the pelvis stage's reading.
void pelvisSwingStage(const Inputs& in, State& run, PelvisReading& pelvis);
Limits limitStage(const Inputs& in, State& run);
void motionStage(const Inputs& in, State& run);
void nodLandingStage(const Inputs& in, State& run);
Readings readingStage(const Inputs& in, const State& run);

}  // namespace rigpose::retarget::detail
