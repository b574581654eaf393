#pragma once
// The studio's project file (rigpose-project/1, *.rigpose.json) as text and back, with no Qt
// and no file system: which sequence, rig, map, key files and frames folder (paths exactly as
// written, relative to the project file or absolute), and the clean and retarget options in the
// shapes the cleaned record's `params` and the report's `options` use. The studio resolves the
// paths; the fuzz target reads the text as it is.

#include <string>
#include <string_view>

#include "rigpose/clean/clean.h"
#include "rigpose/r3d/profile.h"
#include "rigpose/retarget/retarget.h"
#include "rigpose/util/refusal.h"

namespace rigpose::project {

inline constexpr char kSpec[] = "rigpose-project/1";

// Each path as the file gives it; empty when not set (null or absent).
struct Paths {
    std::string sequence, rig, map, frames;
    std::string pelvisKeys, contactKeys, cameraKeys;
    // The rig's own motion read from this file instead of the one beside the rig (--base-motion),
    // and timed track fragments merged into the new animation (--merge). Written only when set.
    std::string baseMotion, merge;
};

// A 3D project (issue 40): a clip made on the source rig baked onto the target rig, with the
// roles mapped by hand on either side and the correction. Written only when a rig is named, so
// a 2D project's bytes are what they were.
struct Project3D {
    std::string source, clip, target;  // paths as written; clip empty: the source's own motion
    std::string animation;             // a glTF animation by name; empty: the first
    bool absolute = false;
    r3d::RoleProfile sourceRoles, targetRoles;

    bool empty() const { return source.empty() && target.empty(); }
    friend bool operator==(const Project3D&, const Project3D&) = default;
};

struct ProjectFile {
    Paths paths;
    Project3D r3d;
    clean::CleanOptions clean;
    retarget::Options
        retarget;  // name, minScore, person, short, flip, bends, plantFeet, floor, stance, idle, carryIdle
};

// Every field is held to the CLI's bounds for the same flag (clean/option_bounds.h,
// stage/option_table.h); a key the format does not have, or a value of the wrong shape, is
// PROJECT_FIELD. The JSON itself goes through the one policy (PROJECT_JSON), the spec is
// PROJECT_SPEC. `displayName` starts every message.
Loaded<ProjectFile> readProjectText(std::string_view text, const std::string& displayName);

// The file's text: two-space indented, keys in the format's order, a newline at the end.
std::string projectText(const ProjectFile& project);

}  // namespace rigpose::project
