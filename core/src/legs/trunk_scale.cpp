// The trunk's length under --leg-scale (ref #172): a trunk bending toward or away from the camera
// is drawn shorter, as a leg is. Where the trunk's picture length (mid_hip to the neck or to
// mid_shoulder, the figure's size taken out) leaves its median by more than 4 % on some frame,
// the trunk bone is keyed along its aim at that share, within the same bounds as the legs. A
// trunk bone the legs hang from is not keyed: its scale would carry into them.

#include "feet_context.h"

#include <algorithm>
#include <cmath>

namespace rigpose::legs {

namespace {

bool named(const map::PosePoint& p, const char* name) { return p.name == name; }

bool isTrunk(const map::PosePoint& a, const map::PosePoint& b)
{
    const auto pair = [&](const char* x, const char* y) {
        return (named(a, x) && named(b, y)) || (named(a, y) && named(b, x));
    };
    return pair("mid_hip", "neck") || pair("mid_hip", "mid_shoulder");
}

bool hangsFrom(const rig::Rig& rig, int bone, int ancestor)
{
    for (int b = bone; b >= 0; b = rig.bones[static_cast<std::size_t>(b)].parentIndex)
        if (b == ancestor)
            return true;
    return false;
}

}  // namespace

std::optional<TrunkScale> scaleTrunk(const FeetContext& cx, const LegScale& legs, stage::Targets& targets)
{
    const std::size_t n = targets.frames;
    for (const map::Chain& chain : cx.map.chains)
        for (std::size_t k = 0; k < chain.bones.size(); ++k) {
            if (!isTrunk(chain.joints[k], chain.joints[k + 1]) || chain.aims[k].kind != map::AimKind::X)
                continue;
            const int bone = chain.boneIndices[k];
            TrunkScale out;
            out.chain = chain.name;
            out.bone = chain.bones[k];
            out.joints = {chain.joints[k].name, chain.joints[k + 1].name};
            out.axis = 'x';
            bool carriesLegs = false;
            for (const stage::ScaleTarget& t : targets.scales)
                carriesLegs = carriesLegs || (t.bone != bone && hangsFrom(cx.rig, t.bone, bone));
            if (carriesLegs) {
                out.why = "the legs hang from it, and its scale would carry into them";
                return out;
            }
            std::vector<double> length(n);
            for (std::size_t f = 0; f < n; ++f)
                length[f] = (cx.held.point(chain.joints[k + 1], f) - cx.held.point(chain.joints[k], f)).norm() /
                            legs.figure.track[f];
            out.standing = detail::medianOf(length);
            if (!(out.standing > 0)) {
                out.why = "its picture length is 0";
                return out;
            }
            double widest = 0;
            for (double l : length)
                widest = std::max(widest, std::abs(l / out.standing - 1));
            if (!(widest > kTrunkBand)) {
                out.why = "its length stays within 4 % of its median";
                return out;
            }
            out.keyed.resize(n);
            for (std::size_t f = 0; f < n; ++f)
                out.keyed[f] = std::clamp(length[f] / out.standing, legs.min, legs.max);
            out.min = *std::min_element(out.keyed.begin(), out.keyed.end());
            out.max = *std::max_element(out.keyed.begin(), out.keyed.end());
            stage::ScaleTarget t;
            t.bone = bone;
            t.what = "the " + out.bone + " at its picture length";
            t.lengths = out.keyed;
            t.keyed = true;
            t.axis = out.axis;
            targets.scales.push_back(std::move(t));
            return out;
        }
    return std::nullopt;
}

}  // namespace rigpose::legs
