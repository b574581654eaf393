#pragma once
// The pieces of one motion read. Internal to core/src/motion.

#include "captured_keys.h"
#include "rigpose/motion/motion.h"
#include "rigpose/rig/field_reader.h"

namespace rigpose::motion::detail {

using rig::FieldReader;

// Reads one animation's tracks and carried timelines, checking every key time. With
// `captured`, a track whose keys were captured takes them from there (throwing NotFast when
// the DOM reader would refuse any of them).
void readAnimation(const FieldReader& r, const Motion& motion, const std::string& name, const json& a, Animation& out,
                   CapturedKeys* captured = nullptr, const std::stop_token& stop = {});

// A track's captured keys into `out` and their stated times into `stated`, as the DOM reader
// would read them; throws NotFast when that reader would refuse one.
void takeCapturedKeys(const Motion& motion, const Track& track, bool targetOk, CapturedTrack& captured,
                      std::vector<Key>& out, std::vector<double>& stated);

}  // namespace rigpose::motion::detail
