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

// A measured hips record's runs (already checked by the sequence reader): the counts and the
// runs POSTURE names, and which frames are unmeasured.
FrameRuns runsAt(const nlohmann::ordered_json& hips, const char* key)
{
    FrameRuns out;
    if (auto it = hips.find(key); it != hips.end() && it->is_array())
        for (const auto& run : *it)
            if (run.is_array() && run.size() == 2 && run[0].is_number_integer() && run[1].is_number_integer())
                out.emplace_back(run[0].get<std::size_t>(), run[1].get<std::size_t>());
    return out;
}

std::size_t framesIn(const FrameRuns& runs)
{
    std::size_t count = 0;
    for (const auto& [a, b] : runs)
        count += b - a + 1;
    return count;
}

TiltMeasured measuredRecord(const nlohmann::ordered_json& hips, std::size_t frames, std::vector<bool>& unmeasured)
{
    TiltMeasured m;
    m.method = hips.value("method", std::string("not stated"));
    m.heldRuns = runsAt(hips, "held");
    m.scaledRuns = runsAt(hips, "scaled");
    m.unmeasuredRuns = runsAt(hips, "unmeasured");
    m.read = framesIn(runsAt(hips, "read"));
    m.interpolated = framesIn(runsAt(hips, "interpolated"));
    m.scaled = framesIn(m.scaledRuns);
    m.held = framesIn(m.heldRuns);
    m.unmeasured = framesIn(m.unmeasuredRuns);
    m.frames = m.read + m.interpolated + m.scaled + m.held;
    for (const auto& [a, b] : m.unmeasuredRuns)
        for (std::size_t f = a; f <= b && f < frames; ++f)
            unmeasured[f] = true;
    return m;
}

}  // namespace

std::optional<PostureReading> readPosture(const map::Map& map, const rig::Rig& rig, const sequence::Sequence& seq,
                                          const std::string& person, const HeldJoints& held, const ScaleReading& scale,
                                          const Targets& targets, const KeyTracks& keys, const std::stop_token& stop)
{
    if (!map.translate || pelvisSlot(map, targets) < 0)
        return std::nullopt;
    PostureReading out;
    const std::size_t n = targets.frames;
    const auto& params = seq.cleaned && seq.cleaned->contains("params") ? (*seq.cleaned)["params"]
                                                                        : nlohmann::ordered_json();
    const nlohmann::ordered_json hips = params.is_object() ? params.value("hipsInferred", nlohmann::ordered_json())
                                                           : nullptr;
    out.hipsDeclared = !hips.is_null() && hips != false;
    std::vector<bool> unmeasured(n, false);
    if (hips.is_object() && hips.value("by", "") == "measured") {
        out.measured = measuredRecord(hips, n, unmeasured);
        out.source = "measured at clean (" + out.measured->method + ")";
    } else {
        out.source = out.hipsDeclared ? "declared at clean" : "source not stated";
    }
    if (seq.hasPelvisTrack())
        out.track = TiltTrack{seq.pelvisSource.value_or("track"), 0, 0, {}};

    // The tilt: the track's where it reads, the hip line's elsewhere, unwrapped frame to frame. A
    // frame with an inferred hip is left out unless a measured record counts it as measured.
    const std::size_t r = body::index(body::Joint::RHip), l = body::index(body::Joint::LHip);
    std::vector<double> tilt;
    std::vector<std::size_t> hipLineFrames;
    for (std::size_t f = 0; f < n; ++f) {
        throwIfStopped(stop);
        const sequence::Frame& frame = seq.frames[f];
        double a = 0;
        if (out.track && frame.hasPelvisTilt && frame.pelvisTilt) {
            a = *frame.pelvisTilt;
            ++out.track->track;
        } else if (out.measured) {
            if (unmeasured[f])
                continue;
            a = pictureAngle(held.at[r][f], held.at[l][f]);
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
        if (out.track && !(frame.hasPelvisTilt && frame.pelvisTilt))
            hipLineFrames.push_back(f);
        tilt.push_back(tilt.empty() ? a : tilt.back() + map::wrapDegrees(a - tilt.back()));
    }
    if (out.track) {
        out.track->hipLine = hipLineFrames.size();
        out.track->hipLineRuns = runsOf(hipLineFrames, 0);
    }
    out.tiltFrames = tilt.size();
    if (tilt.empty())
        out.tiltWhy = out.measured ? "every frame unmeasured (" + out.source + ")"
                                   : "hips inferred (" + out.source + ")";
    else
        out.tilt = rangeOf(tilt);

    // The sway: the x range of mid_hip - mid_shoulder, in the pose and on the posed rig.
    std::vector<double> sway, shoulders;
    for (std::size_t f = 0; f < n; ++f) {
        throwIfStopped(stop);
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
    const auto rigShoulder =
        [&](std::span<const rig::WorldTransform> world) -> std::optional<std::array<Eigen::Vector2d, 2>> {
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
        // With a track, the trunk: the keyed bone whose pair starts at mid_hip, which the pelvis
        // bone's turn carries.
        std::optional<std::size_t> trunk;
        if (out.track)
            for (const map::Map::MappedBone& b : targets.bones)
                if (!trunk && map.chains[b.chain].joints[b.link].name == "mid_hip")
                    trunk = static_cast<std::size_t>(b.bone);
        std::vector<double> rigSway, carriedOrigin, trunkAlone;
        std::vector<rig::LocalPose> locals;
        std::vector<rig::WorldTransform> world;
        for (std::size_t f = 0; f < n; ++f) {
            throwIfStopped(stop);
            posedWorld(poser, targets, keys, f, locals, world);
            const auto s = rigShoulder(world);
            const Eigen::Vector2d hip = *rigHip(world), shoulder = ((*s)[0] + (*s)[1]) / 2;
            rigSway.push_back((hip - shoulder).x());
            if (trunk) {
                const Eigen::Vector2d origin = world[*trunk].origin();
                carriedOrigin.push_back((origin - hip).x());
                trunkAlone.push_back((shoulder - origin).x());
            }
        }
        out.swayRigUnits = rangeOf(rigSway);
        out.swayRigShoulders = width > 0 ? out.swayRigUnits / width : 0;
        if (trunk)
            out.carried = CarriedSway{rig.bones[*trunk].name, rangeOf(carriedOrigin), rangeOf(trunkAlone),
                                      out.swayPoseUnits};
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
    out.units =
        (setup[static_cast<std::size_t>(map.translate->boneIndex)].origin() - ((*roots)[0] + (*roots)[1]) / 2).norm();
    const double width = ((*roots)[1] - (*roots)[0]).norm();
    out.hipWidths = width > 0 ? out.units / width : 0;
    return out;
}

}  // namespace rigpose::retarget::detail
