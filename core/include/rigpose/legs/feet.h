#pragma once
// The feet (ref #47 and the issues it names): what the retarget reads of the legs on every run
// that maps both (FEET), and what --plant-feet, one floor and --stance do to the hip and the legs.
// One value, Result::feet; the studio draws its spans as lanes and its floor in the viewport.
// Sides are indexed as body-18 names them: 0 is r, 1 is l. Frames are pose frames, and a run of
// them is an inclusive [first, last] pair.
#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <Eigen/Core>

#include "rigpose/legs/frame_run.h"
#include "rigpose/legs/leg_scale.h"

namespace rigpose::legs {

// The figures of the reference (ref #102, #101, #142, #113, #85, #95, #280, #369).
inline constexpr double kSupportMargin = 0.02;     // leg lengths lower, to hand support over
inline constexpr double kSupportSeconds = 0.1;     // ... held this long
inline constexpr double kStepSpeed = 0.03;         // leg lengths a frame: the supporting ankle steps
inline constexpr double kStillSpeed = 0.01;        // leg lengths a frame: still again ...
inline constexpr std::size_t kStillFrames = 2;     // ... for this many frames
inline constexpr double kJumpHeight = 0.05;        // leg lengths above the rolling floor
inline constexpr double kJumpWindowSeconds = 1.0;  // the rolling floor's half-window
inline constexpr std::size_t kJumpFrames = 2;      // shortest jump
inline constexpr std::size_t kBlendFrames = 3;     // the hip's blend on a change of support
inline constexpr double kStretchLower = 0.92, kStretchUpper = 1.08;
inline constexpr double kFrontalShare = 0.05;      // contradicted frames outside the jumps
inline constexpr double kFrontalHeightCap = 0.25;  // leg lengths: above this a foot is in the air

// One mapped leg segment's picture length over its straight length (the 95th percentile).
struct SegmentRatio {
    std::string chain, bone;
    std::array<std::string, 2> joints;
    std::optional<double> straight;  // px; none where not measured (why)
    std::optional<double> min, median, max;
    std::string why;
};

struct SupportSpan {
    int side = kNoSide;
    FrameRun frames;
    bool tracked = false;  // the lower foot followed on the floor, not planted (ref #119)
    // Why, when tracked: "higher" (the only foot free was the higher one, ref #119), "pivot" (it
    // turns on its ball) or "rolling" (it steps off slower than the other swings in).
    std::string trackedWhy;
};

// A step: the supporting ankle moving more than kStepSpeed a frame released the plant.
struct Step {
    int side = kNoSide;  // the foot that stepped
    FrameRun frames;
    int tookSupport = kNoSide;             // the other foot, when it took support
    std::optional<std::size_t> replanted;  // the frame the stepping foot could support again
};

// A change of support on `frame` (from the frame before).
struct Change {
    std::size_t frame = 0;
    int from = kNoSide, to = kNoSide;
};

// A run whose support differs from the reading before ref #113 (feet.lowered).
struct Lowered {
    FrameRun frames;
    int was = kNoSide, now = kNoSide;
    std::string cause;  // where now is none: "released" or "higher"
};

// One support span's move onto the floor (feet.shifts), world units and the side's rig legs.
struct Shift {
    int side = kNoSide;
    FrameRun frames;
    double shift = 0;
    double legLengths = 0;
};

struct BlendRun {
    int side = kNoSide;
    FrameRun frames;
    double kMin = 1, kMax = 1;
};
// A frame run that needed a stretch past its bound: held at the bound, the rest left.
struct BoundsOver {
    int side = kNoSide;
    FrameRun frames;
    double needed = 1;  // the k the floor needed, the largest past the bound
    double bound = 1;   // the bound it had
    double left = 0;    // world units the foot was left from the floor
};
struct Blend {
    double lower = kStretchLower, upper = kStretchUpper;
    std::optional<std::array<double, 2>> rangeLowest;  // per side, where the leg's range set a bound below 0.92
    std::vector<BlendRun> runs;
    std::vector<BoundsOver> over;
};

// An in-place loop's planted heights closed (ref #285): the drift between the first and the last
// span of one side (the one with more spans, not counting one from frame 0), a whole number of
// cycles apart, taken out linearly from frame 0 before the floor is read.
struct HeightsClosure {
    int side = kNoSide;
    std::size_t from = 0, to = 0;  // the two spans' first frames
    double drift = 0;              // world units, the later span's height less the earlier's
};

// An in-place loop closed (feet.closure): the hip's x drift, and the planted heights' drift.
struct Closure {
    double drift = 0;  // world units, the hip's x on the last frame less the first's
    std::size_t frames = 0;
    std::optional<HeightsClosure> heights;
};

// The posed build's feet outside the jumps (feet.posed), in leg lengths of the rig.
struct PosedSpan {
    int side = kNoSide;
    FrameRun frames;
    double vertical = 0;  // the supporting ankle's vertical range over the span
    double drift = 0;     // its horizontal range
};
struct Posed {
    double lowestAnkleRange = 0;
    std::vector<PosedSpan> spans;
    double worstVertical = 0, worstDrift = 0;
};

// The frontal reading (ref #280): how the clip was read as frontal, and each span's stride.
struct Stride {
    int side = kNoSide;
    FrameRun frames;
    std::string decidedBy;         // "ankle vertical speed", "ankle height", "contact keys"
    std::size_t decided = 0;       // frames that signal decided
    std::size_t bothDown = 0;      // frames both feet were down
    std::size_t otherReading = 0;  // frames the reading without it names the other side
};
struct Frontal {
    bool frontal = false;
    std::size_t contradicted = 0, outsideJumps = 0;
    double share = 0;
    std::array<double, 2> rangeX{}, rangeY{};  // per side, the ankle against its hip, px (5th to 95th)
    std::vector<Stride> strides;               // frontal clips only
    std::vector<std::array<bool, 2>> down;     // per frame, per side: the ankle moves with the ground
};

// --contact-keys (ref #303, #338): what the keys did to the support.
struct ContactKeysReading {
    std::string path, sha256;
    std::size_t keys = 0;
    std::size_t firstCovered = 0;  // the first frame a key covers
    std::size_t covered = 0;       // frames covered
    std::size_t changed = 0;       // frames whose support the keys changed
    std::vector<FrameRun> flight;  // frames the keys declare none
    std::vector<FrameRun> runsChanged;
    std::vector<Stride> strides;
};

// --stance (ref #60, #87, #114).
struct StanceRun {
    std::string state;   // "both", "lifted" or "below"
    int side = kNoSide;  // the free side
    FrameRun frames;
    double maxHeight = 0;            // the free ankle's largest distance from the supporting one, leg lengths
    std::optional<double> maxDepth;  // below runs: its largest distance below
    double k = 1;                    // both runs: the largest stretch keyed
    bool absorbed = false;
    std::optional<FreeMove> moved;  // lifted and below runs: frames a --leg-scale clamp moved the ankle
};
struct Stance {
    double tolerance = 0;  // leg lengths
    double release = 0;    // 0.8 of it: planted again under this
    double minSeconds = kSupportSeconds;
    std::array<double, 2> unitPx{};          // each side's leg length, px
    std::array<double, 2> unitOfStraight{};  // ... as a share of its straight leg
    double lower = kStretchLower, upper = kStretchUpper;
    std::optional<std::array<double, 2>> rangeLowest;
    std::vector<StanceRun> runs;
    std::vector<BoundsOver> over;
};

struct Feet {
    bool planted = false;               // --plant-feet
    bool inPlace = false;               // the sequence declares travel: in-place
    std::array<double, 2> legLength{};  // px, each side's median hip -> ankle
    double meanLegLength = 0;           // px, their mean: the unit of every figure in leg lengths
    std::array<double, 2> straight{};   // px, each side's 95th percentile hip -> ankle
    std::array<double, 2> rigLeg{};     // world units, thigh origin -> ankle at setup
    std::vector<SegmentRatio> segments;

    std::vector<int> support;  // per frame: 0 r, 1 l, kNoSide
    std::vector<SupportSpan> supports;
    std::vector<FrameRun> jumps;
    std::vector<Step> steps;
    std::vector<Change> changes;
    std::optional<std::vector<Lowered>> lowered;  // --plant-feet, not in place
    std::optional<Frontal> frontal;
    std::optional<ContactKeysReading> contactKeys;

    // --plant-feet only.
    std::optional<double> floor;  // world y, up
    std::string floorSource;      // "median of N span(s)" or "--floor"
    std::vector<Shift> shifts;
    std::optional<Blend> blend;
    std::optional<Closure> closure;
    std::optional<Stance> stance;
    std::vector<std::optional<Eigen::Vector2d>> plantedAnkle;  // per frame, world: where the plant holds the ankle
    std::vector<std::array<double, 2>> stretch;  // per frame, per side: the leg's stretch about its root (1: none)

    std::optional<Posed> posed;        // the posed build, outside the jumps
    std::optional<LegScale> legScale;  // --leg-scale (leg_scale.h)
};

}  // namespace rigpose::legs
