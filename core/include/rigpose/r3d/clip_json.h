#pragma once
// Our own 3D clip file, rig-pose-clip3d/1 (docs/formats.md): the skeleton a clip plays on (each
// bone's name, parent and rest transform local to it, its role) and every frame's local rotation
// and translation of every bone. What `rig-pose r3d bake --out x.clip.json` writes: nothing is
// resampled or converted, so a clip read back poses the same joints.
//
//   {"spec": "rig-pose-clip3d/1", "frameTime": 0.0083333, "up": "+Y", "forward": "+Z",
//    "bones": [{"name": "Hips", "parent": null, "role": "hips",
//               "translation": [x, y, z], "rotation": [x, y, z, w]}, ...],
//    "frames": [{"rotation": [[x, y, z, w], ...], "translation": [[x, y, z], ...]}, ...]}
//
// Quaternions are [x, y, z, w] as glTF has them, rounded to 9 places; lengths to 6; the frame
// time to 7.

#include <string>
#include <string_view>

#include "rigpose/r3d/bake.h"
#include "rigpose/util/refusal.h"

namespace rigpose::r3d {

struct ClipFile {
    Skeleton3 skeleton;
    Clip3 clip;
};

std::string clipJsonText(const Skeleton3& skeleton, const Clip3& clip);

// Refused as CLIP3D_JSON (the JSON policy), CLIP3D_SPEC (another file), CLIP3D_BONE (a bone
// without a name or with another's, a parent after it or not in the list, a transform that is
// not numbers, a rotation of length 0, a role that is not one or is another bone's already) or
// CLIP3D_FRAME (a frame whose lists do not have one entry per bone).
Loaded<ClipFile> readClipJsonText(std::string_view text, const std::string& file);
Loaded<ClipFile> readClipJsonFile(const std::string& path);

}  // namespace rigpose::r3d
