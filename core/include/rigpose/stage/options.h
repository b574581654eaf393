#pragma once
// The retarget's options (rig-pose retarget's flags, the studio's Run Options): a module of its
// own below every stage, so each stage reads the figures it needs without reaching up into the
// retarget that calls it. The retarget names them retarget::Options.
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rigpose::stage {

// What a hinge bent the wrong way does to the run (--bends).
enum class BendMode { Refuse, Clamp };
std::string_view bendModeName(BendMode mode);  // "refuse" or "clamp"
std::optional<BendMode> bendModeFromName(std::string_view name);

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
    // --leg-scale min,max (core/legs, ref #148): each leg segment's scalex from its picture length,
    // held within [min, max], 0 < min <= 1 <= max. Off unless given.
    std::optional<std::pair<double, double>> legScale;
    // The rig's idle (core/idle, ref #43): read on every run whose rig motion has it.
    std::optional<std::string> idle;  // --idle <name>: the animation read as the idle ("idle" when not given)
    bool carryIdle = false;           // --carry-idle: every dropped idle track looped into the new animation
    // The alternate drawings (core/switches, ref issue 22): read only with alternates in the map.
    double switchTolerance = 25;  // --switch-tolerance: degrees from a set's key skeleton (ref #180)
    double switchMin = 0.25;      // --switch-min: seconds a set's run must last to show (ref #279)
    // Few keys (core/reduce, issue 37): off unless --reduce is given. The flag's text is
    // "deg[,chain=deg...]"; what it says wrong is kept in reduceProblem for the run's checks to
    // refuse (POSE_REDUCE), as a chain the map does not have is.
    std::optional<double> reduce;                              // every mapped bone's world aim within it
    std::vector<std::pair<std::string, double>> reduceChains;  // a named chain's own tolerance, as given
    std::optional<std::string> reduceProblem;                  // the flag's text could not be read: why
    std::optional<double> reduceHip;                           // --reduce-hip <units>: the hip's origin within it
    bool reduceKeepPlanted = false;  // --reduce-keep-planted: each support span's frames stay keys down its leg
    bool verbose = false;            // --verbose: every line in full (the CLEAN record, a BEND per frame, ...)
    bool summary = false;            // --summary: one line per measure (the CLI's; no key changes)

    friend bool operator==(const Options&, const Options&) = default;
};

}  // namespace rigpose::stage
