#pragma once
// glTF 2.0 in and out for the 3D path (issue 39), through tinygltf (docs/ARCHITECTURE.md says
// why): a skin's joints read as a Skeleton3 and one animation sampled into a Clip3; a skeleton
// and a clip written as a GLB that any glTF tool opens. The JSON (a .gltf's text, a .glb's JSON
// chunk) passes the project's JSON policy before tinygltf reads it, and every accessor is
// bounds-checked here before a byte of it is read.
//
// Reading: the joints of the first skin (or the skin whose nodes VRM's humanoid names), each
// one's parent the nearest ancestor that is a joint; the nodes above a root joint (an armature,
// a Z_UP turn) folded into that root's rest, their scale into every length below. Roles come
// from VRM's humanoid extension where there is one (VRMC_vrm 1.0, VRM 0.x), else by name as for
// any rig. An animation's channels (translation, rotation; scale is checked positive and left
// out, as is every other path) are sampled STEP, LINEAR (rotations by the shortest slerp) or
// CUBICSPLINE (Hermite over the key's interval, rotations renormalised), held at the ends, on
// frames 1/30 s apart, or closer when the keys are (up to 1/240 s).

#include <string>
#include <string_view>

#include "rigpose/r3d/bake.h"
#include "rigpose/util/refusal.h"

namespace rigpose::r3d {

struct GltfRead {
    Skeleton3 skeleton;
    std::optional<Clip3> clip;  // none when the file has no animation
    std::string animation;      // its name, or "#<index>" when it has none
};

// Refused as GLTF_JSON (the JSON policy), GLTF_GLB (a GLB header or chunk that is not one),
// GLTF_READ (what tinygltf refuses, in its words), GLTF_SKIN (no skin, or joints that are not
// nodes), GLTF_ACCESSOR (an accessor out of its buffer, or of a type the channel cannot have),
// GLTF_ANIMATION (no animation of the name asked; times that do not increase; a scale of 0
// or below). `binary`: the bytes are a GLB. `baseDir` is where a .gltf's external buffers are.
Loaded<GltfRead> readGltfBytes(std::string_view bytes, bool binary, const std::string& file,
                               const std::string& animation = "", const std::string& baseDir = "");
Loaded<GltfRead> readGltfFile(const std::string& path, const std::string& animation = "");

// The skeleton as joint nodes of one skin (inverse bind matrices from its rest) and the clip as
// one animation, named `animation`, of LINEAR channels: every joint's rotation, and the
// translation of each joint whose translation moves. Floats, as glTF stores them.
std::string glbBytes(const Skeleton3& skeleton, const Clip3& clip, const std::string& animation);

}  // namespace rigpose::r3d
