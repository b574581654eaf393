#include "rigpose/r3d/clip_out.h"

#include <algorithm>
#include <cctype>

#include "rigpose/r3d/bvh.h"
#include "rigpose/r3d/clip_json.h"
#include "rigpose/r3d/gltf.h"

namespace rigpose::r3d {

std::optional<ClipOutFormat> clipOutFormatOf(const std::string& path)
{
    std::string lower = path;
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (lower.ends_with(".bvh"))
        return ClipOutFormat::Bvh;
    if (lower.ends_with(".glb"))
        return ClipOutFormat::Glb;
    if (lower.ends_with(".json"))
        return ClipOutFormat::ClipJson;
    return std::nullopt;
}

std::string_view clipOutFormatName(ClipOutFormat format)
{
    switch (format) {
    case ClipOutFormat::Bvh:
        return "BVH";
    case ClipOutFormat::Glb:
        return "GLB";
    case ClipOutFormat::ClipJson:
        return "rig-pose-clip3d/1";
    }
    return "";
}

std::string clipOutBytes(ClipOutFormat format, const Skeleton3& skeleton, const Clip3& clip,
                         const std::string& animation)
{
    switch (format) {
    case ClipOutFormat::Bvh:
        return bvhText(bvhWithClip(skeleton, clip));
    case ClipOutFormat::Glb:
        return glbBytes(skeleton, clip, animation);
    case ClipOutFormat::ClipJson:
        return clipJsonText(skeleton, clip);
    }
    return {};
}

Clip3 restClip(const Skeleton3& skeleton, double frameTime)
{
    Clip3 clip;
    clip.frameTime = frameTime;
    clip.frames = 1;
    clip.bones = skeleton.bones.size();
    for (const Bone3& b : skeleton.bones) {
        clip.rotation.push_back(b.rotation);
        clip.translation.push_back(b.translation);
    }
    return clip;
}

}  // namespace rigpose::r3d
