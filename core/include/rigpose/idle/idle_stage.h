#pragma once
// The rig's idle and --merge as stages of the retarget: IDLE_NAME at the checks, the idle read
// against the new animation once it is built (and with --carry-idle looped into it), and the
// merge's tracks added after it.
#include <optional>

#include "rigpose/idle/idle.h"
#include "rigpose/idle/merge.h"
#include "rigpose/stage/inputs.h"
#include "rigpose/stage/state.h"
#include "rigpose/util/refusal.h"

namespace rigpose::idle {

// IDLE_NAME: --idle names an animation the rig's motion lacks (or no motion was read).
RefusalList checkIdleName(const stage::Inputs& in);

// The idle read against the new animation, channel by channel; with --carry-idle every dropped
// track looped into it. None when the rig's motion has no such animation.
std::optional<Idle> idleStage(const stage::Inputs& in, stage::State& run);

// --merge: none without it. MERGE_TIME and MERGE_CONFLICT go to the run's refusals (and nothing
// is added); otherwise every fragment track is appended to the new animation. A conflict with a
// track the idle carried names it, so the idle's group is read.
std::optional<Merge> mergeStage(const stage::Inputs& in, stage::State& run, const std::optional<Idle>& idle);

}  // namespace rigpose::idle
