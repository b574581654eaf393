// A clip carried onto a rig of other rests by each bone's world turn from its rest, so a BVH
// written with the rest turns taken out poses the rig it came from as it did.

#include "rigpose/r3d/rig_file.h"

namespace rigpose::r3d {

namespace {

Eigen::Quaterniond turnOf(const Eigen::Isometry3d& w) { return Eigen::Quaterniond(w.rotation()).normalized(); }

}  // namespace

Loaded<Clip3> clipOntoRig(const RigFile& clipFile, const Skeleton3& rig, const std::string& clipPath)
{
    // clipOnto's checks and refusals; its values are not used.
    Loaded<Clip3> out = clipOnto(clipFile, rig, clipPath);
    if (!out.ok())
        return out;
    const Skeleton3& from = clipFile.skeleton;
    const Clip3& in = *clipFile.clip;
    std::vector<int> source(rig.bones.size(), -1);
    for (std::size_t b = 0; b < rig.bones.size(); ++b)
        for (std::size_t c = 0; c < from.bones.size(); ++c)
            if (from.bones[c].name == rig.bones[b].name) {
                source[b] = static_cast<int>(c);
                break;
            }
    const std::vector<Eigen::Isometry3d> rigRest = rig.restWorld(), clipRest = from.restWorld();
    Clip3& clip = out.value;
    std::vector<Eigen::Quaterniond> world(rig.bones.size());
    for (std::size_t f = 0; f < clip.frames; ++f) {
        const std::vector<Eigen::Isometry3d> posed = posedWorld(from, in, f);
        for (std::size_t b = 0; b < rig.bones.size(); ++b) {
            const Bone3& bone = rig.bones[b];
            const int p = bone.parent;
            const Eigen::Quaterniond parent = p >= 0 ? world[static_cast<std::size_t>(p)]
                                                     : Eigen::Quaterniond::Identity();
            Eigen::Quaterniond local = bone.rotation;
            Eigen::Vector3d translation = bone.translation;
            if (const int c = source[b]; c >= 0) {
                const auto s = static_cast<std::size_t>(c);
                const Eigen::Quaterniond turn = turnOf(posed[s]) * turnOf(clipRest[s]).conjugate();
                local = (parent.conjugate() * turn * turnOf(rigRest[b])).normalized();
                // The clip bone's move from its rest, in world axes, then in the rig parent's.
                const int cp = from.bones[s].parent;
                const Eigen::Quaterniond clipParent = cp >= 0 ? turnOf(posed[static_cast<std::size_t>(cp)])
                                                              : Eigen::Quaterniond::Identity();
                const Eigen::Vector3d moved = clipParent * (in.translationAt(f, s) - from.bones[s].translation);
                translation += parent.conjugate() * moved;
            }
            world[b] = (parent * local).normalized();
            clip.rotation[f * clip.bones + b] = local;
            clip.translation[f * clip.bones + b] = translation;
        }
    }
    return out;
}

}  // namespace rigpose::r3d
