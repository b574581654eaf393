#pragma once
// Reading rig-c's rig spec (rigc-rig/1). Every problem found in one pass is refused by name
// (RIG_*, docs/refusals.md), each message naming the file and the bone, slot or key.

#include <optional>
#include <string>
#include <string_view>

#include "rigpose/rig/rig.h"
#include "rigpose/util/refusal.h"

namespace rigpose::rig {

inline constexpr std::string_view kRigSpec = "rigc-rig/1";

// What --rig names, resolved as the reference's "Paths" (ref #239): the directory
// @rig-c/parts writes (rig.json, and motion.json beside it when there is one), or a rig.json
// itself, which reads no motion.
struct RigPaths {
    std::string rig;                    // the rig spec to read
    std::optional<std::string> motion;  // motion.json beside it (directory form only), or --base-motion's file
    bool motionNamed = false;           // `motion` is the file --base-motion named, not the one beside the rig
};

// RIG_PATH when `argument` is neither a readable rig file nor a directory holding rig.json.
Loaded<RigPaths> resolveRigPaths(const std::string& argument);
// What to pass as --rig for a file someone chose or dropped: a file named rig.json stands for
// its folder, so the motion.json beside it is carried as the directory form carries it; any
// other path is kept as it is.
std::string rigArgumentFor(const std::string& chosen);

Loaded<Rig> readRigFile(const std::string& path);
// `displayName` is how messages name the file.
Loaded<Rig> readRigText(std::string_view text, const std::string& displayName);

}  // namespace rigpose::rig
