#pragma once
// retarget: one pure function of values, (Sequence, Rig, Map, Options) -> Result. It turns a
// cleaned body-18 sequence into one rigc-motion/1 animation for the rig (a rotate key per
// mapped bone per pose frame, a translate key on the translated bone), then runs the gate
// (rig alone, then rig + the new animation: validated, compiled to the Spine build, written to
// bytes and read back, posed on every frame) and measures where every mapped bone landed.
// No files, no printing, no clock: the CLI and the studio both call it.
#include <array>
#include <optional>
#include <string>
#include <vector>
#include <Eigen/Core>
#include "rigpose/clean/layers.h"
#include "rigpose/map/map.h"
#include "rigpose/motion/motion.h"
#include "rigpose/retarget/gate.h"
#include "rigpose/rig/rig.h"
#include "rigpose/sequence/sequence.h"
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
    bool verbose = false;                 // --verbose: a refusal per wrong-way frame before the hinge's line
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
    std::string imagesDir;  // where the rig's images are, for the Spine build
    std::string buildDir;   // where the build would go (atlas pages are relative to it)
};

// A joint held over frames from..to at frame `source`'s value (HOLD).
struct Hold {
    std::string point;
    std::size_t from = 0, to = 0, source = 0;
    std::string why;
};

// The translate's length measured on both (SCALE).
struct ScaleReading {
    double rig = 0;      // world units at setup
    double pose = 0;     // px, the median over frames where both points are good
    double factor = 0;   // rig / pose
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
    std::size_t jumpFrame = 0;  // the turn was from jumpFrame - 1 to jumpFrame
    double jump = 0;            // the largest such turn in the spread, signed degrees
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
    double key = 0;          // the key asked on worstFrame, before the clamp
    double min = 0, max = 0; // the limits
};

// A reach chain's aim against its own pair (REACH, ref #236/#282).
struct ReachReading {
    std::string chain, bone, anchor;  // anchor: the translated bone
    std::array<std::string, 2> joints;
    double offset = 0;          // setup distance of the bone's origin from the anchor's, units
    double offsetOfLength = 0;  // offset / the reached length
    struct Above { std::string bone, property, chain; };
    std::vector<Above> above;   // bones over it the animation turns (rotate) or moves (translate)
    double departureMax = 0;    // largest |aim - pair angle|, degrees
    std::size_t departureFrame = 0;
    double departureD2 = 0;     // mean |second difference| of the departure
    double aimD2 = 0, pairD2 = 0;
    std::optional<double> ratio;  // aimD2 / pairD2; none when the pair is still
    bool departs = false;         // false: aimed along the pair, no REACH line
};

// Where a reach bone's origin starts from the translated bone's (REACH-ORIGIN, ref #282).
struct ReachOrigin {
    std::string chain, bone, anchor;
    std::array<std::string, 2> joints;
    double setup = 0;        // units at setup
    double posedMax = 0;     // the most over the frames
    std::size_t posedFrame = 0;
    double segment = 0;      // the reached length: the pair's median picture length, scaled
    double ofSegment = 0;    // max(setup, posedMax) / segment
    bool warn = false;       // past kReachOriginWarn
};

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
    std::vector<ReachReading> reach;        // one per reach chain, in map order
    std::vector<ReachOrigin> reachOrigin;   // one per reach chain, in map order
    std::string person;
    GateResult gate;
    RefusalList refusals;
    bool ok() const { return refusals.empty(); }
};

Result retarget(const Inputs& inputs);

}  // namespace rigpose::retarget
