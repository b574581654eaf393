// retarget: checks, holds, targets, the guards (and the pelvis track), the nod, keys, the motion,
// the gate and the readings, in that order.

#include "rigpose/retarget/retarget.h"

#include <algorithm>
#include <cmath>
#include <future>
#include <limits>

#include "../idle/idle_stage.h"
#include "../legs/feet_stage.h"
#include "../switches/switch_stage.h"
#include "../util/discard.h"
#include "guards.h"
#include "parts.h"
#include "readings/readings.h"
#include "rigpose/clean/require_cleaned.h"
#include "rigpose/rig/poser.h"
#include "rigpose/util/number_format.h"

namespace rigpose::retarget {

namespace {

std::optional<std::string> pickPerson(const Inputs& in, RefusalList& refusals)
{
    const std::vector<std::string> ids = in.sequence->personIds();
    if (in.options.person) {
        if (std::find(ids.begin(), ids.end(), *in.options.person) == ids.end()) {
            refusals.add("POSE_PERSON", in.sequenceName + ": person \"" + *in.options.person +
                                            "\" is on no frame; pick one the sequence holds with --person");
            return std::nullopt;
        }
        return in.options.person;
    }
    if (ids.size() == 1)
        return ids.front();
    refusals.add("POSE_PERSON",
                 in.sequenceName + ": " +
                     (ids.empty() ? std::string("no frame holds a person; there is nothing to retarget")
                                  : std::to_string(ids.size()) + " people (" + ids.front() + ", " + ids[1] +
                                        (ids.size() > 2 ? ", ..." : "") + "); pick one with --person <id>"));
    return std::nullopt;
}

// RIG_CONSTRAINT: a constraint that moves a mapped (or translated) bone would fight its keys,
// and our poser does not apply constraints, so the gate could not see it.
void checkConstraints(const Inputs& in, RefusalList& refusals)
{
    std::vector<std::string> keyed;
    for (const map::Chain& c : in.map->chains)
        keyed.insert(keyed.end(), c.bones.begin(), c.bones.end());
    if (in.map->translate)
        keyed.push_back(in.map->translate->bone);
    for (const rig::ConstraintData& c : in.rig->constraints)
        for (const std::string& bone : c.bones)
            if (std::find(keyed.begin(), keyed.end(), bone) != keyed.end())
                refusals.add("RIG_CONSTRAINT",
                             in.rigName + ": " + c.type + " constraint \"" + c.name + "\" moves bone \"" + bone +
                                 "\", which " + in.mapName +
                                 " keys; map another bone, or remove the constraint from the rig",
                             {.bone = bone});
}

std::optional<ScaleReading> measureScale(const map::Translate& t, const detail::HeldJoints& held, std::size_t frames,
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

// The stages in order, into `out`, checking in.stop as they go: a stop throws Stopped out of
// whichever stage is running (retarget() below turns it into a stopped Result).
void runStages(const Inputs& in, Result& out)
{
    const std::stop_token& stop = in.stop;
    throwIfStopped(stop);
    out.options = in.options;
    // --verbose asks for every wrong-way frame of a hinge before the hinge's own message: keep them all.
    if (in.options.verbose)
        out.refusals = RefusalList(std::numeric_limits<std::size_t>::max());
    const sequence::Sequence& seq = *in.sequence;
    if (auto refused = clean::requireCleaned(seq, in.sequenceName))
        out.refusals.add(*refused);
    out.refusals.append(map::unsupportedByRetarget(*in.map, in.mapName));
    checkConstraints(in, out.refusals);
    out.refusals.append(switches::checkSwitchMap(*in.map, *in.rig, in.options, in.mapName));
    if (in.options.plantFeet)
        out.refusals.append(legs::checkPlantMap(*in.map, *in.rig, in.mapName));
    if (in.contactKeys && !detail::legsOf(*in.map).both())
        out.refusals.add("CONTACT_KEYS",
                         in.contactKeysName + ": contact keys say which foot supports, and " + in.mapName +
                             " does not map both legs (a chain from each hip to its ankle), so there is no "
                             "support to decide; map both legs or drop --contact-keys");
    if (in.baseMotion)
        for (const motion::Animation& a : in.baseMotion->animations)
            if (a.name == in.options.name)
                out.refusals.add("RETARGET_NAME", in.baseMotionName + " already has an animation \"" + a.name +
                                                      "\"; give the new one another name with --animation");
    const idle::IdleContext idleContext{in.baseMotion,   in.baseMotionName,    *in.map, *in.rig,
                                        in.options.idle, in.options.carryIdle, stop};
    out.refusals.append(idle::checkIdleName(idleContext));
    const auto person = pickPerson(in, out.refusals);
    if (!out.refusals.empty() || !person)
        return;
    out.person = *person;

    // Holds, then every point the map reads must be good somewhere.
    const std::vector<detail::NeededPoint> needed = detail::neededPoints(*in.map);
    std::array<bool, body::kJointCount> joints{};
    for (const detail::NeededPoint& p : needed)
        for (body::Joint j : p.point.joints)
            joints[body::index(j)] = true;
    // The nod reads the neck against the eyes; a missing neck stops only the nod (NOD says so).
    if (std::any_of(in.map->chains.begin(), in.map->chains.end(),
                    [](const map::Chain& c) { return c.carriesEyeLine(); }))
        joints[body::index(body::Joint::Neck)] = true;
    const std::size_t frames = seq.frames.size();
    const detail::HeldJoints held = detail::holdJoints(seq, *person, joints, in.options.minScore, out.holds, stop);
    std::vector<std::string> refusedPoints;
    for (const detail::NeededPoint& p : needed) {
        bool good = false;
        for (std::size_t f = 0; f < frames && !good; ++f)
            good = held.isGood(p.point, f);
        const std::string key = p.point.name + p.user;
        if (good || std::find(refusedPoints.begin(), refusedPoints.end(), key) != refusedPoints.end())
            continue;
        refusedPoints.push_back(key);
        out.refusals.add("POSE_POINT_NEVER_GOOD",
                         in.sequenceName + ": point \"" + p.point.name + "\" (" + p.user + " of " + in.mapName +
                             ") is never good for person " + *person + ": on every one of " + std::to_string(frames) +
                             " frames it is missing or scored under --min-score " +
                             formatFixed(in.options.minScore, 4) + "; lower --min-score, or map the rig without it",
                         {.chain = p.chain});
    }
    if (!out.refusals.empty())
        return;

    // Keys at t - t0, as the motion writer states them.
    const double t0 = seq.frames.front().t;
    for (const sequence::Frame& frame : seq.frames) {
        throwIfStopped(stop);
        out.frameTimes.push_back(roundTo(frame.t - t0, 6));
    }

    // Targets: each mapped segment's picture angle, flipped into y up; the travel, scaled.
    const rig::Poser poser(*in.rig);
    const std::vector<rig::WorldTransform> setup = poser.setupWorld();
    Targets& targets = out.targets;
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
            targets.angles[f * targets.bones.size() + b] = detail::pictureAngle(held.point(chain.joints[k], f),
                                                                                held.point(chain.joints[k + 1], f));
        }
    }
    if (in.map->translate) {
        const map::Translate& t = *in.map->translate;
        out.scale = measureScale(t, held, frames, stop);
        if (!out.scale) {
            out.refusals.add("POSE_POINT_NEVER_GOOD", in.sequenceName + ": translate.scale " + t.scalePose[0].name +
                                                          " -> " + t.scalePose[1].name +
                                                          " is never good on one frame with length "
                                                          "(both ends good, apart); pick a pair the pose shows");
            return;
        }
        targets.translatedBone = t.boneIndex;
        const Eigen::Vector2d start = held.point(t.joint, 0);
        const Eigen::Vector2d home = setup[static_cast<std::size_t>(t.boneIndex)].origin();
        for (std::size_t f = 0; f < frames; ++f) {
            throwIfStopped(stop);
            const Eigen::Vector2d travel = held.point(t.joint, f) - start;
            targets.origins.push_back(home + out.scale->factor * Eigen::Vector2d(travel.x(), -travel.y()));
        }
    }

