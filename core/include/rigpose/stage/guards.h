#pragma once
// The guards' findings (retarget.md, "The guards"): what the run did where the pose could not be
// keyed as read, and what the keys met. Every one names its frames (from..to, inclusive) so the
// studio can draw it as a span; the report adds the key times. The switches read the SHORT spans,
// so the groups sit below both.
#include <array>
#include <optional>
#include <string>
#include <vector>

namespace rigpose::stage {

inline constexpr double kEndOnSeconds = 0.15;
inline constexpr double kReachOriginWarn = 0.20;
inline constexpr double kRangeSlack = 0.001;  // degrees: a key this close to its limit is on it

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

// The guards on the targets, in the order the run applies them (before any key is solved).
struct Guards {
    std::vector<ShortSpan> shortSpans;
    std::vector<EndOn> endOn;
    std::vector<FlipSpread> flips;
    std::vector<BendFrame> bends;  // every wrong-way frame (clamped with --bends clamp, else refused)
};

// What the solved keys met: a chain's range clamping them, a reach chain's aim off its pair.
struct Limits {
    std::vector<RangeRun> ranges;
    std::vector<ReachReading> reach;       // one per reach chain, in map order
    std::vector<ReachOrigin> reachOrigin;  // one per reach chain, in map order
};

}  // namespace rigpose::stage
