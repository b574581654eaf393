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
#include "rigpose/retarget/gate.h"
#include "rigpose/rig/rig.h"
#include "rigpose/sequence/sequence.h"
#include "rigpose/switches/switches.h"
#include "rigpose/util/refusal.h"

namespace rigpose::retarget {

// What a hinge bent the wrong way does to the run (--bends).
enum class BendMode { Refuse, Clamp };

struct Options {
    std::string name = "retarget";      // the animation (--animation / --name)
    double minScore = 0.3;              // a joint scored under it holds its last good value
    std::optional<std::string> person;  // required when the sequence holds more than one
    // The guards (ref issue 7). Both off unless given.
    std::optional<double> shortFraction;  // --short: a segment under this share of its median is held
    std::optional<double> flipDegrees;    // --flip: a one-frame turn past this is spread
    BendMode bends = BendMode::Refuse;    // --bends clamp straightens instead of refusing
    // The feet (core/legs, ref #47). All off unless given; FEET is read on every run with both legs.
    bool plantFeet = false;        // --plant-feet: the hip placed so the supporting foot stays
    std::optional<double> floor;   // --floor <y>: the one floor's world y (only with plantFeet)
    std::optional<double> stance;  // --stance <leg lengths>: plant both feet within it (only with plantFeet)
    // The rig's idle (core/idle, ref #43): read on every run whose rig motion has it.
    std::optional<std::string> idle;  // --idle <name>: the animation read as the idle ("idle" when not given)
    bool carryIdle = false;           // --carry-idle: every dropped idle track looped into the new animation
    // The alternate drawings (core/switches, ref issue 22): read only with alternates in the map.
    double switchTolerance = 25;  // --switch-tolerance: degrees from a set's key skeleton (ref #180)
    double switchMin = 0.25;      // --switch-min: seconds a set's run must last to show (ref #279)
    bool verbose = false;         // --verbose: every line in full (the CLEAN record, a BEND per frame, ...)
    bool summary = false;         // --summary: one line per measure (the CLI's; no key changes)

