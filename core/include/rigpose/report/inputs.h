#pragma once
// The run's inputs are hashed from the exact bytes their readers were given, and hashed again
// from disk just before anything is written: a file that changed while the run read it would
// leave outputs that name bytes they were not made from.
#include <optional>
#include <string>
#include "rigpose/report/report.h"
#include "rigpose/util/refusal.h"

namespace rigpose::report {

// INPUT_CHANGED when `file` no longer holds the bytes `identity` hashed (or cannot be read);
// `flag` names the argument (--map, ...).
std::optional<Refusal> checkUnchanged(const InputIdentity& identity, const std::string& file, const std::string& flag);

// An input read once, from the bytes that are hashed.
struct ReadInput {
    std::string bytes;
    InputIdentity identity;  // `typed` and the bytes' SHA-256
};

// Reads `path` under the JSON policy's size limit (the bytes are held in memory for the hashes
// and the check before writing): `jsonCode` when the policy refuses the file, `code` when it
// cannot be opened, naming `flag`. nullopt, and the refusal added, when it could not be read.
std::optional<ReadInput> readInput(const std::string& path, const std::string& typed, const char* code,
                                   const char* jsonCode, const char* flag, RefusalList& refusals);

}  // namespace rigpose::report
