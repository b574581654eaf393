#pragma once
// The pieces of one motion read. Internal to core/src/motion.

#include "rigpose/motion/motion.h"
#include "rigpose/rig/field_reader.h"

namespace rigpose::motion::detail {

using rig::FieldReader;

// Reads one animation's tracks and carried timelines, checking every key time.
void readAnimation(const FieldReader& r, const Motion& motion, const std::string& name, const json& a,
                   Animation& out);

}  // namespace rigpose::motion::detail
