// The glTF reader, .gltf and GLB alike (told by the first four bytes): whatever the bytes, a
// named refusal or a skeleton and clip that our GLB writer spells and the reader takes back with
// the same bones, parents and frames. No external buffer is read (the base folder is empty).

#include <cmath>

#include "fuzz_target.h"
#include "rigpose/r3d/gltf.h"

using namespace rigpose;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view bytes = fuzz::textOf(data, size);
    const bool binary = bytes.substr(0, 4) == "glTF";
    const auto read = r3d::readGltfBytes(bytes, binary, fuzz::kName, "", "/nonexistent-fuzz-base");
    fuzz::checkRefusals(read.refusals);
    if (!read.ok())
        return 0;
    const r3d::Skeleton3& s = read.value.skeleton;
    for (std::size_t b = 0; b < s.bones.size(); ++b)
        if (s.bones[b].parent >= static_cast<int>(b))
            fuzz::broken("a glTF joint's parent comes before it");
    if (!read.value.clip)
        return 0;
    const r3d::Clip3& clip = *read.value.clip;
    if (clip.bones != s.bones.size() || clip.rotation.size() != clip.frames * clip.bones)
        fuzz::broken("a glTF clip has a key per bone and frame");
    const auto back = r3d::readGltfBytes(r3d::glbBytes(s, clip, read.value.animation), true, fuzz::kName);
    if (!back.ok())
        fuzz::broken("a GLB we wrote reads back", fuzz::listed(back.refusals));
    if (back.value.skeleton.bones.size() != s.bones.size())
        fuzz::broken("a GLB read back has the bones written");
    return 0;
}
