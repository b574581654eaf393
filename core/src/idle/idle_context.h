#pragma once
// The idle stage's steps (not installed), each on a context the stage functions of
// rigpose/idle/idle_stage.h make from the run: IDLE_NAME at the checks, the reading (and with
// --carry-idle the loop) once the new animation is built, and the merge.
#include <optional>
#include <stop_token>
#include <string>

#include "rigpose/idle/carried_landing.h"
#include "rigpose/idle/idle.h"
#include "rigpose/idle/idle_stage.h"
#include "rigpose/idle/merge.h"
#include "rigpose/map/map.h"
#include "rigpose/motion/motion.h"
#include "rigpose/rig/rig.h"
#include "rigpose/util/refusal.h"

namespace rigpose::idle {

struct IdleContext {
    const motion::Motion* base = nullptr;  // the rig's own motion, when read
    const std::string& baseName;           // how messages name it
    const map::Map& map;
    const rig::Rig& rig;
    const std::optional<std::string>& name;  // --idle; "idle" when not given
    bool carry = false;                      // --carry-idle
    std::stop_token stop{};
};

// IDLE_NAME: --idle names an animation the rig's motion lacks (or no motion was read).
RefusalList checkIdleName(const IdleContext& cx);

// The idle read against `fresh` alone, nothing carried (read_idle.cpp).
std::optional<Idle> readIdle(const IdleContext& cx, const motion::Animation& fresh);

// The idle read against `fresh` (the new animation, built), channel by channel; with --carry-idle
// every dropped track looped into `fresh`. None when the rig's motion has no such animation.
std::optional<Idle> idleStage(const IdleContext& cx, motion::Animation& fresh);

struct MergeContext {
    const Fragment& fragment;         // --merge's tracks, read
    const std::string& name;          // --merge as typed
    const std::optional<Idle>& idle;  // the idle stage's record: a conflict names a carried track so
};

// --merge: MERGE_TIME and MERGE_CONFLICT into `refusals` (and nothing added), or every fragment
// track appended to the new animation (`motion`'s last) and the record of them (merge_stage.cpp).
std::optional<Merge> mergeStage(const MergeContext& cx, motion::Motion& motion, RefusalList& refusals);

}  // namespace rigpose::idle
