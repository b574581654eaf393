// The legs stage (house.md): FEET read on every run that maps both legs; with --plant-feet the
// hip planted (plant.cpp) and each ankle added to the gate's landing checks; after the gate, the
// posed build's feet.

#include "feet_context.h"

#include <algorithm>
#include <cmath>

#include <Eigen/LU>

#include "plant.h"
#include "stance.h"
#include "rigpose/map/aim.h"
#include "rigpose/rig/poser.h"

namespace rigpose::legs {

namespace {

using stage::HeldJoints;

const char* kHipNames[2] = {"r_hip", "l_hip"};
const char* kAnkleNames[2] = {"r_ankle", "l_ankle"};

bool hangsFrom(const rig::Rig& rig, int bone, int ancestor)
{
    for (int b = bone; b >= 0; b = rig.bones[static_cast<std::size_t>(b)].parentIndex)
        if (b == ancestor)
            return true;
    return false;
}

// The ankle's bone: the leg chain's bone whose pose segment ends at the ankle, aimed "x".
std::optional<std::size_t> ankleLink(const map::Chain& chain, std::size_t side)
{
    for (std::size_t k = 0; k < chain.bones.size(); ++k)
        if (chain.joints[k + 1].name == kAnkleNames[side] && chain.aims[k].kind == map::AimKind::X)
            return k;
    return std::nullopt;
}

// A leg the keys can stretch about its root by scalex keys: every bone of the chain aimed "x",
// each under the one before with the normal inherit and no shear, so a scaled parent's axes carry
// straight into the child solved through them.
bool stretchable(const map::Chain& chain, const rig::Rig& rig)
{
    for (std::size_t k = 0; k < chain.bones.size(); ++k) {
        const rig::BoneData& bone = rig.bones[static_cast<std::size_t>(chain.boneIndices[k])];
        if (chain.aims[k].kind != map::AimKind::X || bone.shearX != 0 || bone.shearY != 0)
            return false;
        if (k > 0 && (bone.parentIndex != chain.boneIndices[k - 1] || bone.inherit != rig::Inherit::Normal))
            return false;
    }
    return !chain.bones.empty();
}

// What --stance reads: the plant's posed legs and the picture's ankle heights.
detail::StanceInputs stanceInputs(const FeetContext& cx, const detail::PlantInputs& in, const detail::Plant& plant,
                                  const Feet& feet)
{
    detail::StanceInputs s;
    s.tolerance = *cx.options.stance;
    s.support = in.support;
    s.tracked = in.tracked;
    s.times = cx.frameTimes;
    for (std::size_t side = 0; side < 2; ++side) {
        const auto& ankle = cx.held.at[body::index(side == 0 ? body::Joint::RAnkle : body::Joint::LAnkle)];
        for (const Eigen::Vector2d& p : ankle)
            s.ankleY[side].push_back(p.y());
    }
    s.legLength = feet.legLength;
    s.straight = feet.straight;
    s.legRatio = in.legRatio;
    s.stretchable = in.stretchable;
    s.origins = plant.origins;
    s.ankleOffset = in.ankleOffset;
    s.rootOffset = in.rootOffset;
    return s;
}

}  // namespace

RefusalList checkPlantMap(const map::Map& map, const rig::Rig& rig, const std::string& mapName)
{
    RefusalList out;
    const stage::Legs legs = stage::legsOf(map);
    const char* sides[2] = {"right", "left"};
    for (std::size_t s = 0; s < 2; ++s) {
        const map::Chain* chain = legs.chain[s];
        if (!chain) {
            out.add("LEGS_MAP", mapName + ": --plant-feet needs a chain from " + std::string(kHipNames[s]) + " to " +
                                    kAnkleNames[s] + " (the " + sides[s] + " leg); map it, or leave --plant-feet off");
            continue;
        }
        if (!ankleLink(*chain, s))
            out.add("LEGS_MAP",
                    mapName + ": chain \"" + chain->name + "\" must end at " + kAnkleNames[s] +
                        " on a bone aimed \"x\" (the ankle is that bone's tip) for --plant-feet to hold the foot",
                    {.chain = chain->name});
        if (map.translate)
            for (std::size_t k = 0; k < chain->bones.size(); ++k)
                if (!hangsFrom(rig, chain->boneIndices[k], map.translate->boneIndex)) {
                    out.add("LEGS_MAP",
                            mapName + ": bone \"" + chain->bones[k] + "\" of chain \"" + chain->name +
                                "\" does not hang from the translated bone \"" + map.translate->bone +
                                "\", so placing the hip cannot carry the foot; translate a bone the legs hang from",
                            {.chain = chain->name, .bone = chain->bones[k]});
                    break;
                }
        for (const map::Range& r : chain->range)
            out.add("LEGS_RANGE",
                    mapName + ": chain \"" + chain->name + "\" limits bone \"" + r.bone +
                        "\" between the hip and the ankle; the plant is placed before the range clamp, so a "
                        "clamp would move the planted foot: drop the range or leave --plant-feet off",
                    {.chain = chain->name, .bone = r.bone});
    }
    if (!map.translate)
        out.add("LEGS_MAP", mapName +
                                ": --plant-feet places the hip, and the map translates no bone; add a translate "
                                "the legs hang from");
    return out;
}

RefusalList checkLegScaleMap(const map::Map& map, const std::string& mapName)
{
    RefusalList out;
    const stage::Legs legs = stage::legsOf(map);
    const char* sides[2] = {"right", "left"};
    for (std::size_t s = 0; s < 2; ++s) {
        const map::Chain* chain = legs.chain[s];
        if (!chain) {
            out.add("LEGS_MAP", mapName +
                                    ": --leg-scale reads each leg segment against both sides' straight length "
                                    "and needs a chain from " +
                                    std::string(kHipNames[s]) + " to " + kAnkleNames[s] + " (the " + sides[s] +
                                    " leg); map it, or leave --leg-scale off");
            continue;
        }
        for (std::size_t k = 0; k < chain->bones.size(); ++k)
            if (detail::roleOf(chain->joints[k], chain->joints[k + 1]) != detail::Role::None &&
                chain->aims[k].kind != map::AimKind::X)
                out.add("LEGS_MAP",
                        mapName + ": bone \"" + chain->bones[k] + "\" of chain \"" + chain->name + "\" is aimed \"" +
                            chain->aims[k].text +
                            "\", and --leg-scale scales a segment along the bone's x axis; aim it \"x\" (along the "
                            "segment) or leave --leg-scale off",
                        {.chain = chain->name, .bone = chain->bones[k]});
    }
    return out;
}

std::optional<Feet> readFeet(const FeetContext& cx, detail::SupportReading& reading)
{
    const stage::Legs legs = stage::legsOf(cx.map);
    if (!legs.both())
        return std::nullopt;
    Feet feet;
    feet.planted = cx.options.plantFeet;
    feet.inPlace = cx.inPlace;
    const detail::LegTracks tracks = detail::legTracks(cx.held, cx.frameTimes, cx.inPlace, cx.stop);
    detail::readLengths(cx.map, cx.held, tracks, feet);
    feet.rigLeg = detail::rigLegs(cx.map, cx.rig);
    const double L = feet.meanLegLength;

    const bool lowerOnly = cx.options.plantFeet && !cx.inPlace;
    std::vector<FrameRun> jumps = detail::readJumps(tracks, L);
    if (lowerOnly)
        jumps = detail::withoutStandingJumps(tracks, L, jumps);
    reading = detail::readSupport(tracks, L, jumps, lowerOnly, cx.options.plantFeet);
    if (lowerOnly) {
        const detail::SupportReading before = detail::readSupport(tracks, L, jumps, false, cx.options.plantFeet);
        feet.lowered = detail::loweredRuns(before.support, reading);
    }
    Frontal frontal = detail::readFrontal(tracks, L, reading);
    if (frontal.frontal)
        feet.lowered.reset();  // ref #113 and #119 are not read on a frontal clip
    feet.frontal = std::move(frontal);
    if (lowerOnly)
        detail::holdRollingFeet(tracks, L, reading);
    if (cx.contactKeys) {
        ContactKeysReading keyed = detail::applyContactKeys(*cx.contactKeys, reading);
        keyed.path = cx.contactKeysName;
        keyed.sha256 = cx.contactKeysSha256;
        if (feet.lowered) {
            // Ref #113's runs are kept only where they start before the cover, cut there.
            std::vector<Lowered> kept;
            for (Lowered l : *feet.lowered)
                if (l.frames.first < keyed.firstCovered || keyed.covered == 0) {
                    if (keyed.covered)
                        l.frames.second = std::min(l.frames.second, keyed.firstCovered - 1);
                    kept.push_back(l);
                }
            feet.lowered = std::move(kept);
        }
        feet.contactKeys = std::move(keyed);
    }
    feet.support = reading.support;
    feet.jumps = reading.jumps;
    feet.steps = reading.steps;
    feet.supports = detail::spansOf(reading.support, reading.tracked);
    feet.changes = detail::changesOf(reading.support);
    return feet;
}

void plantFeet(const FeetContext& cx, const detail::SupportReading& reading, const stage::KeyTracks& keys,
               stage::Targets& targets, Feet& feet)
{
    const rig::Poser poser(cx.rig);
    const stage::Legs legs = stage::legsOf(cx.map);
    const std::size_t n = targets.frames;
    detail::PlantInputs in;
    in.origins = targets.origins;
    in.factor = cx.factor;
    in.support = reading.support;
    in.tracked = reading.tracked;
    in.floor = cx.options.floor;
    in.inPlace = cx.inPlace;
    std::array<int, 2> ankleBone{};
    for (std::size_t s = 0; s < 2; ++s) {
        const map::Chain& chain = *legs.chain[s];
        ankleBone[s] = chain.boneIndices[*ankleLink(chain, s)];
        in.ankleOffset[s].resize(n);
        in.ankleX[s].resize(n);
        for (std::size_t f = 0; f < n; ++f)
            in.ankleX[s][f] = cx.held.at[body::index(s == 0 ? body::Joint::RAnkle : body::Joint::LAnkle)][f].x();
    }
    for (std::size_t s = 0; s < 2; ++s) {
        in.rootOffset[s].resize(n);
        in.legRatio[s].resize(n);
        const auto hip = body::index(s == 0 ? body::Joint::RHip : body::Joint::LHip);
        const auto ankle = body::index(s == 0 ? body::Joint::RAnkle : body::Joint::LAnkle);
        for (std::size_t f = 0; f < n; ++f)
            in.legRatio[s][f] = feet.straight[s] > 0
                                    ? (cx.held.at[ankle][f] - cx.held.at[hip][f]).norm() / feet.straight[s]
                                    : 1;
        in.stretchable[s] = stretchable(*legs.chain[s], cx.rig);
    }
    std::vector<rig::LocalPose> locals;
    std::vector<rig::WorldTransform> world;
    const auto tip = [&](std::size_t s) {
        const auto bone = static_cast<std::size_t>(ankleBone[s]);
        return world[bone].toWorld({cx.rig.bones[bone].length, 0});
    };
    for (std::size_t f = 0; f < n; ++f) {
        throwIfStopped(cx.stop);
        stage::posedWorld(poser, targets, keys, f, locals, world);
        const Eigen::Vector2d hip = world[static_cast<std::size_t>(targets.translatedBone)].origin();
        const auto roots = stage::thighRoots(cx.map, world);
        for (std::size_t s = 0; s < 2; ++s) {
            in.ankleOffset[s][f] = tip(s) - hip;
            in.rootOffset[s][f] = roots ? Eigen::Vector2d((*roots)[s] - hip) : Eigen::Vector2d::Zero();
        }
    }
    // Ref #285: on a hand-over and the blend after it the outgoing leg is held at the scale of
    // its last supporting frame; the picture already draws it shortened by the lift there.
    if (feet.legScale)
        for (std::size_t f = 1; f < n; ++f) {
            const int was = reading.support[f - 1], now = reading.support[f];
            if (was == kNoSide || now == kNoSide || was == now)
                continue;
            auto& held = in.handOverOffset[static_cast<std::size_t>(was)];
            if (held.empty())
                held = in.ankleOffset[static_cast<std::size_t>(was)];
            for (std::size_t g = f; g < std::min(n, f + kBlendFrames) && reading.support[g] == now; ++g)
                held[g] = in.ankleOffset[static_cast<std::size_t>(was)][g] +
                          ankleMoved(*feet.legScale, targets, was, g, f - 1);
        }
    detail::Plant plant = detail::plantHip(in);
    if (cx.options.stance)
        feet.stance = detail::readStance(stanceInputs(cx, in, plant, feet), plant.stretch);
    targets.origins = plant.origins;
    // No support span (a clip in flight throughout) plants nothing: there is no floor to name.
    if (!plant.floorSource.empty()) {
        feet.floor = plant.floor;
        feet.floorSource = plant.floorSource;
    }
    feet.shifts = plant.shifts;
    for (Shift& s : feet.shifts)
        s.legLengths = feet.rigLeg[static_cast<std::size_t>(s.side)] > 0
                           ? s.shift / feet.rigLeg[static_cast<std::size_t>(s.side)]
                           : 0;
    feet.closure = plant.closure;
    feet.plantedAnkle = plant.anchor;
    feet.blend = plant.blend;
    feet.stretch = plant.stretch;

    // The gate lands each ankle where the planted hip and the posed leg put it (0.01 units, plus a
    // ten-thousandth of its setup distance from the hip, for the float error down the leg).
    const std::vector<rig::WorldTransform> setup = poser.setupWorld();
    for (std::size_t s = 0; s < 2; ++s) {
        const auto bone = static_cast<std::size_t>(ankleBone[s]);
        stage::OriginTarget t;
        t.bone = ankleBone[s];
        t.local = {cx.rig.bones[bone].length, 0};
        t.kind = "foot";
        t.what = std::string("the ") + kAnkleNames[s] + " where the plant put it";
        t.label = cx.rig.bones[bone].name + ":tip";
        t.side = static_cast<int>(s);
        const Eigen::Vector2d setupTip = setup[bone].toWorld(t.local);
        const Eigen::Vector2d setupHip = setup[static_cast<std::size_t>(targets.translatedBone)].origin();
        t.tolerance = stage::kOriginTolerance + 1e-4 * (setupTip - setupHip).norm();
        t.origins.resize(n);
        // A stretched leg's ankle: moved along the leg about its root by the stretch.
        for (std::size_t f = 0; f < n; ++f)
            t.origins[f] = plant.origins[f] + in.ankleOffset[s][f] +
                           (plant.stretch[f][s] - 1) * (in.ankleOffset[s][f] - in.rootOffset[s][f]);
        targets.moreOrigins.push_back(std::move(t));
    }
}

Posed readPosed(const FeetContext& cx, const stage::Targets& targets, const stage::KeyTracks& keys, const Feet& feet)
{
    Posed out;
    const stage::Legs legs = stage::legsOf(cx.map);
    const rig::Poser poser(cx.rig);
    const std::size_t n = targets.frames;
    std::vector<char> inJump(n, 0);
    for (const FrameRun& j : feet.jumps)
        for (std::size_t f = j.first; f <= j.second && f < n; ++f)
            inJump[f] = 1;
    std::array<std::vector<Eigen::Vector2d>, 2> ankle;
    std::vector<rig::LocalPose> locals;
    std::vector<rig::WorldTransform> world;
    for (std::size_t f = 0; f < n; ++f) {
        throwIfStopped(cx.stop);
        stage::posedWorld(poser, targets, keys, f, locals, world);
        for (std::size_t s = 0; s < 2; ++s) {
            const auto end = stage::rigJointEnd(cx.map, cx.rig, world, kAnkleNames[s]);
            ankle[s].push_back(end ? *end : Eigen::Vector2d::Zero());
        }
    }
    (void)legs;
    const double rigLeg = (feet.rigLeg[0] + feet.rigLeg[1]) / 2;
    const auto inLegs = [](double units, double leg) { return leg > 0 ? units / leg : 0.0; };
    double lo = 0, hi = 0;
    bool any = false;
    for (std::size_t f = 0; f < n; ++f) {
        if (inJump[f])
            continue;
        const double y = std::min(ankle[0][f].y(), ankle[1][f].y());
        lo = any ? std::min(lo, y) : y;
        hi = any ? std::max(hi, y) : y;
        any = true;
    }
    out.lowestAnkleRange = any ? inLegs(hi - lo, rigLeg) : 0;
    for (const SupportSpan& span : feet.supports) {
        if (span.tracked)
            continue;  // followed on the floor, not held: its slide is the track's
        const auto s = static_cast<std::size_t>(span.side);
        double ylo = 0, yhi = 0, xlo = 0, xhi = 0;
        bool first = true;
        for (std::size_t f = span.frames.first; f <= span.frames.second; ++f) {
            const Eigen::Vector2d& p = ankle[s][f];
            ylo = first ? p.y() : std::min(ylo, p.y());
            yhi = first ? p.y() : std::max(yhi, p.y());
            xlo = first ? p.x() : std::min(xlo, p.x());
            xhi = first ? p.x() : std::max(xhi, p.x());
            first = false;
        }
        PosedSpan p{span.side, span.frames, inLegs(yhi - ylo, feet.rigLeg[s]), inLegs(xhi - xlo, feet.rigLeg[s])};
        out.worstVertical = std::max(out.worstVertical, p.vertical);
        out.worstDrift = std::max(out.worstDrift, p.drift);
        out.spans.push_back(p);
    }
    return out;
}

void stretchLegs(const FeetContext& cx, const Feet& feet, stage::Targets& targets, stage::KeyTracks& keys)
{
    const stage::Legs legs = stage::legsOf(cx.map);
    const std::size_t n = targets.frames;
    if (feet.stretch.size() != n)
        return;
    const rig::Poser poser(cx.rig);
    const std::vector<rig::WorldTransform> setup = poser.setupWorld();
    const auto linear = [](const rig::WorldTransform& w) {
        Eigen::Matrix2d m;
        m << w.a, w.b, w.c, w.d;
        return m;
    };
    std::vector<int> slotOf(cx.rig.bones.size(), -1);
    for (std::size_t b = 0; b < targets.bones.size(); ++b)
        slotOf[static_cast<std::size_t>(targets.bones[b].bone)] = static_cast<int>(b);
    for (std::size_t s = 0; s < 2; ++s) {
        const bool any = std::any_of(feet.stretch.begin(), feet.stretch.end(),
                                     [&](const auto& k) { return k[s] != 1; });
        if (!any)
            continue;
        const map::Chain& chain = *legs.chain[s];
        // A bone --leg-scale already keys keeps its track and target: the stretch multiplies them.
        std::vector<std::size_t> keyOf, targetOf;
        for (int bone : chain.boneIndices) {
            const auto key = std::find_if(keys.scaleX.begin(), keys.scaleX.end(),
                                          [&](const auto& k) { return k.bone == bone && k.axis == 'x'; });
            keyOf.push_back(static_cast<std::size_t>(key - keys.scaleX.begin()));
            if (key == keys.scaleX.end())
                keys.scaleX.push_back({bone, std::vector<double>(n, 1.0)});
            const auto target = std::find_if(targets.scales.begin(), targets.scales.end(),
                                             [&](const auto& t) { return t.bone == bone && t.axis == 'x'; });
            targetOf.push_back(static_cast<std::size_t>(target - targets.scales.begin()));
            if (target == targets.scales.end()) {
                stage::ScaleTarget t;
                t.bone = bone;
                t.what = std::string("the ") + (s == 0 ? "r" : "l") + " leg stretched onto the floor";
                t.lengths.assign(n, 1.0);
                targets.scales.push_back(std::move(t));
            }
        }
        std::vector<rig::LocalPose> locals;
        std::vector<rig::WorldTransform> world;
        for (std::size_t f = 0; f < n; ++f) {
            const double k = feet.stretch[f][s];
            if (k == 1)
                continue;
            throwIfStopped(cx.stop);
            // Each bone's world x axis as the unstretched keys pose it, then stretched by k.
            stage::posedWorld(poser, targets, keys, f, locals, world);
            std::vector<Eigen::Vector2d> wanted;
            for (int bone : chain.boneIndices) {
                const rig::WorldTransform& w = world[static_cast<std::size_t>(bone)];
                wanted.push_back(k * Eigen::Vector2d(w.a, w.c));
            }
            for (std::size_t i = 0; i < chain.boneIndices.size(); ++i) {
                const auto bone = static_cast<std::size_t>(chain.boneIndices[i]);
                targets.scales[targetOf[i]].lengths[f] *= k;
                if (i == 0) {
                    keys.scaleX[keyOf[i]].values[f] *= k;
                    continue;
                }
                // Solved through the parent as it is now posed (stretched): the local x axis that
                // puts the world one where it is wanted.
                stage::posedWorld(poser, targets, keys, f, locals, world);
                const Eigen::Vector2d local =
                    linear(world[static_cast<std::size_t>(chain.boneIndices[i - 1])]).inverse() * wanted[i];
                const rig::LocalPose& at = poser.setupPose()[bone];
                const double rotation = std::atan2(local.y(), local.x()) * 180 / M_PI;
                const auto slot = static_cast<std::size_t>(slotOf[bone]);
                double& key = keys.rotate[slot][f];
                key += map::wrapDegrees(rotation - at.rotation - key);
                keys.scaleX[keyOf[i]].values[f] = local.norm() / at.scaleX;
            }
        }
    }
    (void)setup;
}

namespace {

FeetContext contextOf(const stage::Inputs& in, const stage::State& run)
{
    const bool inPlace = in.sequence->travel && *in.sequence->travel == "in-place";
    return {*in.map, *in.rig,        run.held,           run.shared.frameTimes, in.options, run.factor(),
            inPlace, in.contactKeys, in.contactKeysName, in.contactKeysSha256,  in.stop};
}

}  // namespace

std::optional<Feet> feetStage(const stage::Inputs& in, stage::State& run)
{
    const FeetContext cx = contextOf(in, run);
    detail::SupportReading reading;
    std::optional<Feet> feet = readFeet(cx, reading);
    // With --leg-scale this is the first solve (retarget.cpp holds it back), made once the scale
    // targets are set, so its keys and what each bone asked before a range clamped it are read
    // through the scaled parents.
    if (in.options.legScale) {
        if (feet) {
            feet->legScale = scaleLegs(cx, *feet, run.shared.targets);
            feet->legScale->trunk = scaleTrunk(cx, *feet->legScale, run.shared.targets);
        }
        run.keys = stage::solveKeys(*in.rig, run.shared.targets, &run.guides, in.stop);
    }
    if (feet && in.options.plantFeet) {
        plantFeet(cx, reading, run.keys, run.shared.targets, *feet);
        std::vector<std::vector<double>> asked = std::move(run.keys.asked);
        run.keys = stage::solveKeys(*in.rig, run.shared.targets, &run.guides, in.stop);
        run.keys.asked = std::move(asked);
        stretchLegs(cx, *feet, run.shared.targets, run.keys);
        // Ref #237: a lifted foot keeps the pose's height unless a clamp drew its leg otherwise.
        if (feet->legScale && feet->stance)
            for (StanceRun& r : feet->stance->runs)
                if (r.state != "both")
                    for (const FreeMove& m : feet->legScale->free)
                        if (m.side == r.side)
                            r.moved = movedWithin(m, r.frames);
    }
    return feet;
}

Posed posedStage(const stage::Inputs& in, const stage::State& run, const Feet& feet)
{
    return readPosed(contextOf(in, run), run.shared.targets, run.playedKeys(), feet);
}

std::vector<ShearRow> shearStage(const stage::Inputs& in, const stage::State& run)
{
    return readShear(contextOf(in, run), run.shared.targets, run.playedKeys());
}

}  // namespace rigpose::legs
