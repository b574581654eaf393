// The holds and targets stages: each joint held where it is missing or scored low (HOLD), the
// frame times, every mapped segment's picture angle flipped into y up, the translate's travel
// scaled (SCALE), and the limbs' layers on a sequence that carries depth.

#include <algorithm>
#include <array>

#include "rigpose/rig/poser.h"
#include "rigpose/util/number_format.h"
#include "stages.h"

namespace rigpose::retarget::detail {

namespace {

std::optional<ScaleReading> measureScale(const map::Translate& t, const HeldJoints& held, std::size_t frames,
                                         const std::stop_token& stop)
{
    std::vector<double> lengths;
    for (std::size_t f = 0; f < frames; ++f) {
        throwIfStopped(stop);
        if (held.isGood(t.scalePose[0], f) && held.isGood(t.scalePose[1], f))
            lengths.push_back((held.point(t.scalePose[1], f) - held.point(t.scalePose[0], f)).norm());
    }
    if (lengths.empty())
        return std::nullopt;
    std::sort(lengths.begin(), lengths.end());
    const std::size_t n = lengths.size();
    const double median = n % 2 ? lengths[n / 2] : (lengths[n / 2 - 1] + lengths[n / 2]) / 2;
    if (!(median > 0))
        return std::nullopt;
    return ScaleReading{t.rigLength, median, t.rigLength / median, n};
}

}  // namespace

std::vector<Hold> holdStage(const Inputs& in, State& run)
{
    const sequence::Sequence& seq = *in.sequence;
    const std::string& person = run.shared.person;
    // Every point the map reads must be good somewhere.
    const std::vector<NeededPoint> needed = neededPoints(*in.map);
    std::array<bool, body::kJointCount> joints{};
    for (const NeededPoint& p : needed)
        for (body::Joint j : p.point.joints)
            joints[body::index(j)] = true;
    // The nod reads the neck against the eyes; a missing neck stops only the nod (NOD says so).
    if (std::any_of(in.map->chains.begin(), in.map->chains.end(),
                    [](const map::Chain& c) { return c.carriesEyeLine(); }))
        joints[body::index(body::Joint::Neck)] = true;
    const std::size_t frames = seq.frames.size();
    std::vector<Hold> holds;
    run.held = holdJoints(seq, person, joints, in.options.minScore, holds, in.stop);
    std::vector<std::string> refusedPoints;
    for (const NeededPoint& p : needed) {
        bool good = false;
        for (std::size_t f = 0; f < frames && !good; ++f)
            good = run.held.isGood(p.point, f);
        const std::string key = p.point.name + p.user;
        if (good || std::find(refusedPoints.begin(), refusedPoints.end(), key) != refusedPoints.end())
            continue;
        refusedPoints.push_back(key);
        run.shared.refusals.add("POSE_POINT_NEVER_GOOD",
                                in.sequenceName + ": point \"" + p.point.name + "\" (" + p.user + " of " + in.mapName +
                                    ") is never good for person " + person + ": on every one of " +
                                    std::to_string(frames) + " frames it is missing or scored under --min-score " +
                                    formatFixed(in.options.minScore, 4) +
                                    "; lower --min-score, or map the rig without it",
                                {.chain = p.chain});
    }
    return holds;
}

std::optional<ScaleReading> targetStage(const Inputs& in, State& run)
{
    const sequence::Sequence& seq = *in.sequence;
    const std::stop_token& stop = in.stop;
    const std::size_t frames = seq.frames.size();
    // Keys at t - t0, as the motion writer states them.
    const double t0 = seq.frames.front().t;
    for (const sequence::Frame& frame : seq.frames) {
        throwIfStopped(stop);
        run.shared.frameTimes.push_back(roundTo(frame.t - t0, 6));
    }

    // Each mapped segment's picture angle, flipped into y up; the travel, scaled.
    const rig::Poser poser(*in.rig);
    const std::vector<rig::WorldTransform> setup = poser.setupWorld();
    Targets& targets = run.shared.targets;
    targets.bones = in.map->mappedBones();
    targets.frames = frames;
    for (const auto& m : targets.bones)
        targets.aims.push_back(in.map->chains[m.chain].aims[m.link]);
    targets.angles.resize(frames * targets.bones.size());
    for (std::size_t f = 0; f < frames; ++f) {
        throwIfStopped(stop);
        for (std::size_t b = 0; b < targets.bones.size(); ++b) {
            const map::Chain& chain = in.map->chains[targets.bones[b].chain];
            const std::size_t k = targets.bones[b].link;
            targets.angles[f * targets.bones.size() + b] = pictureAngle(run.held.point(chain.joints[k], f),
                                                                        run.held.point(chain.joints[k + 1], f));
        }
    }
    // The pose's own angles, before any guard touches them (JITTER reads its pairs off these).
    run.pictureAngles = targets.angles;
    if (!in.map->translate)
        return std::nullopt;
    const map::Translate& t = *in.map->translate;
    std::optional<ScaleReading> scale = measureScale(t, run.held, frames, stop);
    if (!scale) {
        run.shared.refusals.add("POSE_POINT_NEVER_GOOD", in.sequenceName + ": translate.scale " + t.scalePose[0].name +
                                                             " -> " + t.scalePose[1].name +
                                                             " is never good on one frame with length "
                                                             "(both ends good, apart); pick a pair the pose shows");
        return std::nullopt;
    }
    targets.translatedBone = t.boneIndex;
    const Eigen::Vector2d start = run.held.point(t.joint, 0);
    const Eigen::Vector2d home = setup[static_cast<std::size_t>(t.boneIndex)].origin();
    for (std::size_t f = 0; f < frames; ++f) {
        throwIfStopped(stop);
        const Eigen::Vector2d travel = run.held.point(t.joint, f) - start;
        targets.origins.push_back(home + scale->factor * Eigen::Vector2d(travel.x(), -travel.y()));
    }
    return scale;
}

std::optional<clean::Layers> layerStage(const Inputs& in, State& run)
{
    // The report's events carry the motion's key times (t - t0), the layers' frames too.
    std::optional<clean::Layers> layers = clean::layersOf(*in.sequence);
    if (layers)
        for (clean::FrameLayers& l : layers->frames)
            l.t = run.shared.frameTimes[l.frame];
    return layers;
}

}  // namespace rigpose::retarget::detail
