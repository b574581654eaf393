#pragma once
// Every path a project names, as the output checks (util/output_paths.h) compare them: an export,
// a menu's file or a screenshot written onto one of them would destroy what the project reads.

#include <QString>

#include <optional>
#include <string>
#include <vector>

#include "project.h"
#include "rigpose/util/output_paths.h"

namespace rigpose::studio {

// The project file itself (when there is one), the sequence, the rig as named and the rig.json
// and motion.json it stands for, the base motion, the map, the three key files, the merge tracks
// and the frames folder; each named by the flag rig-pose takes it under.
std::vector<NamedPath> projectInputs(const Project& project, const QString& projectFile);

// ARG_PATH when a file written at `out` would be one of the project's inputs.
std::optional<Refusal> checkOutputFile(const Project& project, const QString& projectFile, const std::string& flag,
                                       const QString& out);

}  // namespace rigpose::studio
