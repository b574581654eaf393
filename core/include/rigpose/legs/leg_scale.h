#pragma once
// --leg-scale (ref #47, #148, #225, #237, #133): each mapped leg segment's scalex keyed to its
// picture length over its straight length, clamped, so a leg swung toward the camera is drawn
// shorter; the figure's own size on screen taken out first, so a zoom or a walk toward the
// camera is not read as longer legs (ref #159); and SHEAR, what the scaled axes do to the art
// of the bones under them (ref #240). One value, Result::legScale; the studio draws the clamped
// runs as lanes and writes the figure-scale track as a camera file.
#include <array>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "rigpose/legs/frame_run.h"

namespace rigpose::legs {

// Frames a segment's asked scale went past a limit: held there.
struct ClampedRun {
    FrameRun frames;
    std::string limit;                  // "min" or "max"
    double askedMin = 1, askedMax = 1;  // the asked scale over the run, before the clamp
};

// Where a free leg's clamp drew it longer (or shorter) than the picture does: how far its ankle
// hangs below (or rises above) where the picture's scale on every segment would put it.
struct Offset {
    double units = 0;       // world units
    double legLengths = 0;  // in the side's rig leg at setup
    double px = 0;          // in the picture
};
struct FreeMove {
    int side = kNoSide;
    std::vector<FrameRun> frames;  // the leg's clamped frames where it was free
    std::size_t count = 0;
    std::optional<Offset> above, below;
    std::vector<double> dy;         // per frame, world units up (0 off its frames; not written)
    double rigLeg = 0, factor = 1;  // its units: the side's rig leg, px -> world units
};
// The part of a move on the frames of `run` (STANCE's moved, ref #237); none where it has none.
std::optional<FreeMove> movedWithin(const FreeMove& move, const FrameRun& run);

// A supporting leg that asked under the floor ref #95 takes from the leg's own range: held at
// that bound, and the hip lifted by what the bound withheld, so the ankle does not sink.
struct SupportFloor {
    int side = kNoSide;
    FrameRun frames;
    double asked = 1;   // the lowest scale asked over the run
    double bound = 1;   // the bound on that frame
    double lifted = 0;  // world units the hip was lifted, the most over the run
};

struct LegScaleSegment {
    std::string chain, bone;
    std::array<std::string, 2> joints;
    int side = kNoSide;
    double straight = 0;                  // px: the larger of the two sides' 95th percentiles, figure taken out
    double ofLegLength = 0;               // ... as a share of FEET's leg length
    double spreadMin = 1, spreadMax = 1;  // picture length over straight, figure taken out
    double weight = 1;                    // ref #225: mean setup length over the bone's own, when the rig's legs differ
    std::vector<ClampedRun> clamped;
    std::vector<double> asked, keyed;  // per frame (not written)
    int slot = -1;                     // the bone among the mapped bones (not written)
    double setupLength = 0;            // world units, its bone at setup (not written)
};

// The trunk (ref #172): keyed along its aim when its length moves past kTrunkBand of its median.
struct TrunkScale {
    std::string chain, bone;
    std::array<std::string, 2> joints;
    char axis = 'y';            // the bone's axis that carries the length: its aim
    double standing = 0;        // px: the median length, figure taken out
    double min = 1, max = 1;    // the keyed scale's range
    std::vector<double> keyed;  // empty where not keyed (why)
    std::string why;
};

// How the figure's size on screen was read (the camera file's `s`).
struct FigureScale {
    std::string how;            // "followed", or why it was not: "in place", "short", "held"
    double min = 1, max = 1;    // its range over the clip, frame 0 = 1
    std::vector<double> track;  // per frame, frame 0 = 1; all 1 unless followed
};

// SHEAR: a scaled bone or one under one, its art's shear and its world axes against setup.
struct ShearRow {
    std::string bone;
    double shear = 0;            // degrees, the largest departure of its axes from square
    std::size_t frame = 0;       // where it is largest
    double xMin = 1, xMax = 1;   // its world x axis's length over setup's
    double yMin = 1, yMax = 1;   // ... and its y axis's
    bool scaled = false;         // keyed by --leg-scale itself
    std::string fromParent;      // the scaled bone whose unequal axes it inherits, where it shears
    std::vector<FrameRun> over;  // frames its art shears past kShearShown (the studio's lane)
};

inline constexpr double kShearShown = 1.0;  // degrees: a shear the eye reads in the art

struct LegScale {
    double min = 1, max = 1;
    FigureScale figure;
    std::vector<LegScaleSegment> segments;
    std::vector<FreeMove> free;
    std::vector<SupportFloor> support;
    std::optional<TrunkScale> trunk;
    std::vector<ShearRow> shear;
};

inline constexpr double kTrunkBand = 0.04;        // ref #172
inline constexpr double kFigureBand = 0.02;       // ref #159: within it the figure's size is held
inline constexpr double kFigureStep = 0.01;       // ... and it moves at most this a frame
inline constexpr std::size_t kFigureFrames = 25;  // a clip this short is not read for it

}  // namespace rigpose::legs