    // The report's events carry the motion's key times (t - t0), the layers' frames too.
    out.layers = clean::layersOf(seq);
    if (out.layers)
        for (clean::FrameLayers& l : out.layers->frames)
            l.t = out.frameTimes[l.frame];

    // The pose's own angles, before any guard touches them (JITTER reads its pairs off these).
    const std::vector<double> pictureAngles = targets.angles;

    throwIfStopped(stop);
    // ---- The guards on the targets (guards.h): the short hold, the flip guard, the hinge check.
    detail::holdShortSegments(*in.map, held, in.options, out.frameTimes, targets, out.shortSpans, out.endOn);
    if (in.options.flipDegrees)
        detail::spreadFlips(*in.map, *in.options.flipDegrees, targets, out.flips);
    // The pelvis bone from the sequence's pelvis track where it reads (pelvis_chain.cpp).
    out.pelvis = detail::keyPelvis(*in.map, *in.rig, seq, targets);
    detail::checkBends(*in.map, *in.rig, in.options, in.mapName, targets, out.bends, out.refusals);
    if (!out.refusals.empty())
        return;
    // ---- The alternate drawings (switches/): which set shows where, on the guarded targets.
    out.switches = switches::switchStage({*in.map, *in.rig, in.options, out.frameTimes, out.shortSpans, stop}, targets);

