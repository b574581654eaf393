#pragma once
// Shared steps of compiling an animation to Spine timelines. Internal to core/src/motion.

#include "rigpose/motion/timelines.h"

namespace rigpose::motion::detail {

// The curve of `key` toward `next` over `channels` value channels, as Spine states it:
// stepped, linear, or absolute Bézier handles (a named easing's handles scaled onto the
// segment; a raw curve shifted by `shift` seconds with its key).
void compileCurve(const Motion& motion, const KeyCurve& curve, double shift, const TimelineKey& key,
                  const TimelineKey* next, TimelineKey& out);

// Spine's ik, transform, deform, drawOrder and events timelines of `animation`.
void compileCarried(const rig::Rig& rig, const Motion& motion, const Animation& animation, CompiledAnimation& out,
                    RefusalList& refusals);

}  // namespace rigpose::motion::detail
