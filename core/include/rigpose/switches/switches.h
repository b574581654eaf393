#pragma once
// Alternate drawings shown (the switches stage): which frames each set of the map's `alternates`
// shows on, chosen by how near the pose is to the set's key skeleton, and what that choice keys.
// Selection is pure (select.cpp): per-frame distances in, spans out, so it is tested and timed
// without a rig.
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace rigpose::switches {

inline constexpr double kDefaultTolerance = 25;     // --switch-tolerance, degrees (ref #180)
inline constexpr double kLeaveHysteresis = 15;      // a shown set leaves past tolerance + this (ref #180)
inline constexpr double kShortWeight = 0.5;         // a SHORT segment's share of the distance (ref #180)
inline constexpr double kDefaultMinSeconds = 0.25;  // --switch-min (ref #279)

using Run = std::pair<std::size_t, std::size_t>;  // inclusive [first, last] frames

// What selection reads, per set (in map order) and frame.
struct SelectionInput {
    std::vector<std::vector<double>> distance;     // [set][frame], degrees
    std::vector<std::vector<char>> turnOk;         // [set][frame]: every drawn bone within tolerance of its drawing
    std::vector<std::vector<std::size_t>> groups;  // sets that compete, each group in map order
    std::vector<double> frameTimes;
    double tolerance = kDefaultTolerance;
    double minSeconds = kDefaultMinSeconds;
};

// The runs a set was nearest on, the minimum dropped and the art turn kept it off (switchRuns).
struct SetRuns {
    std::vector<Run> nearest, suppressed, turned;
};

struct Selection {
    std::vector<std::vector<Run>> spans;  // [set]: the frames it shows on
    std::vector<SetRuns> runs;            // [set]
};

// Seconds a run lasts: its first frame's time to the next frame's (the last frame's own time at
// the clip's end), the length --switch-min is compared with.
double runSeconds(const std::vector<double>& frameTimes, const Run& run);

// The nearest set within the tolerance per frame and group, held through excursions shorter
// than the minimum until past the leave hysteresis, then runs shorter than the minimum dropped.
Selection select(const SelectionInput& in);

// ---- What the stage reports (SWITCH, SWITCH-MIN; the report's switches and switchRuns).

struct Figure {
    double max = 0, median = 0;
};

// A boundary under --switch-at first: keyed where it was selected.
struct Boundary {
    std::size_t frame = 0;
    double speedOld = 0, speedNew = 0;  // degrees per frame over the chains it changes
};

struct Span {
    std::string set;
    std::size_t setIndex = 0;
    std::vector<std::string> chains, shows, hides, offsets;  // "shows": the report's slots (Qt reserves the word)
    std::size_t first = 0, last = 0;
    double from = 0, to = 0;  // the first frame's time; the time the base art (or the next set) comes back
    Figure distance;
    std::vector<std::pair<std::string, Figure>> artTurn;              // per drawn bone
    std::vector<std::pair<std::string, std::vector<Run>>> endOnHeld;  // per drawn bone, when any
    std::optional<Boundary> on, off;                                  // none from the first frame / to the end
};

struct SetRunsNamed {
    std::string set;
    std::vector<Run> nearest, suppressed, turned;
};

struct Switches {
    double tolerance = kDefaultTolerance;
    double minSeconds = kDefaultMinSeconds;
    std::vector<Span> spans;         // by first frame, then map order
    std::vector<SetRunsNamed> runs;  // one per set, in map order
};

}  // namespace rigpose::switches
