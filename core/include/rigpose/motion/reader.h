#pragma once
// Reading rig-c's motion spec (rigc-motion/1) with rig-c's own validation: key times
// strictly increase and stay within the animation's duration, the declared duration meets the
// last key, ease and curve are never both stated, the last key carries neither, a `setup` entry
// is an object (rig-c 0.13). Every problem in one pass, refused by name (MOTION_*).

#include <optional>
#include <stop_token>
#include <string>
#include <string_view>

#include "rigpose/motion/motion.h"
#include "rigpose/rig/rig.h"
#include "rigpose/util/refusal.h"

namespace rigpose::motion {

// Keys may land this far past the duration (rig-c's tolerance on its 1e-6 time grid).
inline constexpr double kKeyTimeTolerance = 1e-6;
// The declared duration may differ from the last key time by at most one frame at 60 fps.
inline constexpr double kDurationTolerance = 1.0 / 60;

// `rig`, when given, is what the motion animates: its name must be the archetype and every
// bone, slot, group member, constraint and event the motion names must be in it.
Loaded<Motion> readMotionFile(const std::string& path, const rig::Rig* rig = nullptr);
// `stop` is checked key by key on the fast read (rigpose/util/stop.h); the DOM read, for files the
// fast read declines, does not check it.
Loaded<Motion> readMotionText(std::string_view text, const std::string& displayName, const rig::Rig* rig = nullptr,
                              const std::stop_token& stop = {});

// The two ways readMotionText goes, apart, so tests can hold them equal. The fast read takes the
// tracks' keys straight from parse events and gives nullopt (to fall back on the DOM read) for
// anything unusual or anything in the keys the DOM read would refuse; the DOM read builds the
// whole document first and says what is wrong.
std::optional<Loaded<Motion>> readMotionTextFast(std::string_view text, const std::string& displayName,
                                                 const rig::Rig* rig = nullptr, const std::stop_token& stop = {});
Loaded<Motion> readMotionTextByDom(std::string_view text, const std::string& displayName,
                                   const rig::Rig* rig = nullptr);

// Tracks alone, as a fragment file holds them (rig-pose-tracks/1, idle/merge.h): each checked as
// an animation's track is (target, property, keys, values, curves; `motion` gives the easings and
// groups), its key times increasing. Where the keys fall is the caller's to judge: no duration.
std::vector<Track> readTracks(const json& tracks, const Motion& motion, const std::string& file,
                              const std::string& where, RefusalList& refusals);

// The checks against a rig alone (MOTION_ARCHETYPE, MOTION_REFERENCE), for a motion already read.
RefusalList checkMotionAgainstRig(const Motion& motion, const rig::Rig& rig, const std::string& displayName);

}  // namespace rigpose::motion
