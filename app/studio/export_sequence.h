#pragma once
// The sequence side of an export: the project's sequence read from the bytes rig-pose reads, and
// when it is raw, cleaned as rig-pose clean cleans it and read back from the very text clean
// writes, as rig-pose retarget would read clean's file. With pelvis keys, the track is first
// written in as rig-pose pelvis writes it, and clean reads that text. With camera keys, the
// sequence is first normalised as rig-pose scan --camera-file writes it, and the rest reads that.

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "rigpose/clean/clean.h"
#include "rigpose/sequence/sequence.h"
#include "rigpose/util/refusal.h"

namespace rigpose::studio {

// The scanned sequence as rig-pose scan writes it: its text and the spec it says it is.
struct ScannedText {
    std::string bytes, spec;
};

struct ExportSequence {
    std::shared_ptr<const sequence::Sequence> sequence;  // what retarget reads: cleaned
    std::string bytes;                                   // the bytes it was read from (clean's text, or the file's)
    std::string typed;                    // how retarget names it: the cleaned file's path, or the input's
    bool cleanedHere = false;             // the input was raw: `bytes` is what rig-pose clean writes
    std::string person;                   // whom clean cleaned
    std::vector<std::string> cleanLines;  // CONVERT (a COCO input), PELVIS (keys) and clean's, as printed
    std::optional<ScannedText> scanned;   // with camera keys: the file scan writes
};

// The project's pelvis keys: read from `path`, named `typed` as rig-pose pelvis --pelvis-keys
// would name them.
struct ExportKeys {
    std::string path, typed;
};

// The project's camera keys, and the scanned file they are scanned into (`scannedTyped`), which
// the next command reads.
struct ExportScan {
    ExportKeys keys;
    std::string scannedTyped;
};

// `path` is read (absolute); `typed` names the input as typed in the export's folder, and
// `cleanedTyped` the cleaned file a raw input is cleaned into. The readers' and clean's codes.
Loaded<ExportSequence> readExportSequence(const std::string& path, const std::string& typed,
                                          const std::string& cleanedTyped, const clean::CleanOptions& options,
                                          const std::optional<ExportKeys>& pelvisKeys = std::nullopt,
                                          const std::optional<ExportScan>& scan = std::nullopt);

}  // namespace rigpose::studio
