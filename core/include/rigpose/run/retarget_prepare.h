#pragma once
// The first step of a retarget run, one for every shell (rig-pose retarget, the studio's export
// and its live run): every input read, hashed and parsed, every refusal of that in one pass, and
// the retarget's Inputs set over the values, the contact keys, the merge and the base motion here
// and nowhere else. Then the run itself, on what was prepared.

#include <memory>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include "rigpose/idle/merge.h"
#include "rigpose/legs/contact_keys.h"
#include "rigpose/map/map.h"
#include "rigpose/report/report.h"
#include "rigpose/retarget/retarget.h"
#include "rigpose/retarget/rig_inputs.h"
#include "rigpose/run/source.h"
#include "rigpose/sequence/sequence.h"
#include "rigpose/util/refusal.h"

namespace rigpose::run {

struct RetargetSources {
    Named rig;                        // --rig: a folder or a rig.json
    std::optional<Named> baseMotion;  // --base-motion, over the motion.json beside a rig folder
    Source map;
    Source sequence;
    // The sequence parsed already (the studio's, cleaned there): not parsed again, and `sequence`'s
    // bytes, when held, only hashed.
    std::shared_ptr<const sequence::Sequence> parsedSequence;
    std::optional<Source> contactKeys, merge;
    retarget::Options options;
    std::string motionOut;                 // --out, as the MOTION line names it
    std::string buildDir = ".";            // where a build's atlas pages are relative to
    std::optional<std::string> reference;  // --reference, echoed into the record
};

// An input read from disk, to be hashed again before anything is written.
struct ReadBack {
    report::InputIdentity identity;
    std::string path;
    std::string flag;
};

// The values live behind shared pointers, so `inputs` (which points into them) stays good when a
// Prepared is moved, and the studio can keep the rig and the contact keys after the run.
struct Prepared {
    RefusalList refusals;
    std::shared_ptr<const retarget::RigWithMotion> rig;
    std::shared_ptr<const map::Map> map;
    std::shared_ptr<const sequence::Sequence> sequence;
    std::shared_ptr<const legs::ContactKeys> contactKeys;
    std::shared_ptr<const idle::Fragment> merge;
    report::RunIdentity identity;
    std::string contactKeysSha256;
    std::vector<ReadBack> readBack;  // in the order the CLI checks them
    retarget::Inputs inputs;
    bool ok() const { return refusals.empty(); }
};

// The readers' codes and messages, as rig-pose retarget has always refused them: the files that
// cannot be read first, all of them; then, with the rig read, every parse refusal together.
Prepared prepareRetarget(const RetargetSources& sources);

// retarget::retarget on the prepared values; `stop` ends it early (Result::stopped).
retarget::Result runRetarget(const Prepared& prepared, std::stop_token stop = {});

}  // namespace rigpose::run
