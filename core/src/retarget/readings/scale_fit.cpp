// SCALE's second half (ref #240): how the figure scale sits against the legs and the hips, and
// the translated joint's travel in px, units, leg lengths and hip widths. A reading only.

#include "readings.h"

#include <algorithm>
#include <cmath>

namespace rigpose::retarget::detail {

namespace {

// Picture lengths a -> b on the frames both are good.
std::vector<double> lengths(const HeldJoints& held, const map::PosePoint& a, const map::PosePoint& b,
                            std::size_t frames, const std::stop_token& stop)
{
    std::vector<double> out;
    for (std::size_t f = 0; f < frames; ++f) {
        throwIfStopped(stop);
        if (held.isGood(a, f) && held.isGood(b, f))
            out.push_back((held.point(b, f) - held.point(a, f)).norm());
    }
    return out;
}

ScaleBand band(double rig, const std::vector<double>& picture, double factor)
{
    ScaleBand b;
    b.rig = rig;
    b.p95 = percentile95(picture);
    b.median = medianOf(picture);
    b.lo = b.p95 > 0 ? rig / b.p95 / factor : 0;
    b.hi = b.median > 0 ? rig / b.median / factor : 0;
    const double carried = rig / factor;  // the rig's length in picture px
    b.within = carried >= std::min(b.median, b.p95) - 1 && carried <= std::max(b.median, b.p95) + 1;
    return b;
}

}  // namespace

std::optional<ScaleFit> readScaleFit(const map::Map& map, const rig::Rig& rig, const HeldJoints& held,
                                     const ScaleReading& scale, const Targets& targets, const std::stop_token& stop)
{
    if (!map.translate)
        return std::nullopt;
    const map::Translate& t = *map.translate;
    const std::size_t n = targets.frames;
    ScaleFit fit;
    const std::vector<double> segment = lengths(held, t.scalePose[0], t.scalePose[1], n, stop);
    fit.segmentMedian = medianOf(segment);
    fit.segmentP95 = percentile95(segment);
    fit.share = fit.segmentP95 > 0 ? fit.segmentMedian / fit.segmentP95 : 0;

    const rig::Poser poser(rig);
    const std::vector<rig::WorldTransform> setup = poser.setupWorld();
    const Legs legs = legsOf(map);
    double legPose = 0, legRig = 0;
    if (legs.both()) {
        const char* hips[2] = {"r_hip", "l_hip"};
        const char* ankles[2] = {"r_ankle", "l_ankle"};
        std::vector<double> p95s, medians, rigs;
        std::array<Eigen::Vector2d, 2> roots;
        bool placed = true;
        for (std::size_t side = 0; side < 2; ++side) {
            const auto hip = rigJointStart(map, setup, hips[side]);
            const auto ankle = rigJointEnd(map, rig, setup, ankles[side]);
            // The thigh's own origin: the leg chain's first bone, not the pelvis bone's ends.
            const map::Chain& chain = *legs.chain[side];
            std::optional<Eigen::Vector2d> root;
            for (std::size_t k = 0; k < chain.bones.size(); ++k)
                if (chain.joints[k].name == hips[side])
                    root = chain.aims[k].kind == map::AimKind::Between
                               ? rigJointStart(map, setup, hips[side])
                               : setup[static_cast<std::size_t>(chain.boneIndices[k])].origin();
            if (!root)
                root = hip;
            if (!root || !ankle) {
                placed = false;
                break;
            }
            roots[side] = *root;
            const std::vector<double> picture = lengths(held, *map::posePoint(hips[side]),
                                                        *map::posePoint(ankles[side]), n, stop);
            p95s.push_back(percentile95(picture));
            medians.push_back(medianOf(picture));
            rigs.push_back((*ankle - *root).norm());
        }
        if (placed) {
            ScaleBand leg;
            leg.rig = (rigs[0] + rigs[1]) / 2;
            leg.p95 = (p95s[0] + p95s[1]) / 2;
            leg.median = (medians[0] + medians[1]) / 2;
            leg.lo = leg.p95 > 0 ? leg.rig / leg.p95 / scale.factor : 0;
            leg.hi = leg.median > 0 ? leg.rig / leg.median / scale.factor : 0;
            const double carried = leg.rig / scale.factor;
            leg.within = carried >= std::min(leg.median, leg.p95) - 1 && carried <= std::max(leg.median, leg.p95) + 1;
            fit.leg = leg;
            legPose = leg.p95;
            legRig = leg.rig;
            const std::vector<double> hipLine = lengths(held, *map::posePoint("r_hip"), *map::posePoint("l_hip"), n,
                                                        stop);
            fit.hip = band((roots[1] - roots[0]).norm(), hipLine, scale.factor);
            fit.outside = !fit.leg->within && !fit.hip->within;
        }
    }

    // The travel: the translated joint's range in the pose, the keyed origin's in the rig.
    double minX = 1e300, maxX = -1e300, minY = 1e300, maxY = -1e300;
    double minU = 1e300, maxU = -1e300, minV = 1e300, maxV = -1e300;
    for (std::size_t f = 0; f < n; ++f) {
        throwIfStopped(stop);
        const Eigen::Vector2d p = held.point(t.joint, f);
        minX = std::min(minX, p.x()), maxX = std::max(maxX, p.x());
        minY = std::min(minY, p.y()), maxY = std::max(maxY, p.y());
        const Eigen::Vector2d o = targets.origins[f];
        minU = std::min(minU, o.x()), maxU = std::max(maxU, o.x());
        minV = std::min(minV, o.y()), maxV = std::max(maxV, o.y());
    }
    fit.x.px = maxX - minX;
    fit.x.units = maxU - minU;
    fit.y.px = maxY - minY;
    fit.y.units = maxV - minV;
    for (TravelAxis* axis : {&fit.x, &fit.y}) {
        if (legPose > 0 && legRig > 0) {
            axis->legsPose = axis->px / legPose;
            axis->legsRig = axis->units / legRig;
        }
        if (fit.hip && fit.hip->p95 > 0 && fit.hip->rig > 0) {
            axis->hipsPose = axis->px / fit.hip->p95;
            axis->hipsRig = axis->units / fit.hip->rig;
        }
    }
    return fit;
}

}  // namespace rigpose::retarget::detail
