// retarget: the stages in order (house.md, "stages, not a longer function"). Each line is one
// stage of the shape rigpose/stage/state.h gives; the comment says why it sits where it does.

#include "rigpose/retarget/retarget.h"

#include <future>
#include <limits>

#include "rigpose/idle/carried_landing.h"
#include "rigpose/idle/idle_stage.h"
#include "rigpose/legs/feet_stage.h"
#include "rigpose/reduce/reduce_stage.h"
#include "rigpose/switches/switch_stage.h"
#include "rigpose/util/discard.h"
#include "readings/readings.h"
#include "stages.h"

namespace rigpose::retarget {

namespace {

using namespace detail;

// The stages in order, into `out`, checking in.stop as they go: a stop throws Stopped out of
// whichever stage is running (retarget() below turns it into a stopped Result).
void runStages(const Inputs& in, Result& out)
{
    throwIfStopped(in.stop);
    out.options = in.options;
    // --verbose asks for every wrong-way frame of a hinge before the hinge's own message: keep them all.
    if (in.options.verbose)
        out.refusals = RefusalList(std::numeric_limits<std::size_t>::max());
    State run{out};
    const auto refused = [&] { return !out.refusals.empty(); };

    // Every refusal the inputs earn, before a frame is read: the map's, the rig's, each feature's.
    out.person = checkStage(in, run);
    if (refused())
        return;
    // The held joints come first: every later stage reads the pose through them.
    out.holds = holdStage(in, run);
    if (refused())
        return;
    // The frame times and what every mapped bone is asked for; the scale the travel is read in.
    out.scale = targetStage(in, run);
    if (refused())
        return;
    out.layers = layerStage(in, run);
    // The guards change the targets before anything reads them as final (short, flip, hinges).
    out.guards = guardStage(in, run);
    if (refused())
        return;
    // The pelvis bone's targets from the sequence's track, over the guarded hip line.
    out.pelvis = pelvisStage(in, run);
    // Which set shows where, on the guarded targets; a shown set's end-on segments are held.
    out.switches = switches::switchStage(in, run, out.guards);
    // The solve's guides (ranges, reach ends), then the nod, which adds its translate to them.
    guideStage(in, run);
    out.nod = nodStage(in, run);
    // With --leg-scale the first solve waits for the legs' scale targets, which the feet stage
    // sets before it solves: a solve made without them would be made again at once.
    if (!in.options.legScale)
        keyStage(in, run);
    // The feet after the first solve: the plant places the hip and solves the keys again.
    out.feet = legs::feetStage(in, run);
    // What reads the final keys: the pelvis's swing, the ranges' clamps, the reach.
    if (out.pelvis)
        pelvisSwingStage(in, run, *out.pelvis);
    out.limits = limitStage(in, run);
    // The new animation, then what is keyed into it besides the bones' keys.
    motionStage(in, run);
    // Few keys: the final dense keys thinned, before anything else is keyed beside them.
    out.reduce = reduce::reduceStage(in, run, out.guards, out.limits, out.switches, out.feet);
    if (out.switches)
        switches::switchKeyStage(in, run, *out.switches);
    out.idle = idle::idleStage(in, run);
    out.merge = idle::mergeStage(in, run, out.idle);
    if (refused())
        return;
    nodLandingStage(in, run);
    if (out.reduce)
        reduce::allowReduction(*in.rig, out.targets, *out.reduce, out.feet ? &*out.feet : nullptr);

    // The readings need nothing the gate makes, so they run beside it (a long clip's gate keeps
    // both cores busy for a second or so; the readings take a tenth of that) and are kept only
    // when it is green. The thread reads `run` while the gate fills other members of `out`, so
    // every return below first waits for it; a Stopped it throws comes back out of get(), and when
    // this thread throws first (the gate) the future's destructor (std::async's) waits for it.
    struct AfterKeys {
        Readings readings;
        std::optional<legs::Posed> posed;
        std::vector<legs::ShearRow> shear;
    };
    std::future<AfterKeys> readings = std::async(std::launch::async, [&] {
        AfterKeys r{readingStage(in, run), std::nullopt, {}};
        // With the plant on, the posture's bounce on each support span (ref #107).
        if (out.feet && out.feet->planted && r.readings.posture)
            r.readings.posture->bounce = detail::readBounce(*in.map, *in.rig, run.held, run.factor(), out.targets,
                                                            run.playedKeys(), out.feet->supports, in.stop);
        if (out.feet)
            r.posed = legs::posedStage(in, run, *out.feet);
        if (out.feet && out.feet->legScale)
            r.shear = legs::shearStage(in, run);
        return r;
    });

    // The gate: the rig alone, then with the animation.
    const GateNames names{in.rigName, in.baseMotionName, in.imagesDir, in.buildDir};
    RefusalList base = gateBase(*in.rig, in.baseMotion, names, in.stop);
    if (!base.empty()) {
        readings.wait();
        out.gate.summary = "red: the rig alone does not pass";
        out.refusals.append(base);
        return;
    }
    out.gate = gateWithAnimation(*in.rig, out.motion, in.options.name, out.targets, names, in.stop);
    AfterKeys r = readings.get();
    if (out.idle)
        idle::nameCarriedAbove(*out.idle, out.motion, *in.rig, out.gate.refusals);
    out.refusals.append(out.gate.refusals);
    if (refused())
        return;
    out.readings = std::move(r.readings);
    if (out.feet)
        out.feet->posed = std::move(r.posed);
    if (out.feet && out.feet->legScale)
        out.feet->legScale->shear = std::move(r.shear);
    out.bothLegs = legsOf(*in.map).both();
}

}  // namespace

Result retarget(const Inputs& in)
{
    Result out;
    try {
        runStages(in, out);
    } catch (const Stopped&) {
        // Every thread the stages started has ended by now; what they made is freed off this
        // thread (util/discard.h), and the stopped result holds nothing.
        rigpose::detail::discard(std::move(out));
        Result stopped;
        stopped.options = in.options;
        stopped.stopped = true;
        return stopped;
    }
    return out;
}

}  // namespace rigpose::retarget
