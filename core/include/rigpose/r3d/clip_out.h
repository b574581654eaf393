#pragma once
// Where a 3D clip is written (issue 39), told by the output's name: a BVH (.bvh), a GLB (.glb)
// or our own 3D clip (.json, rig-pose-clip3d/1). What `rig-pose r3d bake` and `r3d tpose` and
// the studio's export write through.

#include <optional>
#include <string>

#include "rigpose/r3d/bake.h"

namespace rigpose::r3d {

enum class ClipOutFormat { Bvh, Glb, ClipJson };

std::optional<ClipOutFormat> clipOutFormatOf(const std::string& path);
std::string_view clipOutFormatName(ClipOutFormat format);  // "BVH", "GLB", "rig-pose-clip3d/1"

// The bytes of `clip` on `skeleton` in `format`; `animation` names a GLB's animation.
std::string clipOutBytes(ClipOutFormat format, const Skeleton3& skeleton, const Clip3& clip,
                         const std::string& animation);

// One frame, every bone at its rest: the clip a rig alone is written with.
Clip3 restClip(const Skeleton3& skeleton, double frameTime = 1.0 / 30);

}  // namespace rigpose::r3d
