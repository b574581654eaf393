// The keys: each frame posed parents first, so a mapped bone is turned under whatever its
// parents did. For a normal bone that is exactly "the picture angle, less the bone's setup
// angle, less the turn of the mapped bone above"; posing it also covers the other inherit
// modes, where a parent's turn does not carry.

#include "rigpose/stage/keys.h"

#include <algorithm>
#include <cmath>

#include <Eigen/LU>

#include "rigpose/map/aim.h"
#include "rigpose/rig/poser.h"
#include "rigpose/util/parallel.h"
#include "rigpose/util/stop.h"

namespace rigpose::stage {

namespace {

Eigen::Matrix2d linear(const rig::WorldTransform& w)
{
    Eigen::Matrix2d m;
    m << w.a, w.b, w.c, w.d;
    return m;
}

// The aim in the bone's own axes at setup: every aim point is the bone or below it, and the
// bones below are at their setup while this bone is solved, so the aim turns with the bone.
std::vector<Eigen::Vector2d> localAims(const Targets& targets, std::span<const rig::WorldTransform> setup)
{
    std::vector<Eigen::Vector2d> out;
    for (std::size_t b = 0; b < targets.bones.size(); ++b) {
        const int bone = targets.bones[b].bone;
        const Eigen::Vector2d world = map::aimVector(targets.aims[b], bone, setup);
        out.push_back(linear(setup[static_cast<std::size_t>(bone)]).inverse() * world);
    }
    return out;
}

}  // namespace

KeyTracks solveKeys(const rig::Rig& rig, Targets& targets, const KeyGuides* guides, const std::stop_token& stop)
{
    const rig::Poser poser(rig);
    const std::vector<rig::WorldTransform> setupWorld = poser.setupWorld();
    const std::vector<Eigen::Vector2d> aimLocal = localAims(targets, setupWorld);
    const std::size_t boneCount = rig.bones.size(), mapped = targets.bones.size(), frames = targets.frames;
    std::vector<int> slotOf(boneCount, -1);
    for (std::size_t b = 0; b < mapped; ++b)
        slotOf[static_cast<std::size_t>(targets.bones[b].bone)] = static_cast<int>(b);

    KeyTracks keys;
    keys.rotate.assign(mapped, std::vector<double>(frames, 0.0));
    keys.translate.assign(targets.translatedBone >= 0 ? frames : 0, Eigen::Vector2d::Zero());
    keys.asked.assign(mapped, std::vector<double>(frames, 0.0));
    keys.origin.assign(mapped, {});
    if (guides)
        for (std::size_t b = 0; b < mapped; ++b)
            if (!guides->reachEnd[b].empty())
                keys.origin[b].assign(frames, Eigen::Vector2d::Zero());
    keys.anchorOrigin.assign(targets.translatedBone >= 0 ? frames : 0, Eigen::Vector2d::Zero());
    if (guides && guides->nodBone >= 0) {
        keys.nodBone = guides->nodBone;
        keys.nodTranslate.assign(frames, Eigen::Vector2d::Zero());
    }
    const auto& setup = poser.setupPose();
    // Scale targets the keys land (--leg-scale): each its own scale track, set once its bone is
    // turned, so the bones below are solved through it.
    std::vector<int> scaleOf(boneCount, -1);
    for (std::size_t k = 0; k < targets.scales.size(); ++k)
        if (targets.scales[k].keyed) {
            scaleOf[static_cast<std::size_t>(targets.scales[k].bone)] = static_cast<int>(keys.scaleX.size());
            keys.scaleX.push_back({targets.scales[k].bone, std::vector<double>(frames, 1.0), targets.scales[k].axis});
        }
    std::vector<const ScaleTarget*> scaleTargetOf(keys.scaleX.size());
    for (const ScaleTarget& t : targets.scales)
        if (t.keyed)
            scaleTargetOf[static_cast<std::size_t>(scaleOf[static_cast<std::size_t>(t.bone)])] = &t;
    const auto axisLength = [](const rig::WorldTransform& w, char axis) {
        return axis == 'y' ? std::hypot(w.b, w.d) : std::hypot(w.a, w.c);
    };

    constexpr std::size_t kChunk = 256;
    parallelFor((frames + kChunk - 1) / kChunk, [&](std::size_t chunk) {
        std::vector<rig::LocalPose> locals(setup.begin(), setup.end());
        std::vector<rig::WorldTransform> world(boneCount);
        for (std::size_t f = chunk * kChunk; f < std::min(frames, (chunk + 1) * kChunk); ++f) {
            throwIfStopped(stop);
            for (std::size_t i = 0; i < boneCount; ++i) {
                locals[i] = setup[i];
                const int p = rig.bones[i].parentIndex;
                const rig::WorldTransform* parent = p >= 0 ? &world[static_cast<std::size_t>(p)] : nullptr;
                if (static_cast<int>(i) == targets.translatedBone) {
                    const Eigen::Vector2d want = targets.origins[f];
                    const Eigen::Vector2d local = parent ? Eigen::Vector2d(linear(*parent).inverse() *
                                                                           (want - parent->origin()))
                                                         : want;
                    keys.translate[f] = local - Eigen::Vector2d(setup[i].x, setup[i].y);
                    locals[i].x = local.x();
                    locals[i].y = local.y();
                }
                // ---- the nod (nod.cpp): the head's translate, so the bones below are solved from it.
                if (guides && static_cast<int>(i) == guides->nodBone) {
                    keys.nodTranslate[f] = guides->nodTranslate[f];
                    locals[i].x += guides->nodTranslate[f].x();
                    locals[i].y += guides->nodTranslate[f].y();
                }
                world[i] = rig::worldTransform(locals[i], parent);
                if (static_cast<int>(i) == targets.translatedBone)
                    keys.anchorOrigin[f] = world[i].origin();
                const auto scaleTo = [&] {
                    // The axis's world length is linear in the bone's own scale along it, and
                    // the scale does not turn it: one step lands it.
                    const int k = scaleOf[i];
                    if (k < 0)
                        return;
                    const ScaleTarget& t = *scaleTargetOf[static_cast<std::size_t>(k)];
                    const double want = t.lengths[f] * axisLength(setupWorld[i], t.axis);
                    const double now = axisLength(world[i], t.axis);
                    double& own = t.axis == 'y' ? locals[i].scaleY : locals[i].scaleX;
                    if (now > 0)
                        own *= want / now;
                    world[i] = rig::worldTransform(locals[i], parent);
                    const double at = t.axis == 'y' ? setup[i].scaleY : setup[i].scaleX;
                    keys.scaleX[static_cast<std::size_t>(k)].values[f] = at != 0 ? own / at : 1;
                };
                const int b = slotOf[i];
                if (b < 0) {
                    scaleTo();
                    continue;
                }
                const std::size_t slot = static_cast<std::size_t>(b);
                double& targetRef = targets.angles[f * mapped + slot];
                // ---- reach (reach.cpp): aimed from where the parents put the origin.
                if (guides && !guides->reachEnd[slot].empty()) {
                    keys.origin[slot][f] = world[i].origin();
                    targetRef = map::directionDegrees(guides->reachEnd[slot][f] - world[i].origin());
                }
                const double target = targetRef;
                // One step is exact for a conformal parent; a few more settle a skewed one (a
                // shin under a thigh --leg-scale shortened).
                for (int step = 0; step < 8; ++step) {
                    const Eigen::Vector2d dir = linear(world[i]) * aimLocal[static_cast<std::size_t>(b)];
                    const double miss = map::wrapDegrees(target - map::directionDegrees(dir));
                    if (std::abs(miss) < 1e-10)
                        break;
                    locals[i].rotation += miss;
                    world[i] = rig::worldTransform(locals[i], parent);
                }
                double key = map::wrapDegrees(locals[i].rotation - setup[i].rotation);
                keys.asked[slot][f] = key;
                // ---- range (ranges.cpp): clamped at the limit; the target follows the clamp, and
                // the bones below are solved from the clamped pose.
                if (guides && guides->range[slot]) {
                    const auto [lo, hi] = *guides->range[slot];
                    const double clamped = std::clamp(key, lo, hi);
                    if (clamped != key) {
                        locals[i].rotation += clamped - key;
                        world[i] = rig::worldTransform(locals[i], parent);
                        key = clamped;
                        targetRef = map::directionDegrees(linear(world[i]) * aimLocal[slot]);
                    }
                }
                keys.rotate[slot][f] = key;
                scaleTo();
            }
        }
    });
    // Spine interpolates rotate keys as plain numbers, never the short way round: keep each
    // track continuous so the bone turns the short way between frames.
    for (auto& track : keys.rotate) {
        throwIfStopped(stop);
        for (std::size_t f = 1; f < track.size(); ++f)
            track[f] = track[f - 1] + map::wrapDegrees(track[f] - track[f - 1]);
    }
    return keys;
}

}  // namespace rigpose::stage
