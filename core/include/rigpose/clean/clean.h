#pragma once
// rig-pose clean: takes detector shake out of a pose sequence once, where it can be
// inspected. Steps, in order: spikes, occlusion, Savitzky–Golay smoothing, the floor (loops),
// the stillness hold; the pelvis track is smoothed as its own track. A pure function.

#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "rigpose/clean/depth.h"
#include "rigpose/clean/hold.h"
#include "rigpose/clean/steps.h"
#include "rigpose/sequence/sequence.h"
#include "rigpose/util/refusal.h"

namespace rigpose::clean {

struct CleanOptions {
    bool loop = false;
    int legs = 5;  // window over the hips, knees and ankles: 1, or odd and >= 5
    int rest = 7;  // window over every other joint
    bool hipsInferred = false;
    bool hold = true;
    HoldParams holdParams;
    std::optional<std::string> person;  // required when the sequence holds more than one
    std::optional<Gait> depth;          // --depth walk|run: derive depth (off by default)
    bool verbose = false;               // how the CLI prints (--verbose): not a figure of the run

    friend bool operator==(const CleanOptions&, const CleanOptions&) = default;
};

// What clean did, for the record and the printed lines.
struct CleanReport {
    std::string person;
    double trunk = 0;  // px
    std::vector<SpikeFound> spikes;
    std::vector<std::size_t> untested;
    std::vector<OccludedRun> occluded;
    std::size_t occludedFrames = 0;
    std::optional<double> floorShift;  // px, loops only
    std::optional<double> jitterBefore, jitterAfter;
    bool holdOn = true;
    std::vector<JointHold> holds;
    std::vector<Seam> seams;
    std::vector<Unheld> unheld;
    std::size_t hipsMarkedInferred = 0;
    std::optional<double> pelvisLargestChange;  // degrees
    std::size_t pelvisFrames = 0;               // frames carrying a reading
    std::optional<DepthSummary> depth;          // with --depth: what the reading found
    std::size_t measuredDepthFrames = 0;        // frames of measured depth carried through as read
    // The record the input already carried: cleaning a cleaned sequence replaces it (the
    // RECLEAN line names it), so the output holds one record, this run's.
    std::optional<nlohmann::ordered_json> replacedRecord;
};

struct CleanResult {
    sequence::Sequence sequence;  // the cleaned sequence, its record in `cleaned`
    CleanReport report;
    RefusalList refusals;
    // Stopped through the token before it finished: no refusals, and nothing here is a result.
    bool stopped = false;
    bool ok() const { return !stopped && refusals.empty(); }
};

// A window is 1 (none) or odd and at least 5: a quadratic through 3 points passes through all
// three and smooths nothing.
bool isValidWindow(int window);

// Takes the sequence by value: a caller done with its input moves it in, and a 30-minute clip
// is not held twice. A stop requested on `stop` ends the run within a few milliseconds, inside
// whichever step it is in, and returns a result marked stopped (rigpose/util/stop.h).
CleanResult cleanSequence(sequence::Sequence input, const CleanOptions& options, std::stop_token stop = {});

// The record clean writes into the sequence (rig-pose-clean/1).
nlohmann::ordered_json cleanRecord(const CleanReport& report, const CleanOptions& options, bool hasPelvisTrack);

// The lines clean prints, each starting with its tag (RECLEAN, SPIKE, SPIKES, OCCLUDED, HOLD,
// SEAM, UNHELD, INFERRED, TRAVEL, PELVIS, DEPTH, CLEAN).
std::vector<std::string> cleanLines(const CleanReport& report, const CleanOptions& options, bool verbose);

// Smooths a pelvisTilt track (degrees, nullopt where declined) over `window` frames,
// unwrapped across ±180° and wrapped back into (-180, 180]; circular with `loop`.
std::vector<std::optional<double>> smoothPelvisTilt(const std::vector<std::optional<double>>& tilt, int window,
                                                    bool loop);

}  // namespace rigpose::clean
