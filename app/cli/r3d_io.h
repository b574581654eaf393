#pragma once
// What the r3d commands share: a rig read from its flag (with a profile when one is given) and
// the output planned and written (the ROLES line is core's, r3d/bake_run.h).

#include <optional>
#include <string>

#include "args.h"
#include "rigpose/r3d/bake_run.h"
#include "rigpose/r3d/clip_out.h"
#include "rigpose/r3d/rig_file.h"
#include "rigpose/util/atomic_write.h"
#include "rigpose/util/output_paths.h"

namespace rigpose::cli {

// The rig at `--<rigFlag>`, a profile from `--<profileFlag>` put on it when given.
Loaded<r3d::RigFile> readRigArgument(const ParsedArgs& args, const std::string& rigFlag, const std::string& profileFlag,
                                     const std::string& animation = "");

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

}  // namespace rigpose::cli
