#pragma once
// The sequence side of an export: the project's sequence read from the bytes rig-pose reads, and
// when it is raw, cleaned as rig-pose clean cleans it and read back from the very text clean
// writes, as rig-pose retarget would read clean's file.

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
    std::vector<std::string> cleanLines;  // CONVERT (a COCO input) and CLEAN, as clean prints them
};

// `path` is read (absolute); `typed` names the input as typed in the export's folder, and
// `cleanedTyped` the cleaned file a raw input is cleaned into. The readers' and clean's codes.
Loaded<ExportSequence> readExportSequence(const std::string& path, const std::string& typed, const std::string& cleanedTyped,
                                          const clean::CleanOptions& options);

}  // namespace rigpose::studio
