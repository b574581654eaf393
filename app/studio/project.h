#pragma once
// The studio's project file (rigpose-project/1, *.rigpose.json): which sequence, rig, map, key
// files and frames folder to open, by paths relative to the project file, and the clean and
// retarget options in the shapes the cleaned record's `params` and the report's `options` use.
// The CLI never reads it; the studio makes the same core calls with these values.

#include <QString>

#include <optional>

#include "rigpose/clean/clean.h"
#include "rigpose/project/project_file.h"
#include "rigpose/r3d/profile.h"
#include "rigpose/retarget/retarget.h"
#include "rigpose/util/refusal.h"

namespace rigpose::studio {

inline constexpr const char* kProjectSpec = rigpose::project::kSpec;
inline constexpr char kProjectSuffix[] = ".rigpose.json";

// The 3D project (issue 40): a clip on the source rig baked onto the target rig; absolute paths
// once read, empty when not set.
struct Project3D {
    QString source, clip, target;
    std::string animation;  // a glTF animation by name; empty: the first
    bool absolute = false;
    r3d::RoleProfile sourceRoles, targetRoles;

    bool isOpen() const { return !source.isEmpty() || !target.isEmpty(); }
    friend bool operator==(const Project3D&, const Project3D&) = default;
};

struct Project {
    // Absolute paths once read; empty when not set.
    QString sequence, rig, map, frames;
    QString pelvisKeys, contactKeys, cameraKeys;  // the key files, each read (key_file.h)
    QString baseMotion;  // --base-motion: the rig's own motion from this file, not the one beside it
    QString merge;       // --merge: timed track fragments (rig-pose-tracks/1) added to the new animation
    clean::CleanOptions clean;
    retarget::Options retarget;
    Project3D r3d;

    friend bool operator==(const Project&, const Project&) = default;
};

// The project with its paths relative to `projectDir` (absolute when they lie on another drive
// or cannot be made relative), and back with every path resolved against it.
rigpose::project::ProjectFile toProjectFile(const Project& project, const QString& projectDir);
Project fromProjectFile(const rigpose::project::ProjectFile& file, const QString& projectDir);
// The project as the file's text; paths relative to `projectDir` (absolute when they lie on
// another drive or cannot be made relative).
std::string projectText(const Project& project, const QString& projectDir);
// Reads the text; relative paths resolve against `projectDir`. `displayName` starts messages.
Loaded<Project> readProjectText(const std::string& text, const QString& projectDir, const QString& displayName);
Loaded<Project> readProjectFile(const QString& path);
// Writes atomically (QSaveFile); PROJECT_WRITE when it cannot.
std::optional<Refusal> writeProjectFile(const Project& project, const QString& path);

// The retarget's animation name for a sequence file: its name up to the first dot, as
// rig-pose retarget names it from --out.
std::string animationNameFor(const QString& path);

}  // namespace rigpose::studio
