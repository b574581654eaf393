// The idle and the merge as the retarget's stages: each takes the run and calls its step with
// the context it needs (idle_context.h).

#include "idle_context.h"

namespace rigpose::idle {

namespace {

IdleContext contextOf(const stage::Inputs& in)
{
    return {in.baseMotion, in.baseMotionName, *in.map, *in.rig, in.options.idle, in.options.carryIdle, in.stop};
}

}  // namespace

RefusalList checkIdleName(const stage::Inputs& in) { return checkIdleName(contextOf(in)); }

std::optional<Idle> idleStage(const stage::Inputs& in, stage::State& run)
{
    return idleStage(contextOf(in), run.shared.motion.animations.back());
}

std::optional<Merge> mergeStage(const stage::Inputs& in, stage::State& run, const std::optional<Idle>& idle)
{
    if (!in.merge)
        return std::nullopt;
    return mergeStage({*in.merge, in.mergeName, idle}, run.shared.motion, run.shared.refusals);
}

}  // namespace rigpose::idle
