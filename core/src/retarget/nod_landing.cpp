// The head's nod measured where the gate measures everything else: the gated build read back
// from its bytes and posed at every pose frame's key time (float32, as the runtime stores it),
// the head's origin against where the keys put it. The gate itself measures the mapped bones'
// aims and the translated bone's origin; a nodding head adds a second translated origin, so it
// gets its own LAND row (kind "origin") and POSE_LANDS when it misses.

#include "guards.h"

#include <algorithm>

#include "read_back.h"
#include "readings/readings.h"
#include "rigpose/motion/evaluator.h"
#include "rigpose/util/number_format.h"

namespace rigpose::retarget::detail {

void landNod(const rig::Rig& rig, const std::string& animation, const std::string& where, const Targets& targets,
             const KeyTracks& keys, GateResult& gate)
{
    if (keys.nodBone < 0 || !gate.green)
        return;
    std::string why;
    const auto back = readBack(gate.skeletonBytes, animation, why);
    const std::string bone = rig.bones[static_cast<std::size_t>(keys.nodBone)].name;
    if (!back) {
        gate.green = false;
        gate.summary = "red: the build read back does not pose the head's nod";
        gate.refusals.add("RIG_GATE", where + ": " + why);
        return;
    }
    std::vector<double> times;
    for (const motion::BoneTimeline& t : back->animation.boneTimelines)
        if (t.keys.size() == targets.frames) {
            for (const motion::TimelineKey& k : t.keys)
                times.push_back(static_cast<double>(static_cast<float>(k.time)));
            break;
        }
    const rig::Poser built(back->rig), ours(rig);
    const motion::BoneAnimation posed(back->animation);
    std::vector<rig::LocalPose> locals(back->rig.bones.size()), mine;
    std::vector<rig::WorldTransform> world(back->rig.bones.size()), expected;
    Landing land{bone, 0, 0, "origin", kOriginTolerance};
    const auto b = static_cast<std::size_t>(keys.nodBone);
    for (std::size_t f = 0; f < targets.frames; ++f) {
        posed.apply(times.empty() ? 0 : times[f], built.setupPose(), locals);
        built.worldTransforms(locals, world);
        posedWorld(ours, targets, keys, f, mine, expected);
        const double error = (world[b].origin() - expected[b].origin()).norm();
        if (error > land.worst) {
            land.worst = error;
            land.frame = f;
        }
    }
    gate.landings.push_back(land);
    if (land.worst <= land.tolerance) {
        gate.summary += "; the head's nod origin lands too";
        return;
    }
    gate.green = false;
    gate.summary = "red: bone \"" + bone + "\"'s nod origin misses its target";
    gate.refusals.add("POSE_LANDS", where + ": bone \"" + bone + "\" misses its origin target (the nod) by " +
                                        formatFixed(land.worst, 4) + " units on frame " + std::to_string(land.frame) +
                                        " (tolerance " + formatFixed(land.tolerance, 4) +
                                        " units); the keys do not put it where the pose asks: nothing is written");
}

}  // namespace rigpose::retarget::detail
