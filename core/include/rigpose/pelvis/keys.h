#pragma once
// The pelvis track by hand (ref #288, #294): rig-pose-pelvis-keys/1, a list of { frame, deg,
// curve? } keys placed where the drawing shows the pelvis line. The tilt on every sequence frame
// goes from key to key the short way round, along each key's curve (linear when it has none),
// held before the first key and after the last. Keys may sit between frames: when the scan
// itself was interpolated from fewer drawn poses, those poses fall at fractional frames, and
// snapping them to whole ones would bend the tilt in between.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rigpose/sequence/sequence.h"
#include "rigpose/util/key_curve.h"
#include "rigpose/util/refusal.h"

namespace rigpose::pelvis {

inline constexpr std::string_view kPelvisKeysSpec = "rig-pose-pelvis-keys/1";

struct PelvisKey {
    double frame = 0;  // a sequence frame index, maybe fractional
    double deg = 0;    // pelvisTilt's sense: Spine degrees of r_hip -> l_hip
    KeyCurve curve{};  // the way to the next key; the last key's shapes nothing
};

struct PelvisKeys {
    std::vector<PelvisKey> keys;  // frames strictly increasing, within [0, frames - 1]
    std::optional<std::string> note;
};

// PELVIS_KEYS for anything malformed: not JSON (a number too small for a double, 1e-400,
// included), the wrong spec, unknown fields, no keys, a frame that is not a finite number, a deg
// that is not a number within ±360, frames not strictly increasing or outside the sequence, a
// curve that readKeyCurve refuses. A key's problem carries RefusalPlace::key (its index).
// `frameCount` is the sequence's; `displayName` starts every message.
Loaded<PelvisKeys> readPelvisKeysText(std::string_view text, const std::string& displayName, std::size_t frameCount);
Loaded<PelvisKeys> readPelvisKeysFile(const std::string& path, std::size_t frameCount);

// The tilt at (possibly fractional) frame `f`, in (-180, 180]: between two keys the earlier
// one's curvedFraction of the short way round from it to the next.
double tiltAt(const PelvisKeys& keys, double f);

// The sequence as rig-pose pelvis writes it: only `person`'s poses on every frame, pelvisTilt
// from the keys on every frame, pelvisSource "keys".
sequence::Sequence withKeyedTrack(sequence::Sequence seq, const std::string& person, const PelvisKeys& keys);

// The person the track is written for: `asked`, or the sequence's only one. POSE_PERSON when the
// asked one is on no frame, or when there are several and none was asked for.
std::optional<std::string> personForTrack(const sequence::Sequence& seq, const std::optional<std::string>& asked,
                                          const std::string& displayName, RefusalList& refusals);

// What rig-pose pelvis prints of a track written from `keys`: the PELVIS line with the swing,
// read on the track unwrapped frame to frame. It says "linear" unless a key curves its segment.
std::string keyedTrackLine(const sequence::Sequence& written, const PelvisKeys& keys);

// What rig-pose pelvis makes of a raw sequence and its read keys: the sequence with the track
// (only the person written) and its PELVIS line. Refused, every problem at once, as the command
// refuses: the track cannot go on (below), the person (personForTrack), the keys' own problems.
struct KeyedTrack {
    sequence::Sequence sequence;
    std::string person;  // whose track it is
    std::string line;
};
Loaded<KeyedTrack> keyTrack(const sequence::Sequence& raw, const std::optional<std::string>& person,
                            const Loaded<PelvisKeys>& keys, const std::string& displayName);

// PELVIS_AFTER_CLEAN (a cleaned record: clean must smooth the track, so the order is
// pelvis -> clean) and PELVIS_TRACK (a track already there), for a sequence about to take one.
RefusalList checkTrackCanBeAdded(const sequence::Sequence& seq, const std::string& displayName);

}  // namespace rigpose::pelvis
