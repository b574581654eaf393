#pragma once
// What the r3d commands share: a rig read from its flag (with a profile when one is given) and
// the ROLES line that says what was found on it and how.

#include <optional>
#include <string>

#include "args.h"
#include "rigpose/r3d/clip_out.h"
#include "rigpose/r3d/rig_file.h"
#include "rigpose/util/atomic_write.h"
#include "rigpose/util/output_paths.h"

namespace rigpose::cli {

// Role names with a space between: "toes.L toes.R".
std::string roleNames(const std::vector<r3d::Role>& roles);

// The rig at `--<rigFlag>`, a profile from `--<profileFlag>` put on it when given.
Loaded<r3d::RigFile> readRigArgument(const ParsedArgs& args, const std::string& rigFlag, const std::string& profileFlag,
                                     const std::string& animation = "");

// "ROLES source walk.bvh: BVH, 31 bones; 22 of 22 roles by cmu names", then what is missing.
std::string rolesLine(const std::string& side, const std::string& path, const r3d::RigFile& rig);

// Where an r3d command writes: --out's format by its name (R3D_FORMAT when none), where it
// goes (ARG_PATH), and never onto one of `inputs` (ARG_PATH).
struct ClipOut {
    std::string path;
    r3d::ClipOutFormat format = r3d::ClipOutFormat::Bvh;
    OutputPlan plan;
};
Loaded<ClipOut> planClipOut(const ParsedArgs& args, const std::vector<NamedPath>& inputs);

// The bytes written to the output, all or nothing, and the line for a directory it made.
std::optional<Refusal> writeClipOut(const ClipOut& out, const std::string& bytes);

// A file's name without its folder and last extension: a written GLB's animation name.
std::string stemOf(const std::string& path);

}  // namespace rigpose::cli
