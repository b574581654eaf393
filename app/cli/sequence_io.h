#pragma once
// The input of a command that reads a sequence: --pose, or --coco converted on the way in. The
// output is written by core's run::writeSequenceFile.

#include <string>

#include "rigpose/sequence/sequence.h"
#include "rigpose/util/refusal.h"

namespace rigpose::cli {

// A rig-pose sequence, or a COCO-17 file converted on the way in.
Loaded<sequence::Sequence> readPoseInput(const std::string& path, bool fromCoco);

}  // namespace rigpose::cli
