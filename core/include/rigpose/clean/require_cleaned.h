#pragma once
// retarget reads only a sequence clean wrote (ref #67): one without the record is refused by
// name, and the message is the clean command to run on that very file.

#include <optional>
#include <string>

#include "rigpose/sequence/sequence.h"
#include "rigpose/util/refusal.h"

namespace rigpose::clean {

// POSE_NOT_CLEANED when `seq` carries no cleaned record; `path` is the file as typed.
std::optional<Refusal> requireCleaned(const sequence::Sequence& seq, const std::string& path);
// POSE_NOT_CLEANED for a COCO-17 file given to a command that reads cleaned sequences.
Refusal cocoNeedsClean(const std::string& path);

}  // namespace rigpose::clean
