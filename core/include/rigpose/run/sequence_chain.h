#pragma once
// scan -> pelvis -> clean chained in memory, as the studio runs them (its export and its live
// run): each link's sequence read back through the writer as the next command reads the file
// the last one wrote. rig-pose runs the same links one command at a time (sequence_steps.h).

#include <memory>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include "rigpose/clean/clean.h"
#include "rigpose/run/source.h"
#include "rigpose/sequence/sequence.h"
#include "rigpose/util/refusal.h"

namespace rigpose::run {

// How the chain's messages name each sequence, as the commands would be typed.
struct SequenceNames {
    std::string input;    // the sequence read: the pelvis step's and clean's messages
    std::string scanned;  // the file scan writes, read back by the links after it
    std::string cleaned;  // the file clean writes, read back as retarget reads it
};

struct SequenceSources {
    std::shared_ptr<const sequence::Sequence> raw;  // as read
    SequenceNames names;
    std::optional<Source> cameraKeys;  // scan first (rig-pose scan --camera-file)
    std::optional<Source> pelvisKeys;  // then the pelvis track (rig-pose pelvis --pelvis-keys)
    clean::CleanOptions options;
    bool keepTexts = false;  // the export writes the scanned and the cleaned texts
};

struct SequenceChain {
    RefusalList refusals;
    bool refusedByClean = false;  // its refusals, unnamed: rig-pose clean names them (namedFor)
    bool stopped = false;
    // Each link's sequence as the next one read it back; null when that link did not run.
    std::shared_ptr<const sequence::Sequence> scanned, keyed;
    // What the retarget reads: cleaned here, or the input itself when it was cleaned before.
    std::shared_ptr<const sequence::Sequence> cleaned;
    bool cleanedHere = false;
    std::optional<clean::CleanReport> report;  // when cleaned here
    std::string pelvisLine;                    // PELVIS, with pelvis keys
    std::string scannedText, cleanedText;      // with keepTexts
    bool ok() const { return !stopped && refusals.empty(); }
};

// The links in the commands' order; a stop through `stop` ends it between or inside them.
SequenceChain runSequenceChain(const SequenceSources& sources, std::stop_token stop = {});

}  // namespace rigpose::run
