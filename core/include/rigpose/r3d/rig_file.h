#pragma once
// A 3D rig or clip from whichever file holds it (issue 39), told by the file's name: a BVH
// (.bvh: its skeleton, and its motion as the clip), our 3D clip (.json with "spec":
// "rig-pose-clip3d/1"), an MPFB rig definition (any other .json; a rig, no clip) or glTF
// (.gltf, .glb: a skin's joints, and an animation). What the 3D commands and the studio read
// through; refused by the format's own codes, or R3D_FORMAT for a name none of them has.

#include <optional>
#include <string>

#include "rigpose/r3d/bake.h"
#include "rigpose/r3d/profile.h"
#include "rigpose/util/refusal.h"

namespace rigpose::r3d {

enum class RigFormat { Bvh, ClipJson, MpfbRig, Gltf, Glb };

std::optional<RigFormat> rigFormatOf(const std::string& path);
std::string_view rigFormatName(RigFormat format);  // "BVH", "3D clip", "MPFB rig", "glTF", "GLB"

struct RigFile {
    RigFormat format = RigFormat::Bvh;
    Skeleton3 skeleton;
    std::optional<Clip3> clip;  // none for an MPFB rig, or a glTF without the animation asked
    std::string animation;      // the glTF animation read, by name or "#<index>"
};

// `animation` picks a glTF animation by name (the first when empty); other formats ignore it.
Loaded<RigFile> readRigFile(const std::string& path, const std::string& animation = "");

// A rig read, then a profile put on it when `profilePath` is given.
Loaded<RigFile> readRigFileWithProfile(const std::string& path, const std::optional<std::string>& profilePath,
                                       const std::string& animation = "");

// A clip from `clipPath` played on `skeleton`: its bones matched by name (a clip's bone the
// skeleton lacks is dropped; a skeleton bone the clip lacks keeps its rest). R3D_CLIP when no
// bone matches or the clip file holds no motion.
Loaded<Clip3> clipOnto(const RigFile& clipFile, const Skeleton3& skeleton, const std::string& clipPath);

// The same, for a clip whose skeleton's rests differ from the rig's (a BVH written from the rig
// has the rest turns taken out): each bone matched by name turns in the world as its clip bone
// turns away from its own rest (W_rig = W_clip * restWorld_clip^-1 * restWorld_rig), read back
// into the rig's local rotation through its posed parent, top down; its translation moves from
// the rig's rest by the clip bone's move in world axes (a root's travel). An unmatched bone keeps
// its rest. Refused as clipOnto refuses.
Loaded<Clip3> clipOntoRig(const RigFile& clipFile, const Skeleton3& rig, const std::string& clipPath);

}  // namespace rigpose::r3d