    friend bool operator==(const Options&, const Options&) = default;
};

struct Inputs {
    const sequence::Sequence* sequence = nullptr;
    const rig::Rig* rig = nullptr;
    const map::Map* map = nullptr;
    // The rig's own animations (motion.json beside a --rig directory), carried into the output.
    const motion::Motion* baseMotion = nullptr;
    Options options;
    // How messages name the inputs (the paths as typed).
    std::string sequenceName = "sequence", rigName = "rig", mapName = "map", baseMotionName = "motion.json";
    // --contact-keys: the key sheet's contact table, read (legs/contact_keys.h), and how the
    // report names it (the path as typed, the file's SHA-256).
    const legs::ContactKeys* contactKeys = nullptr;
    std::string contactKeysName, contactKeysSha256;
    // --merge: the fragment's tracks, read (idle/merge.h), added to the new animation; and how
    // messages and the report name the file (as typed).
    const idle::Fragment* merge = nullptr;
    std::string mergeName;
    std::string imagesDir;  // where the rig's images are, for the Spine build
    std::string buildDir;   // where the build would go (atlas pages are relative to it)
    // Asked to stop (the studio, when an edit makes the run stale), the run ends within a few
    // milliseconds, inside whichever stage it is in, and returns a Result marked stopped.
    std::stop_token stop{};
};

// A joint held over frames from..to at frame `source`'s value (HOLD).
struct Hold {
    std::string point;
    std::size_t from = 0, to = 0, source = 0;
    std::string why;
};

// The translate's length measured on both (SCALE).
struct ScaleReading {
    double rig = 0;          // world units at setup
    double pose = 0;         // px, the median over frames where both points are good
    double factor = 0;       // rig / pose
    std::size_t frames = 0;  // frames the median was read over
};

// ---- The guards' findings. Every one names its frames (from..to, inclusive) so the studio can
// draw it as a span; the report adds the key times.

// A segment held because it was short in the picture (SHORT), or an across-body line held
// because it was short or reversed (printed as HOLD chain, ref #184).
struct ShortSpan {
    std::string chain, bone;
    std::array<std::string, 2> joints;
    std::size_t from = 0, to = 0;
    double minFraction = 0;  // the lowest length / median on the span
    bool across = false;     // a line from a joint to its left/right twin
    bool reversed = false;   // across only: held because the line turned past --flip in one frame
};

// A SHORT run (merged across one-frame gaps) lasting at least kEndOnSeconds (END-ON).
struct EndOn {
    std::string chain, bone;
    std::array<std::string, 2> joints;
    std::size_t from = 0, to = 0;
    double seconds = 0;
    double minFraction = 0;
};

// A one-frame turn past --flip, spread over the frames around it (FLIP).
struct FlipSpread {
    std::string chain, bone;
    std::array<std::string, 2> joints;
    std::size_t jumpFrame = 0;     // the turn was from jumpFrame - 1 to jumpFrame
    double jump = 0;               // the largest such turn in the spread, signed degrees
    std::size_t from = 0, to = 0;  // the frames replaced by the line
    std::size_t h = 0;
    bool cutAtStart = false, cutAtEnd = false;  // the window stopped at the clip's first/last frame
};

// A hinge found bent the wrong way on one frame (POSE_BEND_ONE_WAY, or BEND with --bends clamp).
struct BendFrame {
    std::string chain, joint;
    std::array<std::string, 2> bones;  // the bones either side of the hinge
    std::size_t frame = 0;
    double angle = 0;  // the inner angle the pose asked for, degrees, counter-clockwise positive
    int side = 0;      // +1 ccw, -1 cw: the side it may bend
    double rest = 0;   // the inner angle at the rig's setup
};

// A run of frames whose rotate key the pose asked past the chain's range, clamped (RANGE).
struct RangeRun {
    std::string chain, bone;
    std::size_t from = 0, to = 0;
    double seconds = 0;
    double maxOverflow = 0;  // degrees past the limit, the largest on the run
    std::size_t worstFrame = 0;
    double key = 0;           // the key asked on worstFrame, before the clamp
    double min = 0, max = 0;  // the limits
};

// A reach chain's aim against its own pair (REACH, ref #236/#282).
struct ReachReading {
    std::string chain, bone, anchor;  // anchor: the translated bone
    std::array<std::string, 2> joints;
    double offset = 0;          // setup distance of the bone's origin from the anchor's, units
    double offsetOfLength = 0;  // offset / the reached length
    struct Above {
        std::string bone, property, chain;
    };
    std::vector<Above> above;  // bones over it the animation turns (rotate) or moves (translate)
    double departureMax = 0;   // largest |aim - pair angle|, degrees
    std::size_t departureFrame = 0;
    double departureD2 = 0;  // mean |second difference| of the departure
    double aimD2 = 0, pairD2 = 0;
    std::optional<double> ratio;  // aimD2 / pairD2; none when the pair is still
    bool departs = false;         // false: aimed along the pair, no REACH line
};

// Where a reach bone's origin starts from the translated bone's (REACH-ORIGIN, ref #282).
struct ReachOrigin {
    std::string chain, bone, anchor;
    std::array<std::string, 2> joints;
    double setup = 0;     // units at setup
    double posedMax = 0;  // the most over the frames
    std::size_t posedFrame = 0;
    double segment = 0;    // the reached length: the pair's median picture length, scaled
    double ofSegment = 0;  // max(setup, posedMax) / segment
    bool warn = false;     // past kReachOriginWarn
};

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
    std::optional<CarriedSway> carried;  // only with a track and a trunk keyed from mid_hip
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
inline constexpr double kEndOnSeconds = 0.15;
inline constexpr double kReachOriginWarn = 0.20;
inline constexpr double kRangeSlack = 0.001;  // degrees: a key this close to its limit is on it

struct Result {
    Options options;                 // what the run was given (the lines name its figures)
    motion::Motion motion;           // the rig's own animations, then the new one
    Targets targets;                 // what every mapped bone was asked for, frame by frame
    std::vector<double> frameTimes;  // each pose frame's key time (t - t0, as written)
    std::vector<Hold> holds;
    std::optional<ScaleReading> scale;
    // The limbs front to back, on a sequence that carries depth (ref #281); nothing is keyed
    // from them, so the motion is the same with or without.
    std::optional<clean::Layers> layers;
    // The guards, in the order the run applies them.
    std::vector<ShortSpan> shortSpans;
    std::vector<EndOn> endOn;
    std::vector<FlipSpread> flips;
    std::vector<BendFrame> bends;  // every wrong-way frame (clamped with --bends clamp, else refused)
    std::vector<RangeRun> ranges;
    std::vector<ReachReading> reach;       // one per reach chain, in map order
    std::vector<ReachOrigin> reachOrigin;  // one per reach chain, in map order
    std::optional<NodReading> nod;         // only with a chain carrying the eye line
    std::optional<PelvisReading> pelvis;   // with a pelvis chain or a pelvis track
    // The readings (readings/): after the gate, from the pose, the keys and the rig.
    std::optional<ScaleFit> scaleFit;       // with a scale
    std::vector<JitterReading> jitter;      // one per keyed bone, in map order
    std::vector<JitterGroup> jitterGroups;  // one per chain of two or more measured bones
    std::optional<PostureReading> posture;  // with a pelvis chain and a translate
    std::optional<PivotReading> pivot;      // with a translate and both legs
    std::vector<TurnRun> turns;
    std::optional<CameraReading> camera;         // with a camera on the sequence
    bool bothLegs = false;                       // the map keys both legs (FEET is printed)
    std::optional<legs::Feet> feet;              // with both legs: the FEET reading, and the plant with --plant-feet
    std::optional<switches::Switches> switches;  // with alternates in the map (SWITCH, SWITCH-MIN)
    std::optional<idle::Idle> idle;    // when the rig's motion has the idle (IDLE, IDLE-DROPPED, IDLE-KEPT-OUT)
    std::optional<idle::Merge> merge;  // only with --merge: the fragment tracks added (MERGE)
    std::string person;
    GateResult gate;
    RefusalList refusals;
    // Stopped through Inputs::stop: no refusals, no motion, nothing but the options it was given.
    bool stopped = false;
    bool ok() const { return !stopped && refusals.empty(); }
};

Result retarget(const Inputs& inputs);

}  // namespace rigpose::retarget
