#pragma once
// The writer spells every value as a JSON number; a value that is not finite would come out as
// `nan` or `inf`, which our own reader refuses. Commands ask here before writing a sequence.

#include <optional>
#include <string>

#include "rigpose/sequence/sequence.h"
#include "rigpose/util/refusal.h"

namespace rigpose::sequence {

// Where the first value the writer cannot spell sits ("frame 3 person \"a\" joint r_wrist at"),
// or nullopt when the whole sequence, clean's record included, can be written.
std::optional<std::string> firstUnwritable(const Sequence& seq);

// WRITE_NUMBER naming `file` and that value, or nullopt.
std::optional<Refusal> checkWritable(const Sequence& seq, const std::string& file);

}  // namespace rigpose::sequence
