#pragma once
// A landing missed under a carried idle track: the gate's POSE_LANDS on a bone below a track
// --carry-idle put in (or on it) gets those tracks named, so the refusal says which to drop.
#include "rigpose/idle/idle.h"
#include "rigpose/motion/motion.h"
#include "rigpose/rig/rig.h"
#include "rigpose/util/refusal.h"

namespace rigpose::idle {

// `motion` resolves a group's members; other refusals pass as they are.
void nameCarriedAbove(const Idle& idle, const motion::Motion& motion, const rig::Rig& rig, RefusalList& refusals);

}  // namespace rigpose::idle
