#pragma once
// Reading the rig's drawings for the viewport: each region's PNG (QImage, so off the GUI thread
// is fine), the slots' setup placeholders and the new animation's attachment keys, into the
// value widgets::SkeletonView draws. The runner's worker calls it (pipeline_run.cpp); no view does.

#include <QString>

#include "rigpose/motion/motion.h"
#include "rigpose/motion/timelines.h"
#include "rigpose/rig/rig.h"
#include "rigpose/widgets/rig_drawings.h"

namespace rigpose::studio {

// The drawings of `rig`: each region's PNG under `imagesDir` (the rig's `images`, relative to the
// rig file's folder: spine::imagesDirOf), setup placeholders from the rig or, where it names
// one, the motion's `setup`, and the attachment timelines of `animation` (may be null).
widgets::RigDrawings readRigDrawings(const rig::Rig& rig, const QString& imagesDir, const motion::json& motionSetup,
                                     const motion::CompiledAnimation* animation);

}  // namespace rigpose::studio
