// The MPFB pose reader: whatever the bytes, a named refusal or a pose that our writer spells and
// the reader takes back as the same pose; applied to MPFB's default rig it poses every bone
// finitely or is refused by name, and the frame captured again writes a pose that reads back.

#include <cmath>

#include "fuzz_target.h"
#include "rigpose/r3d/mpfb_pose.h"
#include "rigpose/r3d/mpfb_rig.h"

using namespace rigpose;

namespace {

const r3d::Skeleton3& mpfbRig()
{
    static const r3d::Skeleton3 rig = [] {
        auto read = r3d::readMpfbRigFile(RIGPOSE_FUZZ_MPFB_RIG);
        if (!read.ok())
            fuzz::broken("the fixture MPFB rig reads", fuzz::listed(read.refusals));
        return read.value;
    }();
    return rig;
}

bool samePose(const r3d::MpfbPose& a, const r3d::MpfbPose& b)
{
    if (a.skeletonType != b.skeletonType || a.modesGiven != b.modesGiven || a.hasIkBones != b.hasIkBones ||
        a.originalSpineLength != b.originalSpineLength || a.originalShoulderWidth != b.originalShoulderWidth ||
        a.rotations != b.rotations || a.translations.size() != b.translations.size())
        return false;
    for (std::size_t i = 0; i < a.translations.size(); ++i)
        if (a.translations[i].first != b.translations[i].first || a.translations[i].second != b.translations[i].second)
            return false;
    return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const auto read = r3d::readMpfbPoseText(fuzz::textOf(data, size), fuzz::kName);
    fuzz::checkRefusals(read.refusals);
    if (!read.ok())
        return 0;
    const std::string text = r3d::mpfbPoseText(read.value);
    const auto back = r3d::readMpfbPoseText(text, fuzz::kName);
    if (!back.ok())
        fuzz::broken("a pose we wrote reads back", fuzz::listed(back.refusals));
    if (!samePose(read.value, back.value))
        fuzz::broken("a pose read back is the pose written", text);
    if (r3d::mpfbPoseText(back.value) != text)
        fuzz::broken("a pose written again is the same bytes");

    const r3d::Skeleton3& rig = mpfbRig();
    for (r3d::CaptureMode mode : {r3d::CaptureMode::Fk, r3d::CaptureMode::Partial}) {
        const auto applied = r3d::applyMpfbPose(rig, read.value, mode);
        if (!applied.ok()) {
            if (!applied.refusals.has("MPFB_POSE_RIG"))
                fuzz::broken("a pose that does not fit the rig is refused as MPFB_POSE_RIG",
                             fuzz::listed(applied.refusals));
            return 0;
        }
        for (const auto& w : r3d::posedWorld(rig, applied.value.clip, 0))
            if (!w.matrix().allFinite())
                fuzz::broken("an applied pose is finite");
        const r3d::MpfbPose again = r3d::captureMpfbPose(rig, applied.value.clip, 0, {});
        const auto reread = r3d::readMpfbPoseText(r3d::mpfbPoseText(again), fuzz::kName);
        if (!reread.ok())
            fuzz::broken("a captured pose reads back", fuzz::listed(reread.refusals));
    }
    return 0;
}