    throwIfStopped(stop);
    // ---- The keys: ranges clamped and reach chains aimed while posing (ranges.cpp, reach.cpp).
    const double factor = out.scale ? out.scale->factor : 1.0;
    const bool anyReach = std::any_of(in.map->chains.begin(), in.map->chains.end(),
                                      [](const map::Chain& c) { return c.reach; });
    const std::vector<double> pairAngles = anyReach ? targets.angles : std::vector<double>{};
    detail::KeyGuides guides = detail::keyGuides(*in.map, targets, held, factor);
    // The head's nod (nod.cpp): its translate, and the coupled turn added to the head's targets.
    out.nod = detail::readNod(*in.map, *in.rig, seq, held, out.scale, targets, guides);
    throwIfStopped(stop);
    detail::KeyTracks keys = detail::solveKeys(*in.rig, targets, &guides, stop);
    // ---- The feet (legs/): FEET on every run with both legs; --plant-feet places the hip so the
    // supporting foot stays, and the keys are solved again from there (the legs' turns are the
    // same wherever the hip is; what the range clamp was asked is kept from the first solve).
    const bool inPlace = seq.travel && *seq.travel == "in-place";
    const legs::FeetContext feetContext{*in.map, *in.rig, held,           out.frameTimes,     in.options,
                                        factor,  inPlace, in.contactKeys, in.contactKeysName, in.contactKeysSha256,
                                        stop};
    legs::detail::SupportReading supportReading;
    out.feet = legs::readFeet(feetContext, supportReading);
    if (out.feet && in.options.plantFeet) {
        legs::plantFeet(feetContext, supportReading, keys, targets, *out.feet);
        std::vector<std::vector<double>> asked = std::move(keys.asked);
        keys = detail::solveKeys(*in.rig, targets, &guides, stop);
        keys.asked = std::move(asked);
        legs::stretchLegs(feetContext, *out.feet, targets, keys);
    }
    if (out.pelvis)
        detail::pelvisSwing(*out.pelvis, *in.map, targets, keys);
    out.ranges = detail::rangeRuns(*in.map, targets, guides, keys, out.frameTimes);
    if (anyReach)
        detail::readReach(*in.map, *in.rig, targets, pairAngles, keys, held, factor, out.reach, out.reachOrigin);

