#include "file_kind.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include "project.h"
#include "rigpose/util/input_file.h"

namespace rigpose::studio {

QString fileSpecOf(const QString& path)
{
    QFile file(path);
    // A FIFO would block the open, and a device never end (issue 36).
    if (rigpose::isSpecialFile(QFile::encodeName(path).toStdString()) || !file.open(QIODevice::ReadOnly))
        return {};
    // The spec comes first in every file we write; 4 KiB is plenty and keeps a drop instant.
    const QString head = QString::fromUtf8(file.read(4096));
    // Our formats name themselves by "spec"; a COCO-17 sequence by "format".
    static const QRegularExpression spec(QStringLiteral("\"(?:spec|format)\"\\s*:\\s*\"([^\"]+)\""));
    return spec.match(head).captured(1);
}

FileKind fileKindOf(const QString& path)
{
    const QFileInfo info(path);
    if (info.isDir())
        return QFileInfo::exists(info.filePath() + QStringLiteral("/rig.json")) ? FileKind::Rig : FileKind::Unknown;
    if (path.endsWith(QLatin1String(kProjectSuffix)))
        return FileKind::Project;
    const QString lower = path.toLower();
    if (lower.endsWith(QLatin1String(".bvh")) || lower.endsWith(QLatin1String(".gltf")) ||
        lower.endsWith(QLatin1String(".glb")))
        return FileKind::Rig3D;
    // A missing file goes to the sequence reader, whose refusal names it.
    if (!info.exists())
        return FileKind::Sequence;
    if (rigpose::isSpecialFile(QFile::encodeName(path).toStdString()) || !QFile(path).open(QIODevice::ReadOnly))
        return FileKind::Unknown;
    const QString name = fileSpecOf(path);
    if (name.startsWith(QLatin1String("rigpose-project/")))
        return FileKind::Project;
    if (name.startsWith(QLatin1String("rigc-rig/")))
        return FileKind::Rig;
    if (name.startsWith(QLatin1String("rig-pose-map/")))
        return FileKind::Map;
    if (name.startsWith(QLatin1String("rig-pose-clip3d/")))
        return FileKind::Rig3D;
    if (name.startsWith(QLatin1String("rig-pose-sequence/")) || name.startsWith(QLatin1String("rig-c-pose-frames/")) ||
        name.startsWith(QLatin1String("coco17-sequence/")))
        return FileKind::Sequence;
    return path.endsWith(QLatin1String(".json")) ? FileKind::Sequence : FileKind::Unknown;
}

}  // namespace rigpose::studio
