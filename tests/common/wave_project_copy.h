#pragma once
// A bundled example (the wave, the raise) copied into a temporary folder (project, map, sequences,
// rig), so a studio test may edit and save it without touching the sources.

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QTemporaryDir>

#include <string>

#include "testutils.h"

namespace rigpose::test {

// Copies resources/examples/<example> into `dir`; returns the path of `project` in the copy.
inline QString copyExample(const QTemporaryDir& dir, const char* example, const char* project)
{
    const QString from = QString::fromStdString(sourcePath((std::string("resources/examples/") + example).c_str()));
    QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString to = dir.filePath(QDir(from).relativeFilePath(file));
        QDir().mkpath(QFileInfo(to).absolutePath());
        QFile::copy(file, to);
        // The sources may be read-only (a packaged checkout); the copy is the test's to write.
        QFile::setPermissions(to, QFile::ReadOwner | QFile::WriteOwner);
    }
    return dir.filePath(QString::fromLatin1(project));
}

// Copies resources/examples/wave into `dir`; returns the copied project's path.
inline QString copyWaveExample(const QTemporaryDir& dir) { return copyExample(dir, "wave", "wave.rigpose.json"); }

}  // namespace rigpose::test
