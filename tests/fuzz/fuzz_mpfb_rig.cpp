// The MPFB rig reader: whatever the bytes, a named refusal or a skeleton whose parents come
// before their children and whose rest poses a finite transform per bone.

#include <cmath>

#include "fuzz_target.h"
#include "rigpose/r3d/mpfb_rig.h"

using namespace rigpose;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const auto read = r3d::readMpfbRigText(fuzz::textOf(data, size), fuzz::kName);
    fuzz::checkRefusals(read.refusals);
    if (!read.ok())
        return 0;
    const r3d::Skeleton3& s = read.value;
    for (std::size_t b = 0; b < s.bones.size(); ++b)
        if (s.bones[b].parent >= static_cast<int>(b))
            fuzz::broken("an MPFB bone's parent comes before it");
    const auto rest = s.restWorld();
    if (rest.size() != s.bones.size())
        fuzz::broken("the rest has a transform per bone");
    for (const auto& w : rest)
        if (!w.matrix().allFinite())
            fuzz::broken("an MPFB rig at rest is finite");
    return 0;
}
