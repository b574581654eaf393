#pragma once
// The retarget side of an export: what rig-pose retarget reads, runs and writes, for inputs read
// from absolute paths but named as typed in the export's folder. Its files are staged into the
// export's OutputSet, so they land together with a raw project's cleaned sequence or not at all.

#include <optional>
#include <string>
#include <vector>

#include "export_sequence.h"
#include "rigpose/retarget/retarget.h"
#include "rigpose/run/retarget_prepare.h"
#include "rigpose/util/output_set.h"
#include "rigpose/util/refusal.h"

namespace rigpose::studio {

// One file (or the build folder) an export writes.
struct ExportFile {
    std::string path;   // absolute: where it is written
    std::string typed;  // as a user in the export's folder types it
    std::string flag;   // the CLI's flag for it, for the messages
};

struct RetargetExport {
    std::string rig, rigTyped;  // --rig: where it is read, and as typed
    std::string map, mapTyped;  // --map
    std::string motionOut;      // the --out the MOTION line names
    std::string folder;         // the export's, absolute: a build's atlas pages are relative to it
    retarget::Options options;  // the animation named
    std::optional<ExportFile> motion, report, build;  // what is written
    std::string contactKeys, contactKeysTyped;        // --contact-keys, when the project names one
    std::string baseMotion, baseMotionTyped;          // --base-motion, when the project names one
    std::string merge, mergeTyped;                    // --merge, when the project names one
    std::optional<ExportFile> camera;                 // --camera: --leg-scale's figure scale
};

struct RetargetStaged {
    RefusalList refusals;
    std::vector<std::string> printed;  // the run's lines; refused, the GATE line when there is one
    std::vector<std::string> wrote;    // RECORD and the wrote lines, true once the set is committed
    bool ok() const { return refusals.empty(); }
};

// rig-pose retarget's reading and run, nothing written yet. `sequenceFile` is the cleaned input's
// file, hashed again before anything is staged; empty when the sequence was cleaned here (its
// bytes are the text held, not a file read).
struct RetargetComputed {
    run::Prepared prepared;
    retarget::Result result;
    RetargetStaged refused;  // the run's refusals (and GATE line); empty when it may be staged
};
RetargetComputed computeRetarget(const RetargetExport& job, const ExportSequence& seq, const std::string& sequenceFile);

// The computed run's files staged into `set`, after the export's other files: nothing lands on
// disk until the run is green, so a process killed while it runs leaves nothing behind.
RetargetStaged stageRetarget(const RetargetExport& job, const RetargetComputed& computed, OutputSet& set);

}  // namespace rigpose::studio
