#pragma once
// One input of a run as its shells hand it over: a path to read, the name the user typed, and
// the bytes when the caller holds them already (the studio's document), so a run reads and
// hashes what the shell has, not a second copy from disk.

#include <optional>
#include <string>

#include "rigpose/report/inputs.h"
#include "rigpose/util/refusal.h"

namespace rigpose::run {

// A file named two ways: where it is read, and as the user typed it.
struct Named {
    std::string path;   // empty: there is no file on disk (bytes made in memory)
    std::string typed;  // how messages, lines and the report name it
};

struct Source : Named {
    std::optional<std::string> bytes;  // held: not read from `path`
};

// The codes one kind of input is refused with, as rig-pose retarget names them.
struct SourceCodes {
    const char* code;      // cannot be opened
    const char* jsonCode;  // the JSON policy refuses it
    const char* flag;      // the flag it came in by
};

// Held bytes, or the file read once under the JSON policy, with the SHA-256 of the bytes. nullopt,
// and the refusal added, when it could not be read.
std::optional<report::ReadInput> readSource(const Source& source, const SourceCodes& codes, RefusalList& refusals);

}  // namespace rigpose::run
