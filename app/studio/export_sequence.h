#pragma once
// The sequence side of an export: the project's sequence read from the bytes rig-pose reads, and
// when it is raw, cleaned as rig-pose clean cleans it and read back from the very text clean
// writes, as rig-pose retarget would read clean's file. With pelvis keys, the track is first
// written in as rig-pose pelvis writes it, and clean reads that text.

#include <optional>
#include <string>
#include <vector>

#include "rigpose/clean/clean.h"
#include "rigpose/sequence/sequence.h"
#include "rigpose/util/refusal.h"

namespace rigpose::studio {

struct ExportSequence {
    sequence::Sequence sequence;   // what retarget reads: cleaned
    std::string bytes;             // the bytes it was read from (clean's text, or the file's)
    std::string typed;             // how retarget names it: the cleaned file's path, or the input's
    bool cleanedHere = false;      // the input was raw: `bytes` is what rig-pose clean writes
    std::string person;            // whom clean cleaned
    std::vector<std::string> cleanLines;  // CONVERT (a COCO input), PELVIS (keys) and clean's, as printed
};

// The project's pelvis keys: read from `path`, named `typed` as rig-pose pelvis --pelvis-keys
// would name them.
struct ExportKeys {
    std::string path, typed;
};

// `path` is read (absolute); `typed` names the input as typed in the export's folder, and
// `cleanedTyped` the cleaned file a raw input is cleaned into. The readers' and clean's codes.
Loaded<ExportSequence> readExportSequence(const std::string& path, const std::string& typed, const std::string& cleanedTyped,
                                          const clean::CleanOptions& options,
                                          const std::optional<ExportKeys>& pelvisKeys = std::nullopt);

}  // namespace rigpose::studio
