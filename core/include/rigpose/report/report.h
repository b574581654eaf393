#pragma once
// What a retarget run says about itself: the report (rig-pose-report/1), the build's record
// (rig-pose-retarget/1, retarget.json) and the printed lines. Pure functions of the run's
// values: no clock, no host, no path the user did not type, so the same run gives the same bytes.
#include <optional>
#include <string>
#include <vector>
#include <nlohmann/json.hpp>
#include "rigpose/retarget/retarget.h"

namespace rigpose::report {

using json = nlohmann::ordered_json;

inline constexpr std::string_view kReportSpec = "rig-pose-report/1";
inline constexpr std::string_view kRecordSpec = "rig-pose-retarget/1";

// One input as the run read it: the path as typed and the SHA-256 of the exact bytes.
struct InputIdentity {
    std::string path;
    std::string sha256;
};

struct RunIdentity {
    InputIdentity rig;    // the rig spec read (rig.json), `path` the --rig argument as typed
    std::string rigFile;  // the rig.json the argument resolved to, as the report names it
    InputIdentity map;
    InputIdentity sequence;
    std::optional<std::string> reference;  // --reference, echoed, never read
};

// The report's JSON: spec, rigc, rig, animation, inputs, frames, duration, frameTimes, render,
// cleaned, options, scale, scaleFit, holds, short, endOn, bends, flips, gate, landings, jitter,
// reach, reachOrigin (only with a reach chain), posture, folds, seams, seamPairs, pivot, pelvis,
// feet (null: not read yet), turns, range, layers (only with depth).
json reportJson(const retarget::Result& result, const retarget::Options& options, const RunIdentity& identity,
                const sequence::Sequence& sequence, const rig::Rig& rig);

// retarget.json: spec, pose, rigc, inputs, flags, reference (only when given).
// Its flags are the report's options, from the same run.
json recordJson(const retarget::Result& result, const RunIdentity& identity, const sequence::Sequence& sequence);

// Two-space JSON and a trailing newline.
std::string jsonText(const json& document);

// The options as the report and the record list them: every echoed row of the option table in
// its order, then switchAt and contactKeys; always every key (null where a flag was not given).
json optionsJson(const retarget::Result& result);

// What rig-pose prints for a run (CLEAN, MOTION, RIGC, SCALE with its bands and travel, CAMERA,
// HOLD, the guards' SHORT, HOLD chain, END-ON, FLIP, BEND, DEPTH, GATE, LAND, JITTER, REACH,
// REACH-ORIGIN, RANGE, POSTURE, PELVIS, PIVOT, FEET, STANCE, NOD, TURN, SEAM, FOLD), in order.
// `motionLine` is the MOTION line when --rig left the rig's own animations unread or carried them.
std::vector<std::string> runLines(const retarget::Result& result, const sequence::Sequence& sequence,
                                  const std::optional<std::string>& motionLine);

// --summary: the RUN line, MOTION (when there is one), then one line per measure (GATE, FEET,
// LIFT, JITTER, LAND), each figure formatted as the full line formats it.
std::vector<std::string> summaryLines(const retarget::Result& result, const std::optional<std::string>& motionLine);

// The CLEAN line from the sequence's cleaned record; `verbose` adds the record itself.
std::string cleanLine(const sequence::Sequence& sequence, bool verbose = false);

// "rig-pose gate 0.1.0": our gate's name and the project's version (RIGC, rigc.version).
std::string gateVersion();

}  // namespace rigpose::report
