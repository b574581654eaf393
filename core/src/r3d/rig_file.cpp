#include "rigpose/r3d/rig_file.h"

#include <algorithm>
#include <cctype>

#include "rigpose/r3d/bvh.h"
#include "rigpose/r3d/clip_json.h"
#include "rigpose/r3d/gltf.h"
#include "rigpose/r3d/mpfb_rig.h"
#include "rigpose/util/atomic_write.h"

namespace rigpose::r3d {

namespace {

bool endsWith(std::string s, std::string_view tail)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

// A .json file's spec, read off its first bytes without parsing it whole.
bool looksLikeClipJson(const std::string& path)
{
    const auto bytes = readFileBytes(path);
    return bytes && bytes->substr(0, 256).find("rig-pose-clip3d/") != std::string::npos;
}

}  // namespace

std::optional<RigFormat> rigFormatOf(const std::string& path)
{
    if (endsWith(path, ".bvh"))
        return RigFormat::Bvh;
    if (endsWith(path, ".gltf"))
        return RigFormat::Gltf;
    if (endsWith(path, ".glb") || endsWith(path, ".vrm"))
        return RigFormat::Glb;
    if (endsWith(path, ".json"))
        return looksLikeClipJson(path) ? RigFormat::ClipJson : RigFormat::MpfbRig;
    return std::nullopt;
}

std::string_view rigFormatName(RigFormat format)
{
    switch (format) {
    case RigFormat::Bvh:
        return "BVH";
    case RigFormat::ClipJson:
        return "3D clip";
    case RigFormat::MpfbRig:
        return "MPFB rig";
    case RigFormat::Gltf:
        return "glTF";
    case RigFormat::Glb:
        return "GLB";
    }
    return "";
}

Loaded<RigFile> readRigFile(const std::string& path, const std::string& animation)
{
    Loaded<RigFile> out;
    const std::optional<RigFormat> format = rigFormatOf(path);
    if (!format) {
        out.refusals.add("R3D_FORMAT", path +
                                           ": is not a 3D rig or clip this build reads; give a .bvh, .gltf, .glb, "
                                           "an MPFB rig .json or a rig-pose-clip3d/1 .json");
        return out;
    }
    out.value.format = *format;
    switch (*format) {
    case RigFormat::Bvh: {
        auto bvh = readBvhFile(path);
        if (!bvh.ok())
            return out.refusals = bvh.refusals, out;
        out.value.skeleton = skeletonOf(bvh.value);
        out.value.clip = clipOf(bvh.value);
        break;
    }
    case RigFormat::ClipJson: {
        auto clip = readClipJsonFile(path);
        if (!clip.ok())
            return out.refusals = clip.refusals, out;
        // A clip written without roles has them found by name, as any rig has.
        std::vector<std::string> names;
        std::vector<int> parents;
        for (const Bone3& b : clip.value.skeleton.bones) {
            names.push_back(b.name);
            parents.push_back(b.parent);
        }
        out.value.skeleton = std::move(clip.value.skeleton);
        if (out.value.skeleton.roles.found() == 0)
            out.value.skeleton.roles = findRoles(names, parents);
        out.value.clip = std::move(clip.value.clip);
        break;
    }
    case RigFormat::MpfbRig: {
        auto rig = readMpfbRigFile(path);
        if (!rig.ok())
            return out.refusals = rig.refusals, out;
        out.value.skeleton = std::move(rig.value);
        break;
    }
    case RigFormat::Gltf:
    case RigFormat::Glb: {
        auto gltf = readGltfFile(path, animation);
        if (!gltf.ok())
            return out.refusals = gltf.refusals, out;
        out.value.skeleton = std::move(gltf.value.skeleton);
        out.value.clip = std::move(gltf.value.clip);
        out.value.animation = std::move(gltf.value.animation);
        break;
    }
    }
    return out;
}

Loaded<RigFile> readRigFileWithProfile(const std::string& path, const std::optional<std::string>& profilePath,
                                       const std::string& animation)
{
    Loaded<RigFile> rig = readRigFile(path, animation);
    if (!rig.ok() || !profilePath)
        return rig;
    const Loaded<RoleProfile> profile = readProfileFile(*profilePath);
    if (!profile.ok())
        return rig.refusals = profile.refusals, rig;
    Loaded<Skeleton3> mapped = withProfile(rig.value.skeleton, profile.value, *profilePath);
    if (!mapped.ok())
        return rig.refusals = mapped.refusals, rig;
    rig.value.skeleton = std::move(mapped.value);
    return rig;
}

Loaded<Clip3> clipOnto(const RigFile& clipFile, const Skeleton3& skeleton, const std::string& clipPath)
{
    Loaded<Clip3> out;
    if (!clipFile.clip || clipFile.clip->frames == 0) {
        out.refusals.add("R3D_CLIP", clipPath + ": holds no motion (a " + std::string(rigFormatName(clipFile.format)) +
                                         " without frames); give a BVH, a glTF animation or a 3D clip");
        return out;
    }
    const Clip3& in = *clipFile.clip;
    const Skeleton3& from = clipFile.skeleton;
    std::vector<int> source(skeleton.bones.size(), -1);
    std::size_t matched = 0;
    for (std::size_t b = 0; b < skeleton.bones.size(); ++b)
        for (std::size_t c = 0; c < from.bones.size(); ++c)
            if (from.bones[c].name == skeleton.bones[b].name) {
                source[b] = static_cast<int>(c);
                ++matched;
                break;
            }
    if (matched == 0) {
        out.refusals.add("R3D_CLIP", clipPath +
                                         ": none of its bones is a bone of the source rig; give a clip made "
                                         "on that rig, or the clip's own file as --source");
        return out;
    }
    Clip3& clip = out.value;
    clip.frameTime = in.frameTime;
    clip.frames = in.frames;
    clip.bones = skeleton.bones.size();
    for (std::size_t f = 0; f < in.frames; ++f)
        for (std::size_t b = 0; b < skeleton.bones.size(); ++b) {
            const int c = source[b];
            clip.rotation.push_back(c >= 0 ? in.rotationAt(f, static_cast<std::size_t>(c))
                                           : skeleton.bones[b].rotation);
            clip.translation.push_back(c >= 0 ? in.translationAt(f, static_cast<std::size_t>(c))
                                              : skeleton.bones[b].translation);
        }
    return out;
}

}  // namespace rigpose::r3d
