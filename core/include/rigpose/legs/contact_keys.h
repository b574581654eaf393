#pragma once
// Contact keys by hand (ref #303, #338): rig-pose-contact-keys/1, a key sheet's contact table as
// { frame, side } keys, side one of l, r, both, none. A key holds until the next one (contact is a
// state: nothing between l and r to interpolate), the last to the clip's end; a fractional key
// takes effect on the first whole frame at or after it, and frames before the first key are not
// covered. The retarget applies the keys over whatever the readings decided (--contact-keys).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rigpose/util/refusal.h"

namespace rigpose::legs {

inline constexpr std::string_view kContactKeysSpec = "rig-pose-contact-keys/1";

enum class Contact { Left, Right, Both, None };

struct ContactKey {
    double frame = 0;  // a sequence frame index, maybe fractional
    Contact side = Contact::None;
};

struct ContactKeys {
    std::vector<ContactKey> keys;  // frames strictly increasing, within [0, frames - 1]
    std::optional<std::string> note;
};

// CONTACT_KEYS for anything malformed, every problem in one run: not JSON (through the one JSON
// policy), the wrong spec, unknown fields, no keys, a side outside the four, a frame that is not a
// finite number, outside [0, frameCount - 1] or not after the key before it. A key's problem
// carries RefusalPlace::key (its index). `displayName` starts every message.
Loaded<ContactKeys> readContactKeysText(std::string_view text, const std::string& displayName, std::size_t frameCount);
Loaded<ContactKeys> readContactKeysFile(const std::string& path, std::size_t frameCount);

// The support the keys declare on each of `frameCount` frames: 0 (r), 1 (l), -1 (none: flight),
// or nullopt (not covered: before the first key). both means the landing foot: opposite to the l
// or r key just before it; when nothing but flight or the clip's start comes before, the foot of
// the following l or r key, which stays planted afterwards. The neighbours are keys, not frames,
// so even a key falling between two whole frames decides (ref #338: l@0, none@1.1, both@1.2, l@3
// gives frame 2 to l). A both run with neither neighbour is not covered.
std::vector<std::optional<int>> contactSupport(const ContactKeys& keys, std::size_t frameCount);

}  // namespace rigpose::legs
