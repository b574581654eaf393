#pragma once
// Reading pose sequences: rig-pose-sequence/1, /1.1, /1.2 (and newer minors, key by key) and
// rig-c-pose-frames/0. Every problem found in one pass is refused by name (POSE_*),
// each message naming the file, the frame and the joint.

#include <stop_token>
#include <string>
#include <string_view>

#include "rigpose/sequence/sequence.h"
#include "rigpose/util/refusal.h"

namespace rigpose::sequence {

// The newest minor of rig-pose-sequence/1 this reader knows.
inline constexpr int kNewestMinor = 2;

// How frames are read: the usual frame straight from parse tokens (falling back to the
// validating reader for anything unusual), or every frame through the validating reader.
// Both give the same sequence and the same refusals; tests hold them to it.
enum class FramePath { Fast, ValidatingOnly };

// `displayName` is how messages name the file (the path as typed).
Loaded<Sequence> readSequenceFile(const std::string& path);
// A stop requested through `stop` throws rigpose::Stopped between two frames (util/stop.h).
Loaded<Sequence> readSequenceText(std::string_view text, const std::string& displayName,
                                  FramePath path = FramePath::Fast, const std::stop_token& stop = {});

}  // namespace rigpose::sequence
