#pragma once
// --merge (ref #43): timed track fragments (rig-pose-tracks/1, a blink read off the video, say),
// each a rigc-motion track at absolute times from the new animation's start. A fragment adds a
// track and never replaces one: MERGE_CONFLICT when one of its channels is keyed already (by the
// retarget, by a carried idle track or by a fragment track read before it); MERGE_TIME for a key
// outside 0..the animation's duration; MERGE_SPEC for any other shape. What a track means is the gate's to judge.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rigpose/motion/motion.h"
#include "rigpose/util/refusal.h"

namespace rigpose::idle {

inline constexpr std::string_view kTracksSpec = "rig-pose-tracks/1";

struct Fragment {
    std::vector<motion::Track> tracks;
    std::optional<std::string> note;
};

// The file's bytes through the JSON policy, then each track read as a motion track is; every
// problem is MERGE_SPEC, its message naming `name` and the place. `motion` (the rig's own, when
// read) gives the named easings and the groups a track may use.
Loaded<Fragment> readFragmentText(std::string_view text, const std::string& name,
                                  const motion::Motion* motion = nullptr);
Loaded<Fragment> readFragmentFile(const std::string& path, const motion::Motion* motion = nullptr);

// One fragment track as it went into the new animation (MERGE, the report's merged).
struct MergedTrack {
    motion::TargetKind kind = motion::TargetKind::Bone;
    std::string target;
    std::vector<std::string> members;  // a group's members; empty for any other target
    std::string property;
    std::size_t keys = 0;
    double from = 0, to = 0;  // its first and last key, seconds from the animation's start
};

// The merge's record: only a run given --merge holds one (`Result::merge`).
struct Merge {
    std::string file;  // --merge as typed
    std::vector<MergedTrack> tracks;
};

}  // namespace rigpose::idle
