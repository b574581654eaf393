#pragma once
// The last step of a retarget run: the inputs hashed again, the report and the record made and
// checked, and the motion, report and build staged into one OutputSet, which publishes them all
// or none. The lines come back as values: rig-pose prints them, the studio shows them.

#include <optional>
#include <string>
#include <vector>

#include "rigpose/retarget/retarget.h"
#include "rigpose/run/retarget_prepare.h"
#include "rigpose/util/output_set.h"
#include "rigpose/util/refusal.h"

namespace rigpose::run {

// One output: where it is written, how the lines name it, and the directory it needs made (the
// output plan's, made only once the run is green).
struct OutputFile {
    std::string path, typed;
    std::optional<std::string> missingDir;
};

struct RetargetOutputs {
    std::optional<OutputFile> motion, report;
    std::optional<OutputFile> build;   // the folder: skeleton.json, skeleton.atlas, retarget.json
    std::optional<OutputFile> camera;  // --camera: --leg-scale's figure-scale track (rig-pose-camera/1)
    bool reportDefault = false;        // the report's path was not given: it sits beside --out
};

struct Staged {
    RefusalList refusals;
    std::vector<std::string> printed;  // the run's lines, once the report and record are checked
    std::vector<std::string> wrote;    // RECORD and the wrote lines, true once the set is committed
    bool ok() const { return refusals.empty(); }
};

// INPUT_CHANGED, WRITE_NUMBER, then the files staged into `set` (not committed: the export
// commits it with a cleaned sequence). `result` must be green.
Staged stageRetarget(const Prepared& prepared, const retarget::Result& result, const RetargetOutputs& outputs,
                     OutputSet& set);

// The same in a set of its own: the missing directories made first, the set committed, and the
// made-directory lines put before the wrote lines, as rig-pose retarget prints them.
Staged writeRetarget(const Prepared& prepared, const retarget::Result& result, const RetargetOutputs& outputs);

}  // namespace rigpose::run
