// The BVH reader: whatever the bytes, a named refusal or a skeleton and motion that our writer
// spells and the reader takes back as the same joints, channels and frames, and that poses a
// transform per joint.

#include <algorithm>

#include "fuzz_target.h"
#include "rigpose/r3d/bvh.h"

using namespace rigpose;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const auto read = r3d::readBvhText(fuzz::textOf(data, size), fuzz::kName);
    fuzz::checkRefusals(read.refusals);
    if (!read.ok())
        return 0;
    const auto back = r3d::readBvhText(r3d::bvhText(read.value), fuzz::kName);
    if (!back.ok())
        fuzz::broken("a BVH we wrote reads back", fuzz::listed(back.refusals));
    if (back.value.joints.size() != read.value.joints.size() || back.value.frames != read.value.frames ||
        back.value.channelCount() != read.value.channelCount())
        fuzz::broken("a BVH read back has the joints, channels and frames written");
    for (std::size_t f = 0; f < std::min<std::size_t>(read.value.frames, 4); ++f)
        if (r3d::bvhWorld(read.value, f).size() != read.value.joints.size())
            fuzz::broken("a posed frame has a transform per joint");
    return 0;
}
