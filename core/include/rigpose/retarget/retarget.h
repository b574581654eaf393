#pragma once
// retarget: one pure function of values, (Sequence, Rig, Map, Options) -> Result. It turns a
// cleaned body-18 sequence into one rigc-motion/1 animation for the rig (a rotate key per
// mapped bone per pose frame, a translate key on the translated bone), then runs the gate
// (rig alone, then rig + the new animation: validated, compiled to the Spine build, written to
// bytes and read back, posed on every frame) and measures where every mapped bone landed.
// No files, no printing, no clock: the CLI and the studio both call it.
#include <array>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>
#include <Eigen/Core>
#include "rigpose/clean/layers.h"
#include "rigpose/idle/idle.h"
#include "rigpose/idle/merge.h"
#include "rigpose/legs/contact_keys.h"
#include "rigpose/legs/feet.h"
#include "rigpose/map/map.h"
#include "rigpose/motion/motion.h"
#include "rigpose/reduce/reduce.h"
#include "rigpose/retarget/bounce.h"
#include "rigpose/retarget/gate.h"
#include "rigpose/rig/rig.h"
#include "rigpose/sequence/sequence.h"
#include "rigpose/stage/guards.h"
#include "rigpose/stage/inputs.h"
#include "rigpose/stage/options.h"
#include "rigpose/stage/state.h"
#include "rigpose/switches/switches.h"
#include "rigpose/util/refusal.h"

