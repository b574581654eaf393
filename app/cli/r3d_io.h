#pragma once
// What the r3d commands share: a rig read from its flag (with a profile when one is given) and
// the ROLES line that says what was found on it and how.

#include <optional>
#include <string>

#include "args.h"
#include "rigpose/r3d/rig_file.h"

namespace rigpose::cli {

// The rig at `--<rigFlag>`, a profile from `--<profileFlag>` put on it when given.
Loaded<r3d::RigFile> readRigArgument(const ParsedArgs& args, const std::string& rigFlag, const std::string& profileFlag,
                                     const std::string& animation = "");

// "ROLES source walk.bvh: BVH, 31 bones; 22 of 22 roles by cmu names", then what is missing.
std::string rolesLine(const std::string& side, const std::string& path, const r3d::RigFile& rig);

// A file's name without its folder and last extension: a written GLB's animation name.
std::string stemOf(const std::string& path);

}  // namespace rigpose::cli
