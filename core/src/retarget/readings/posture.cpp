// POSTURE (the hip line's tilt, the trunk's sway) and PIVOT (where the hip turns the legs about).

#include "readings.h"

#include <algorithm>
#include <cmath>

#include "rigpose/map/aim.h"

namespace rigpose::retarget::detail {

namespace {

std::optional<Eigen::Vector2d> placed(const sequence::Person* p, body::Joint j)
{
    if (!p || !p->joint(j).placed())
        return std::nullopt;
    return *p->joint(j).at;
}

double rangeOf(const std::vector<double>& v)
{
    if (v.empty())
        return 0;
    const auto [lo, hi] = std::minmax_element(v.begin(), v.end());
    return *hi - *lo;
}

}  // namespace

std::optional<PostureReading> readPosture(const map::Map& map, const rig::Rig& rig, const sequence::Sequence& seq,
                                          const std::string& person, const HeldJoints& held,
                                          const ScaleReading& scale, const Targets& targets, const KeyTracks& keys)
{
    if (!map.translate || pelvisSlot(map, targets) < 0)
        return std::nullopt;
    PostureReading out;
    const std::size_t n = targets.frames;
    const auto& params = seq.cleaned && seq.cleaned->contains("params") ? (*seq.cleaned)["params"] : nlohmann::ordered_json();
    out.hipsDeclared = params.is_object() && params.contains("hipsInferred") && params["hipsInferred"] != false;
    if (out.hipsDeclared)
        out.source = "declared at clean";
    const bool track = seq.hasPelvisTrack();
    out.tiltFrom = track ? seq.pelvisSource.value_or("track") : "hip line";

    // The tilt: the track's where it reads, the hip line's elsewhere, unwrapped frame to frame; a
    // frame with an inferred hip (and no track reading) is left out.
    const std::size_t r = body::index(body::Joint::RHip), l = body::index(body::Joint::LHip);
    std::vector<double> tilt;
    for (std::size_t f = 0; f < n; ++f) {
        const sequence::Frame& frame = seq.frames[f];
        double a = 0;
        if (frame.hasPelvisTilt && frame.pelvisTilt) {
            a = *frame.pelvisTilt;
        } else {
            const sequence::Person* p = frame.person(person);
            const bool inferred = !p || p->joints[r].state == sequence::JointState::Inferred ||
                                  p->joints[l].state == sequence::JointState::Inferred;
            if (inferred) {
                ++out.hipsInferred;
                continue;
            }
            a = pictureAngle(held.at[r][f], held.at[l][f]);
        }
        tilt.push_back(tilt.empty() ? a : tilt.back() + map::wrapDegrees(a - tilt.back()));
    }
    out.tiltFrames = tilt.size();
    if (tilt.empty())
        out.tiltWhy = out.hipsDeclared ? "hips inferred (declared at clean)" : "hips inferred on every frame";
    else
        out.tilt = rangeOf(tilt);

    // The sway: the x range of mid_hip - mid_shoulder, in the pose and on the posed rig.
    std::vector<double> sway, shoulders;
    for (std::size_t f = 0; f < n; ++f) {
        const sequence::Person* p = seq.frames[f].person(person);
        const auto rh = placed(p, body::Joint::RHip), lh = placed(p, body::Joint::LHip);
        const auto rs = placed(p, body::Joint::RShoulder), ls = placed(p, body::Joint::LShoulder);
        if (!rh || !lh || !rs || !ls)
            continue;
        sway.push_back(((*rh + *lh) / 2 - (*rs + *ls) / 2).x());
        shoulders.push_back((*ls - *rs).norm());
    }
    out.swayPosePx = rangeOf(sway);
    out.swayPoseUnits = out.swayPosePx * scale.factor;
    const double shoulderPx = medianOf(shoulders);
    out.swayPoseShoulders = shoulderPx > 0 ? out.swayPosePx / shoulderPx : 0;

    const rig::Poser poser(rig);
    const std::vector<rig::WorldTransform> setup = poser.setupWorld();
    const auto rigShoulder = [&](std::span<const rig::WorldTransform> world) -> std::optional<std::array<Eigen::Vector2d, 2>> {
        auto a = rigJointStart(map, world, "r_shoulder"), b = rigJointStart(map, world, "l_shoulder");
        if (!a || !b)
            return std::nullopt;
        return std::array<Eigen::Vector2d, 2>{*a, *b};
    };
    const auto rigHip = [&](std::span<const rig::WorldTransform> world) -> std::optional<Eigen::Vector2d> {
        if (auto roots = thighRoots(map, world))
            return ((*roots)[0] + (*roots)[1]) / 2;
        return world[static_cast<std::size_t>(map.translate->boneIndex)].origin();
    };
    if (const auto s0 = rigShoulder(setup)) {
        const double width = ((*s0)[1] - (*s0)[0]).norm();
        std::vector<double> rigSway;
        std::vector<rig::LocalPose> locals;
        std::vector<rig::WorldTransform> world;
        for (std::size_t f = 0; f < n; ++f) {
            posedWorld(poser, targets, keys, f, locals, world);
            const auto s = rigShoulder(world);
            rigSway.push_back((*rigHip(world) - ((*s)[0] + (*s)[1]) / 2).x());
        }
        out.swayRigUnits = rangeOf(rigSway);
        out.swayRigShoulders = width > 0 ? out.swayRigUnits / width : 0;
    }
    return out;
}

std::optional<PivotReading> readPivot(const map::Map& map, const rig::Rig& rig)
{
    if (!map.translate)
        return std::nullopt;
    const rig::Poser poser(rig);
    const std::vector<rig::WorldTransform> setup = poser.setupWorld();
    const auto roots = thighRoots(map, setup);
    if (!roots)
        return std::nullopt;
    PivotReading out;
    out.bone = map.translate->bone;
    out.units = (setup[static_cast<std::size_t>(map.translate->boneIndex)].origin() - ((*roots)[0] + (*roots)[1]) / 2).norm();
    const double width = ((*roots)[1] - (*roots)[0]).norm();
    out.hipWidths = width > 0 ? out.units / width : 0;
    return out;
}

}  // namespace rigpose::retarget::detail