namespace rigpose::retarget {

// The options, the inputs and the guards' findings live below every stage (core/stage); the
// retarget names them as its own.
using stage::BendFrame;
using stage::BendMode;
using stage::bendModeFromName;
using stage::bendModeName;
using stage::EndOn;
using stage::FlipSpread;
using stage::Guards;
using stage::Hold;
using stage::Inputs;
using stage::kEndOnSeconds;
using stage::kRangeSlack;
using stage::kReachOriginWarn;
using stage::Limits;
using stage::Options;
using stage::RangeRun;
using stage::ReachOrigin;
using stage::ReachReading;
using stage::ScaleReading;
using stage::ShortSpan;

// The head's nod (ref #241): the eye line's height against the neck, less its baseline, keyed as
// a translate on the head bone; or why it is not keyed.
struct NodReading {
    std::string chain, bone;
    std::array<std::string, 2> joints;  // the eye line as the chain states it
    bool keyed = false;
    std::string why;  // when not keyed: what stopped it, in words
    // Keyed only:
    bool inPlace = false;    // baseline frame 0, no window, no clamp
    std::size_t window = 0;  // the baseline window's half-width, frames
    double windowSeconds = 0;
    bool wrapped = false;           // the window wraps (a --loop sequence), else cut at the ends
    double neckLength = 0;          // setup distance, the rig's neck point -> the head's origin
    double clamp = 0;               // kNodClampShare of neckLength (0 in place: no clamp)
    std::size_t clampedFrames = 0;  // frames the clamp acted on
    std::size_t firstClamped = 0, lastClamped = 0;
    bool coupled = false;     // the clamped nod turned the head too (kNodGain per unit)
    std::vector<double> nod;  // per frame, the keyed translate's vertical, units
    double minY = 0, maxY = 0;
};

// Where the pelvis bone's angle came from (PELVIS, ref #295).
struct PelvisReading {
    std::string source;                                         // the track's source, or "hip line"
    std::optional<std::string> trackSource;                     // the sequence's pelvisSource
    std::optional<std::string> bone, chain;                     // none when the map has no pelvis chain
    std::optional<double> swing;                                // peak-to-peak of its rotate keys, degrees
    std::size_t track = 0, hipLine = 0;                         // frames keyed from each
    std::vector<std::pair<std::size_t, std::size_t>> declined;  // frames the track gave no reading on
    bool hasTrack = false;
};

// ---- The readings (ref issue 7): figures the run prints and reports; none changes a key.

// SCALE's bands and travel (scaleFit, ref #240). A band is the rig's length over the picture's
// 95th percentile to over its median, each divided by the figure scale (1 = as the scale sizes it).
struct ScaleBand {
    double rig = 0;              // units at setup
    double p95 = 0, median = 0;  // px
    double lo = 0, hi = 0;       // (rig / p95) / factor, (rig / median) / factor
    bool within = false;         // rig / factor between median and p95, give or take 1 px
};
struct TravelAxis {
    double px = 0, units = 0;  // the translated joint's range in the pose, the keyed bone's in the rig
    std::optional<double> legsPose, legsRig, hipsPose, hipsRig;  // the same in leg lengths and hip widths
};
struct ScaleFit {
    double segmentMedian = 0, segmentP95 = 0, share = 0;  // the scale pair's picture length
    std::optional<ScaleBand> leg, hip;                    // need both legs in the map
    bool outside = false;                                 // the factor lies outside both bands
    TravelAxis x, y;
};

// JITTER: a keyed bone's turn frame to frame against its pair's (ref #236).
struct JitterReading {
    std::string bone, chain;
    std::array<std::string, 2> joints;
    std::optional<std::string> against;  // the nearest keyed bone above, whose pair is taken off
    double rig = 0, pair = 0;            // mean |second difference|, degrees/frame²
    std::optional<double> ratio;         // none when the pair is still (rounds to 0)
    std::size_t triples = 0;
    bool reach = false;
};

// A chain of two or more measured bones read as one (ref #236): its bones' figures summed, and
// the bone that moved the sum off its pairs' the most.
struct JitterGroup {
    std::string chain;
    std::vector<std::string> bones;
    double rig = 0, pair = 0;            // sums of the bones' figures, degrees/frame²
    std::optional<double> ratio;         // none when the pairs are still
    std::optional<std::string> movedBy;  // the bone with the largest |rig − pair|; none when that rounds to 0
    double movedByExcess = 0;            // its rig − pair, degrees/frame²
};

// POSTURE: the hip line's tilt and the trunk's sway (with a pelvis chain and a translate).
using FrameRuns = std::vector<std::pair<std::size_t, std::size_t>>;  // inclusive [first, last] runs
// A measured hips record (clean's hipsInferred.by "measured", ref #86/#106): the tilt is read on
// its read, interpolated, scaled and held frames; the unmeasured ones are left out.
struct TiltMeasured {
    std::string method;
    std::size_t frames = 0;  // read + interpolated + scaled + held
    std::size_t read = 0, interpolated = 0, scaled = 0, held = 0, unmeasured = 0;
    FrameRuns heldRuns, scaledRuns, unmeasuredRuns;
};
// The tilt's reference when the pelvis bone was keyed from the sequence's pelvis track (ref #295).
struct TiltTrack {
    std::string source;       // the sequence's pelvisSource
    std::size_t track = 0;    // frames the track read
    std::size_t hipLine = 0;  // frames it declined, read off the hip line instead
    FrameRuns hipLineRuns;
};
// With a track, the rig's sway includes the pelvis bone's turn: how far that turn carries the
// trunk bone's origin in x, and the trunk alone (mid_shoulder about that origin), beside the pose.
struct CarriedSway {
    std::string bone;      // the trunk: the keyed bone whose pair starts at mid_hip
    double origin = 0;     // x range of the trunk's origin about the hip, units
    double trunk = 0;      // x range of the rig's mid_shoulder about the trunk's origin, units
    double reference = 0;  // the pose's sway (mid_hip − mid_shoulder), units
};
struct PostureReading {
    std::optional<double> tilt;    // the hip line's range, degrees; none when no frame reads it
    std::string tiltWhy;           // why not, when none
    std::size_t tiltFrames = 0;    // frames it was read on
    std::size_t hipsInferred = 0;  // frames left out for an inferred hip
    bool hipsDeclared = false;     // clean --hips-inferred
    std::string source;            // what says the hips are inferred: the clean record, or "source not stated"
    std::optional<TiltMeasured> measured;
    std::optional<TiltTrack> track;
    double swayPosePx = 0, swayPoseUnits = 0, swayPoseShoulders = 0;
    double swayRigUnits = 0, swayRigShoulders = 0;
    std::optional<CarriedSway> carried;   // only with a track and a trunk keyed from mid_hip
    std::optional<BounceReading> bounce;  // only with --plant-feet: one row per support span (ref #107)
};

// PIVOT: the translated bone's origin against the thigh roots' midpoint at setup.
struct PivotReading {
    std::string bone;
    double units = 0, hipWidths = 0;
};

// TURN: a line across the body short or reversed for at least kEndOnSeconds.
struct TurnRun {
    std::string line;  // hip, shoulder or eye
    std::array<std::string, 2> joints;
    std::size_t from = 0, to = 0;
    double seconds = 0, minFraction = 0;
    bool reversed = false;
};

// CAMERA: the sequence's camera (ref #63), not applied again.
struct CameraReading {
    std::optional<std::string> source;
    double sMin = 1, sMax = 1;
    std::vector<std::size_t> fastest;  // up to three frames where s changes fastest, fastest first
};

inline constexpr double kTurnFraction = 0.5;

inline constexpr double kNodClampShare = 0.02;  // of the neck's setup length
inline constexpr double kNodGain = 1.6;         // rotate degrees per unit of clamped nod

// The readings (readings/): figures printed and reported after the gate, from the pose, the keys
// and the rig; none changes a key. Kept only when the gate is green.
struct Readings {
    std::optional<ScaleFit> scaleFit;       // with a scale
    std::vector<JitterReading> jitter;      // one per keyed bone, in map order
    std::vector<JitterGroup> jitterGroups;  // one per chain of two or more measured bones
    std::optional<PostureReading> posture;  // with a pelvis chain and a translate
    std::optional<PivotReading> pivot;      // with a translate and both legs
    std::vector<TurnRun> turns;
    std::optional<CameraReading> camera;  // with a camera on the sequence
};

// The run's shared values first (stage::Shared: options, person, frame times, holds, scale,
// targets, motion, refusals), then one member per stage that makes a group of its own, in the
// order the stages run.
struct Result : stage::Shared {
    // The limbs front to back, on a sequence that carries depth (ref #281); nothing is keyed
    // from them, so the motion is the same with or without.
    std::optional<clean::Layers> layers;
    Guards guards;                               // the guards on the targets (SHORT, END-ON, FLIP, BEND)
    Limits limits;                               // what the keys met (RANGE, REACH, REACH-ORIGIN)
    std::optional<PelvisReading> pelvis;         // with a pelvis chain or a pelvis track
    std::optional<switches::Switches> switches;  // with alternates in the map (SWITCH, SWITCH-MIN)
    std::optional<NodReading> nod;               // only with a chain carrying the eye line
    std::optional<legs::Feet> feet;              // with both legs: the FEET reading, and the plant with --plant-feet
    bool bothLegs = false;                       // the map keys both legs (FEET is printed)
    std::optional<idle::Idle> idle;           // when the rig's motion has the idle (IDLE, IDLE-DROPPED, IDLE-KEPT-OUT)
    std::optional<idle::Merge> merge;         // only with --merge: the fragment tracks added (MERGE)
    std::optional<reduce::Reduction> reduce;  // only with --reduce: each bone track thinned (REDUCE)
    Readings readings;
    GateResult gate;
    // Stopped through Inputs::stop: no refusals, no motion, nothing but the options it was given.
    bool stopped = false;
    bool ok() const { return !stopped && refusals.empty(); }
};

Result retarget(const Inputs& inputs);

}  // namespace rigpose::retarget
