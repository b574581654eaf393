#pragma once
// What a file given to the studio is (opened, dropped, or on the command line): a project, a
// rig, a map or a pose sequence. Decided by the name where it is certain and by the `spec` key
// near the top of the file otherwise.

#include <QString>

namespace rigpose::studio {

// Rig3D: a 3D rig or clip (.bvh, .gltf, .glb, a rig-pose-clip3d/1 file) for the 3D project.
enum class FileKind { Project, Rig, Map, Sequence, Rig3D, Unknown };

FileKind fileKindOf(const QString& path);
// The `spec` (or a COCO file's `format`) named near the top of the file ("coco17-sequence/1"),
// empty when none is.
QString fileSpecOf(const QString& path);

}  // namespace rigpose::studio
