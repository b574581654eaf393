#pragma once
// Pieces of a Spine build. Internal to core/src/spine.

#include "rigpose/motion/timelines.h"
#include "rigpose/spine/build.h"

namespace rigpose::spine::detail {

// One animation in Spine's shape: slots, bones, ik, transform, attachments, drawOrder, events.
// With `keysByIndex`, each bone timeline's keys are left out and its index in
// animation.boneTimelines stands in their place (for the text writer, skeleton_text.cpp).
json animationJson(const motion::CompiledAnimation& animation, bool keysByIndex = false);

// skeleton.json's text from a document whose bone timelines stand as indices into `animations`
// (one per entry of the document's "animations", in order).
std::string skeletonTextWithKeys(const json& skeleton, const std::vector<motion::CompiledAnimation>& animations,
                                 const std::stop_token& stop);

// Channels in 0..1 as hex pairs (round(clamp(v) × 255)), as rig-c spells colours.
std::string hexChannels(const std::vector<double>& values, std::size_t from, std::size_t count);

// Natural, case-insensitive order of names ("walk2" before "walk10"), as rig-c sorts skins
// and animations.
bool naturalLess(const std::string& a, const std::string& b);

}  // namespace rigpose::spine::detail
