#pragma once
// One export as a pure function of values: the project's inputs read from disk and run through
// clean and retarget as rig-pose would be run from the export's folder, with each input path
// typed relative to that folder, so the file written is byte for byte the CLI's. The menu and
// the headless --export both call it; it shows nothing and asks nothing.

#include <QString>
#include <QStringList>

#include <optional>

#include "project.h"
#include "rigpose/util/refusal.h"

namespace rigpose::studio {

enum class ExportKind {
    Motion,   // what rig-pose retarget writes at --out
    Report,   // ... at --report
    Build,    // the --build folder: skeleton.json, skeleton.atlas, retarget.json
    Cleaned,  // what rig-pose clean writes at --out
    Camera,   // ... retarget --camera: --leg-scale's figure-scale track (rig-pose-camera/1)
    // The 3D project's (issue 40): what rig-pose r3d bake writes at --out .bvh or .glb, and
    // what rig-pose mpfb capture writes for one frame of that bake on the target rig.
    Bvh,
    Glb,
    MpfbPose,
};
inline bool isR3dExport(ExportKind kind)
{
    return kind == ExportKind::Bvh || kind == ExportKind::Glb || kind == ExportKind::MpfbPose;
}

// "motion", "report", "build", "cleaned", "camera": the words --export takes.
QString exportKindName(ExportKind kind);
std::optional<ExportKind> exportKindFromName(const QString& name);

struct ExportRequest {
    ExportKind kind = ExportKind::Motion;
    // The file to write (the folder, for a build), absolute or relative to the current folder.
    // Its folder is where rig-pose is taken to run.
    QString out;
    Project project;  // absolute paths, as a project is read
    // The file the project was read from (empty for a sequence opened bare): an input too.
    QString projectFile;
    // The document holds map edits not on disk: the CLI would read other bytes (EXPORT_MAP_EDITED).
    bool mapEdited = false;
    // Likewise the pelvis keys (EXPORT_KEYS_EDITED): rig-pose pelvis reads the file on disk.
    bool pelvisKeysEdited = false;
    bool contactKeysEdited = false;
    bool cameraKeysEdited = false;  // rig-pose scan reads the file on disk
    std::size_t frame = 0;          // the MPFB pose's frame (0-based)
};

struct ExportOutcome {
    RefusalList refusals;
    QStringList lines;    // what rig-pose prints on stdout, the wrote lines included
    QStringList written;  // the files and folders written, absolute, in the order written
    bool ok() const { return refusals.empty(); }
};

ExportOutcome runExport(const ExportRequest& request);
// The 3D kinds (export_r3d.cpp); runExport hands them on.
ExportOutcome runR3dExport(const ExportRequest& request);

// Where a raw project's cleaned sequence is written beside a report or build, so the hashes
// they record point at a file that exists: <sequence name up to its first dot>.cleaned.json.
QString cleanedNameFor(const QString& rawSequence);
// Where a project with camera keys writes the scanned sequence clean reads, beside the cleaned
// one, as rig-pose scan --out would: <sequence name up to its first dot>.scanned.json.
QString scannedNameFor(const QString& rawSequence);

}  // namespace rigpose::studio
