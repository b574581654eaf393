#pragma once
// Every file is written to a temporary name in its own directory and renamed over the
// target only after the whole content is on disk, so a reader never sees half a file.
// A run writing several files stages them all in one OutputSet (output_set.h) instead.

#include <optional>
#include <string>
#include <string_view>

#include "rigpose/util/output_set.h"
#include "rigpose/util/refusal.h"

namespace rigpose {

// One file through an OutputSet of its own: `write` into a temporary beside `path`, renamed onto it.
// Returns ARG_PATH when the directory is missing or not writable, or the write fails.
std::optional<Refusal> writeFileAtomically(const std::string& path, const StreamWriter& write);
std::optional<Refusal> writeFileAtomically(const std::string& path, std::string_view bytes);

// ARG_PATH when `path` could not be written as a file (its directory is missing, is a file,
// or is not writable; or `path` itself is a directory). Checked before any work is done.
std::optional<Refusal> checkWritablePath(const std::string& path, std::string_view flag);

// An output path checked before any work: a directory it needs that is not there yet is
// made only once the run is green (makeMissingDirectory), never on a refused run.
struct OutputPlan {
    std::optional<Refusal> refusal;         // ARG_PATH
    std::optional<std::string> missingDir;  // the first directory that has to be made
};
OutputPlan planOutputFile(const std::string& path, std::string_view flag);
// Makes the directory the plan named (and its parents). ARG_PATH when that fails.
std::optional<Refusal> makeMissingDirectory(const OutputPlan& plan);

// The whole file as bytes, or nullopt when it cannot be opened.
std::optional<std::string> readFileBytes(const std::string& path);

}  // namespace rigpose
