#pragma once
// The two ends of a command that reads a sequence and writes one: the input (--pose or --coco)
// and the output (planned before any work, written atomically once the run is green).

#include <optional>
#include <string>

#include "rigpose/sequence/sequence.h"
#include "rigpose/util/atomic_write.h"
#include "rigpose/util/refusal.h"

namespace rigpose::cli {

// A rig-pose sequence, or a COCO-17 file converted on the way in.
Loaded<sequence::Sequence> readPoseInput(const std::string& path, bool fromCoco);

// Makes the directory the plan needs, then writes `seq` to `out`; the refusal if either fails.
std::optional<Refusal> writeSequenceOutput(const OutputPlan& plan, const std::string& out,
                                           const sequence::Sequence& seq);

}  // namespace rigpose::cli