    throwIfStopped(stop);
    detail::buildMotion(*in.rig, in.baseMotion, in.options.name, out.frameTimes, targets, keys, out.motion, stop);
    if (out.switches)
        switches::keySwitches(*out.switches, *in.map, *in.rig, in.baseMotion, out.frameTimes,
                              out.motion.animations.back());
    // ---- The idle (idle/): read against the new animation; --carry-idle loops the dropped in.
    out.idle = idle::idleStage(idleContext, out.motion.animations.back());
    // ---- The merge (idle/merge_stage.cpp): --merge's tracks added, never replacing one.
    if (in.merge) {
        out.merge = idle::mergeStage({*in.merge, in.mergeName, out.idle}, out.motion, out.refusals);
        if (!out.refusals.empty())
            return;
    }
    if (auto nod = detail::nodOrigins(*in.rig, targets, keys))
        targets.moreOrigins.push_back(std::move(*nod));

    // ---- The readings (readings/): printed and reported, no key changes. They need nothing the
    // gate makes, so they run beside it (a long clip's gate keeps both cores busy for a second or
    // so; the readings take a tenth of that) and are kept only when it is green.
    struct Readings {
        std::optional<ScaleFit> scaleFit;
        std::vector<JitterReading> jitter;
        std::vector<JitterGroup> jitterGroups;
        std::optional<PostureReading> posture;
        std::optional<PivotReading> pivot;
        std::vector<TurnRun> turns;
        std::optional<CameraReading> camera;
        std::optional<legs::Posed> posed;
    };
    // It reads `out` (the targets, the scale, the frame times) while the gate fills other members
    // of it, so every return below first waits for it. It checks the stop token too: a Stopped it
    // throws comes back out of readings.get(); when this thread throws first (the gate), the
    // future's destructor (std::async's) waits for it before anything it reads goes.
    std::future<Readings> readings = std::async(std::launch::async, [&] {
        Readings r;
        if (out.scale)
            r.scaleFit = detail::readScaleFit(*in.map, *in.rig, held, *out.scale, targets, stop);
        r.jitter = detail::readJitter(*in.map, *in.rig, targets, pictureAngles, keys, held, stop);
        r.jitterGroups = detail::groupJitter(r.jitter);
        if (out.scale)
            r.posture = detail::readPosture(*in.map, *in.rig, seq, *person, held, *out.scale, targets, keys, stop);
        r.pivot = detail::readPivot(*in.map, *in.rig);
        r.turns = detail::readTurns(seq, *person, in.options.minScore, out.frameTimes, stop);
        r.camera = detail::readCamera(seq);
        if (out.feet)
            r.posed = legs::readPosed(feetContext, targets, keys, *out.feet);
        return r;
    });

    // The gate: the rig alone, then with the animation.
    const GateNames names{in.rigName, in.baseMotionName, in.imagesDir, in.buildDir};
    RefusalList base = gateBase(*in.rig, in.baseMotion, names, stop);
    if (!base.empty()) {
        readings.wait();
        out.gate.summary = "red: the rig alone does not pass";
        out.refusals.append(base);
        return;
    }
    out.gate = gateWithAnimation(*in.rig, out.motion, in.options.name, targets, names, stop);
    Readings r = readings.get();
    if (out.idle)
        idle::nameCarriedAbove(*out.idle, out.motion, *in.rig, out.gate.refusals);
    out.refusals.append(out.gate.refusals);
    if (!out.refusals.empty())
        return;

    out.scaleFit = std::move(r.scaleFit);
    out.jitter = std::move(r.jitter);
    out.jitterGroups = std::move(r.jitterGroups);
    out.posture = std::move(r.posture);
    out.pivot = std::move(r.pivot);
    out.turns = std::move(r.turns);
    out.camera = std::move(r.camera);
    if (out.feet)
        out.feet->posed = std::move(r.posed);
    out.bothLegs = detail::legsOf(*in.map).both();
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
