// The gate: the rig alone, then the rig with the new animation, validated, built, read back
// from the build's bytes and posed on every pose frame; every mapped bone measured.

#include "rigpose/retarget/gate.h"

#include <algorithm>
#include <cmath>
#include <future>
#include <mutex>
#include <tuple>

#include "rigpose/util/discard.h"
#include "read_back.h"
#include "written_motion.h"
#include "rigpose/map/aim.h"
#include "rigpose/motion/evaluator.h"
#include "rigpose/motion/reader.h"
#include "rigpose/motion/writer.h"
#include "rigpose/rig/poser.h"
#include "rigpose/util/number_format.h"
#include "rigpose/util/parallel.h"
#include "rigpose/util/stop.h"

namespace rigpose::retarget {

namespace {

void carry(RefusalList& into, const RefusalList& reasons)
{
    for (const Refusal& r : reasons.items())
        into.add(r);
}

struct Worst {
    double error = -1;
    std::size_t frame = 0;
    void take(double e, std::size_t f)
    {
        if (e > error || (e == error && f < frame)) {
            error = e;
            frame = f;
        }
    }
};

// The sample time of every pose frame: its key's time as the build states it and as the
// runtime stores it, in float32. Half an hour into a clip float32 steps by 1.2e-4 s, so a
// sample at the double time would fall a fraction into the segment before or after the key
// and read a blend of two frames (0.012° on a waving forearm at 25 min, 30 fps).
std::vector<double> sampleTimes(const motion::CompiledAnimation& animation, std::size_t frames,
                                const std::vector<double>& keyTimes, const std::stop_token& stop)
{
    // A reduced animation keys few frames: each frame's time as the build would state its key.
    if (!keyTimes.empty()) {
        std::vector<double> times;
        for (double t : keyTimes)
            times.push_back(static_cast<double>(static_cast<float>(motion::gridTime(t))));
        return times;
    }
    for (const motion::BoneTimeline& t : animation.boneTimelines)
        if (t.keys.size() == frames) {
            std::vector<double> times;
            for (const motion::TimelineKey& k : t.keys) {
                throwIfStopped(stop);
                times.push_back(static_cast<double>(static_cast<float>(k.time)));
            }
            return times;
        }
    return {};
}

}  // namespace

RefusalList gateBase(const rig::Rig& rig, const motion::Motion* baseMotion, const GateNames& names,
                     const std::stop_token& stop)
{
    RefusalList reasons;
    if (baseMotion) {
        const std::string text = motion::motionText(*baseMotion, stop);
        carry(reasons, motion::readMotionText(text, names.baseMotion, &rig, stop).refusals);
    }
    if (reasons.empty()) {
        auto build = spine::compileBuildText({&rig, baseMotion, names.imagesDir, names.buildDir, stop});
        carry(reasons, build.refusals);
        if (build.ok() && baseMotion) {
            std::vector<std::string> animations;
            for (const motion::Animation& a : baseMotion->animations)
                animations.push_back(a.name);
            for (const std::string& why : detail::readBackEvery(*build.value.text, animations, stop))
                reasons.add("RIG_GATE_BASE", names.rig + ": " + why);
        }
    }
    RefusalList out;
    if (!reasons.empty()) {
        out.add("RIG_GATE_BASE", names.rig + ": the rig as it is" +
                                     (baseMotion ? " (with " + names.baseMotion + ")" : std::string()) +
                                     " does not pass the gate, before anything is added; the reasons follow. Fix the "
                                     "rig (or its motion) first");
        out.append(reasons);
    }
    return out;
}

namespace {

// What the gate builds on the way, held outside its steps: on a stop it is freed off the
// stopping thread (util/discard.h) rather than on the way out.
struct GateParts {
    Loaded<spine::SpineBuild> build;
    std::optional<detail::ReadBack> back;
    std::vector<double> times;
    std::optional<motion::BoneAnimation> posed;
};

void gateInto(const rig::Rig& rig, const motion::Motion& full, const std::string& animation, const Targets& targets,
              const GateNames& names, const std::stop_token& stop, GateResult& out, GateParts& parts)
{
    out.baseGreen = true;
    RefusalList reasons;
    const std::string where = names.rig + " + animation \"" + animation + "\"";
    // Our motion validation, on the bytes the motion file would hold, runs on a second thread
    // while this one compiles the motion in memory, writes the build and reads it back: the two
    // halves take about as long each on a long clip. The validating thread, which finishes
    // first, also compares what it read with the motion in memory. It checks the stop token too;
    // a Stopped it throws comes back out of validated.get(), and when this thread throws first,
    // the future's destructor (std::async's) waits for it before `out` goes.
    auto validated = std::async(std::launch::async, [&] {
        out.motionBytes = motion::motionText(full, stop);
        auto read = motion::readMotionText(out.motionBytes, animation + " (as written)", &rig, stop);
        bool same = false;
        try {
            same = read.ok() && detail::compilesTheSame(full, read.value, stop);
        } catch (const Stopped&) {
            rigpose::detail::discard(std::move(read));
            throw;
        }
        if (same)  // not needed again: freed off the critical path, and off a thread a stop waits for
            rigpose::detail::discard(std::move(read.value));
        return std::make_pair(std::move(read), same);
    });
    std::string readBackWhy;
    auto buildAndReadBack = [&](const motion::Motion& motion) {
        auto build = spine::compileBuildText({&rig, &motion, names.imagesDir, names.buildDir, stop});
        std::optional<detail::ReadBack> back;
        if (build.ok()) {
            out.skeletonBytes = spine::skeletonText(build.value);
            back = detail::readBack(out.skeletonBytes, animation, readBackWhy, stop);
        }
        return std::make_pair(std::move(build), std::move(back));
    };
    std::tie(parts.build, parts.back) = buildAndReadBack(full);
    auto& build = parts.build;
    auto& back = parts.back;
    const auto [reread, sameBuild] = validated.get();
    carry(reasons, reread.refusals);
    if (reasons.empty()) {
        // The build must be the written bytes' build: when the round trip changed anything the
        // compile does not round away, compile what was read back instead.
        if (!sameBuild)
            std::tie(build, back) = buildAndReadBack(reread.value);
        carry(reasons, build.refusals);
        if (build.ok()) {
            if (!back)
                reasons.add("RIG_GATE", where + ": " + readBackWhy);
            else if (back->rig.bones.size() != rig.bones.size())
                reasons.add("RIG_GATE", where + ": the build read back has " + std::to_string(back->rig.bones.size()) +
                                            " bones, the rig " + std::to_string(rig.bones.size()));
            out.build = std::move(build.value);
        }
    }
    if (!reasons.empty()) {
        out.refusals.add("RIG_GATE", where + " does not pass the gate; the reasons follow");
        out.refusals.append(reasons);
        out.summary = "red: rig + \"" + animation + "\" does not validate or build";
        return;
    }
    const std::vector<double>& times = parts.times = sampleTimes(back->animation, targets.frames, targets.keyTimes,
                                                                 stop);
    const std::size_t mapped = targets.bones.size();
    const rig::Poser poser(back->rig);
    const motion::BoneAnimation& posed = parts.posed.emplace(back->animation, stop);
    const std::size_t more = targets.moreOrigins.size();
    const std::size_t scaled = targets.scales.size();
    const std::vector<rig::WorldTransform> setupWorld = poser.setupWorld();
    const auto axisLength = [](const rig::WorldTransform& w, char axis) {
        return axis == 'y' ? std::hypot(w.b, w.d) : std::hypot(w.a, w.c);
    };
    std::vector<Worst> worstScale(scaled);
    std::vector<std::vector<double>> scaleErrors(scaled, std::vector<double>(targets.frames));
    std::vector<Worst> worstAngle(mapped), worstMore(more);
    Worst worstOrigin;
    // Every frame's error too, bone-major like the landings: each frame is written by one chunk.
    std::vector<std::vector<double>> angleErrors(mapped, std::vector<double>(targets.frames));
    std::vector<std::vector<double>> moreErrors(more, std::vector<double>(targets.frames));
    std::vector<double> originErrors(targets.translatedBone >= 0 ? targets.frames : 0);
    std::mutex merge;
    constexpr std::size_t kChunk = 256;
    const std::size_t boneCount = back->rig.bones.size();  // clang 14 cannot capture a structured binding
    parallelFor((targets.frames + kChunk - 1) / kChunk, [&](std::size_t chunk) {
        std::vector<rig::LocalPose> locals(boneCount);
        std::vector<rig::WorldTransform> world(boneCount);
        std::vector<Worst> angle(mapped), moved(more), stretched(scaled);
        Worst origin;
        for (std::size_t f = chunk * kChunk; f < std::min(targets.frames, (chunk + 1) * kChunk); ++f) {
            throwIfStopped(stop);
            posed.apply(times.empty() ? 0 : times[f], poser.setupPose(), locals);
            poser.worldTransforms(locals, world);
            for (std::size_t b = 0; b < mapped; ++b) {
                const double a = map::directionDegrees(map::aimVector(targets.aims[b], targets.bones[b].bone, world));
                angle[b].take(angleErrors[b][f] = std::abs(map::wrapDegrees(a - targets.angles[f * mapped + b])), f);
            }
            if (targets.translatedBone >= 0)
                origin.take(
                    originErrors[f] =
                        (world[static_cast<std::size_t>(targets.translatedBone)].origin() - targets.origins[f]).norm(),
                    f);
            for (std::size_t k = 0; k < scaled; ++k) {
                const ScaleTarget& t = targets.scales[k];
                const auto bone = static_cast<std::size_t>(t.bone);
                stretched[k].take(
                    scaleErrors[k][f] = std::abs(
                        axisLength(world[bone], t.axis) / axisLength(setupWorld[bone], t.axis) - t.lengths[f]),
                    f);
            }
            for (std::size_t m = 0; m < more; ++m) {
                const OriginTarget& o = targets.moreOrigins[m];
                if (!o.counted.empty() && !o.counted[f])
                    continue;  // the frames its other row lands
                moved[m].take(
                    moreErrors[m][f] = (world[static_cast<std::size_t>(o.bone)].toWorld(o.local) - o.origins[f]).norm(),
                    f);
            }
        }
        const std::lock_guard lock(merge);
        for (std::size_t b = 0; b < mapped; ++b)
            worstAngle[b].take(angle[b].error, angle[b].frame);
        if (origin.error >= 0)
            worstOrigin.take(origin.error, origin.frame);
        for (std::size_t m = 0; m < more; ++m)
            worstMore[m].take(moved[m].error, moved[m].frame);
        for (std::size_t k = 0; k < scaled; ++k)
            worstScale[k].take(stretched[k].error, stretched[k].frame);
    });
    for (std::size_t b = 0; b < mapped; ++b)
        out.landings.push_back({rig.bones[static_cast<std::size_t>(targets.bones[b].bone)].name,
                                std::max(0.0, worstAngle[b].error),
                                worstAngle[b].frame,
                                "angle",
                                targets.angleTolerances.empty() ? kAngleTolerance : targets.angleTolerances[b],
                                std::move(angleErrors[b]),
                                {}});
    if (targets.translatedBone >= 0)
        out.landings.push_back({rig.bones[static_cast<std::size_t>(targets.translatedBone)].name,
                                std::max(0.0, worstOrigin.error),
                                worstOrigin.frame,
                                "origin",
                                targets.originTolerance.value_or(kOriginTolerance),
                                std::move(originErrors),
                                {}});
    const std::size_t firstMore = out.landings.size();
    for (std::size_t m = 0; m < more; ++m) {
        const OriginTarget& o = targets.moreOrigins[m];
        out.landings.push_back({o.label.empty() ? rig.bones[static_cast<std::size_t>(o.bone)].name : o.label,
                                std::max(0.0, worstMore[m].error), worstMore[m].frame, o.kind, o.tolerance,
                                std::move(moreErrors[m]), o.on});
    }
    const std::size_t firstScale = out.landings.size();
    for (std::size_t k = 0; k < scaled; ++k)
        out.landings.push_back({rig.bones[static_cast<std::size_t>(targets.scales[k].bone)].name,
                                std::max(0.0, worstScale[k].error),
                                worstScale[k].frame,
                                "scale",
                                kScaleTolerance,
                                std::move(scaleErrors[k]),
                                {}});
    std::size_t missed = 0;
    for (std::size_t i = 0; i < out.landings.size(); ++i) {
        const Landing& l = out.landings[i];
        if (l.worst <= l.tolerance)
            continue;
        ++missed;
        const std::string unit = l.kind == "angle" ? "°" : l.kind == "scale" ? " of its setup length" : " units";
        const std::string what = i >= firstScale  ? " (" + targets.scales[i - firstScale].what + ")"
                                 : i >= firstMore ? " (" + targets.moreOrigins[i - firstMore].what + ")"
                                                  : std::string();
        out.refusals.add("POSE_LANDS",
                         where + ": bone \"" + l.bone + "\" misses its " + l.kind + " target" + what + " by " +
                             formatFixed(l.worst, 4) + unit + " on frame " + std::to_string(l.frame) + " (tolerance " +
                             formatFixed(l.tolerance, 4) + unit +
                             "); the keys do not put it where the pose asks: nothing is written",
                         {.frame = l.frame, .bone = l.bone});
    }
    out.green = missed == 0;
    out.summary = out.green ? "green: rig alone, then rig + \"" + animation + "\" (" +
                                  std::to_string(rig.bones.size()) + " bones, " + std::to_string(targets.frames) +
                                  " frames posed from the build): " + std::to_string(out.landings.size()) + " of " +
                                  std::to_string(out.landings.size()) + " land"
                            : "red: " + std::to_string(missed) + " of " + std::to_string(out.landings.size()) +
                                  " miss their targets";
}

}  // namespace

GateResult gateWithAnimation(const rig::Rig& rig, const motion::Motion& full, const std::string& animation,
                             const Targets& targets, const GateNames& names, const std::stop_token& stop)
{
    GateResult out;
    GateParts parts;
    try {
        gateInto(rig, full, animation, targets, names, stop, out, parts);
    } catch (const Stopped&) {
        rigpose::detail::discard(std::move(parts));
        rigpose::detail::discard(std::move(out));
        throw;
    }
    return out;
}

}  // namespace rigpose::retarget
