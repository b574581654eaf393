#pragma once
// What a motion track poses, channel by channel (translate: translatex and translatey; a group
// track: each member's; a slot's rgba: its rgb and its alpha), so two tracks that share a
// channel are found however each spells its property.
#include <string>
#include <vector>

#include "rigpose/motion/motion.h"

namespace rigpose::idle::detail {

struct Channel {
    std::string owner;    // "bone:hair", "slot:eye", "physics:cloth", ...
    std::string channel;  // translatex, rotate, rgb, alpha, attachment, ...
    friend bool operator==(const Channel&, const Channel&) = default;
};

std::vector<Channel> channelsOf(const motion::Motion& motion, const motion::Track& track);

// The bones a bone or group track poses (none for any other target).
std::vector<std::string> bonesOf(const motion::Motion& motion, const motion::Track& track);

// How lines and messages name a track: bone "hair" rotate, group "eyes" scaley.
std::string trackName(const motion::Track& track);

}  // namespace rigpose::idle::detail
