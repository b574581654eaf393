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

}  // namespace rigpose::report
