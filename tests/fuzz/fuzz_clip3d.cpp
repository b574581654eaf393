// The 3D clip reader: whatever the bytes, a named refusal or a skeleton and clip that our writer
// spells and the reader takes back with the same bones, parents and frames, every frame posing
// a transform per bone.

#include <algorithm>

#include "fuzz_target.h"
#include "rigpose/r3d/clip_json.h"

using namespace rigpose;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const auto read = r3d::readClipJsonText(fuzz::textOf(data, size), fuzz::kName);
    fuzz::checkRefusals(read.refusals);
    if (!read.ok())
        return 0;
    const r3d::Skeleton3& s = read.value.skeleton;
    const auto back = r3d::readClipJsonText(r3d::clipJsonText(s, read.value.clip), fuzz::kName);
    if (!back.ok())
        fuzz::broken("a 3D clip we wrote reads back", fuzz::listed(back.refusals));
    if (back.value.skeleton.bones.size() != s.bones.size() || back.value.clip.frames != read.value.clip.frames)
        fuzz::broken("a 3D clip read back has the bones and frames written");
    for (std::size_t b = 0; b < s.bones.size(); ++b)
        if (back.value.skeleton.bones[b].parent != s.bones[b].parent)
            fuzz::broken("a 3D clip read back keeps every bone's parent");
    for (std::size_t f = 0; f < std::min<std::size_t>(read.value.clip.frames, 4); ++f)
        if (r3d::posedWorld(s, read.value.clip, f).size() != s.bones.size())
            fuzz::broken("a posed frame has a transform per bone");
    return 0;
}
