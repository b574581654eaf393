#pragma once
// MPFB's rig definition JSON (the MakeHuman plugin for Blender; issue 39): bones keyed by name,
// each with its parent, its head and tail points and its roll, in Blender's space (Z up, metres,
// the figure facing -Y). Read into a Skeleton3 in ours (Y up, facing +Z): each bone's rest frame
// is Blender's (its y axis along head -> tail, turned by the roll about it), up-aligned by a
// quarter turn about +X. Both layouts are read: the older one (the bones at the top level) and
// version 110 ({"version": 110, "bones": {...}}). The head's fallback position
// (`default_position`) is the bone's joint: no base mesh is read.

#include <string>
#include <string_view>

#include "rigpose/r3d/skeleton.h"
#include "rigpose/util/refusal.h"

namespace rigpose::r3d {

// Refused by name: MPFB_RIG_JSON (the JSON policy), MPFB_RIG_LAYOUT (not a rig: no bones, a
// `bones` object without `version`, MakeHuman's older `joints`), MPFB_RIG_BONE (a head, tail,
// roll or parent that is missing or not what it must be; a bone whose head is its tail) and
// MPFB_RIG_PARENT (a parent no bone is, or parents that loop). `file` names the text in messages.
Loaded<Skeleton3> readMpfbRigText(std::string_view text, const std::string& file);
Loaded<Skeleton3> readMpfbRigFile(const std::string& path);

// Blender's rest frame of a bone from head to tail with a roll (radians), in Blender's space.
Eigen::Quaterniond blenderBoneFrame(const Eigen::Vector3d& head, const Eigen::Vector3d& tail, double roll);

// Blender's space (Z up, facing -Y) to ours (Y up, facing +Z): (x, y, z) -> (x, z, -y).
Eigen::Quaterniond blenderToYUp();

}  // namespace rigpose::r3d
