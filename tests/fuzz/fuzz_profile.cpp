// The role profile reader: whatever the bytes, a named refusal or a profile that our writer
// spells and the reader takes back as the same roles; put on CMU's two-joint test rig it maps or
// refuses by name, never more bones than the rig has.

#include "fuzz_target.h"
#include "rigpose/r3d/profile.h"

using namespace rigpose;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const auto read = r3d::readProfileText(fuzz::textOf(data, size), fuzz::kName);
    fuzz::checkRefusals(read.refusals);
    if (!read.ok())
        return 0;
    const auto back = r3d::readProfileText(r3d::profileText(read.value), fuzz::kName);
    if (!back.ok() || back.value.roles != read.value.roles)
        fuzz::broken("a profile we wrote reads back as the same roles", fuzz::listed(back.refusals));
    r3d::Skeleton3 rig;
    rig.bones = {{"Hips", -1, {0, 1, 0}, {}}, {"Spine", 0, {0, 0.2, 0}, {}}};
    rig.roles = r3d::findRoles({"Hips", "Spine"}, {-1, 0});
    const auto mapped = r3d::withProfile(rig, read.value, fuzz::kName);
    fuzz::checkRefusals(mapped.refusals);
    for (int bone : mapped.value.roles.bone)
        if (bone < -1 || bone >= static_cast<int>(rig.bones.size()))
            fuzz::broken("a profile maps roles to bones of the rig only");
    return 0;
}
