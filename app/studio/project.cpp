#include "project.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include "rigpose/project/project_file.h"
#include "rigpose/util/json_policy.h"
#include "rigpose/util/input_file.h"

namespace rigpose::studio {

namespace {

std::string relativeText(const QString& path, const QDir& dir)
{
    if (path.isEmpty())
        return {};
    const QString relative = dir.relativeFilePath(path);
    // Relative paths keep a project valid when its folder moves; a path on another root stays absolute.
    return (QDir::isAbsolutePath(relative) ? path : relative).toStdString();
}

QString resolved(const std::string& written, const QDir& dir)
{
    return written.empty() ? QString() : QDir::cleanPath(dir.absoluteFilePath(QString::fromStdString(written)));
}

}  // namespace

rigpose::project::ProjectFile toProjectFile(const Project& project, const QString& projectDir)
{
    const QDir dir(projectDir);
    rigpose::project::ProjectFile file;
    file.paths = {relativeText(project.sequence, dir),   relativeText(project.rig, dir),
                  relativeText(project.map, dir),        relativeText(project.frames, dir),
                  relativeText(project.pelvisKeys, dir), relativeText(project.contactKeys, dir),
                  relativeText(project.cameraKeys, dir), relativeText(project.baseMotion, dir),
                  relativeText(project.merge, dir)};
    file.clean = project.clean;
    file.retarget = project.retarget;
    const Project3D& r = project.r3d;
    file.r3d = {relativeText(r.source, dir),
                relativeText(r.clip, dir),
                relativeText(r.target, dir),
                r.animation,
                r.absolute,
                r.sourceRoles,
                r.targetRoles};
    return file;
}

Project fromProjectFile(const rigpose::project::ProjectFile& file, const QString& projectDir)
{
    const QDir dir(projectDir);
    const rigpose::project::Paths& paths = file.paths;
    Project p;
    p.sequence = resolved(paths.sequence, dir);
    p.rig = resolved(paths.rig, dir);
    p.map = resolved(paths.map, dir);
    p.frames = resolved(paths.frames, dir);
    p.pelvisKeys = resolved(paths.pelvisKeys, dir);
    p.contactKeys = resolved(paths.contactKeys, dir);
    p.cameraKeys = resolved(paths.cameraKeys, dir);
    p.baseMotion = resolved(paths.baseMotion, dir);
    p.merge = resolved(paths.merge, dir);
    p.clean = file.clean;
    p.retarget = file.retarget;
    const rigpose::project::Project3D& r = file.r3d;
    p.r3d = {resolved(r.source, dir), resolved(r.clip, dir), resolved(r.target, dir), r.animation, r.absolute,
             r.sourceRoles,           r.targetRoles};
    return p;
}

std::string projectText(const Project& project, const QString& projectDir)
{
    return rigpose::project::projectText(toProjectFile(project, projectDir));
}

Loaded<Project> readProjectText(const std::string& text, const QString& projectDir, const QString& displayName)
{
    Loaded<rigpose::project::ProjectFile> read = rigpose::project::readProjectText(text, displayName.toStdString());
    Loaded<Project> out;
    out.refusals = std::move(read.refusals);
    out.value = fromProjectFile(read.value, projectDir);
    return out;
}

Loaded<Project> readProjectFile(const QString& path)
{
    QFile file(path);
    if (rigpose::isSpecialFile(QFile::encodeName(path).toStdString()) || !file.open(QIODevice::ReadOnly)) {
        Loaded<Project> out;
        out.refusals.add("PROJECT_READ", path.toStdString() + ": cannot be opened; check the path");
        return out;
    }
    if (const auto fault = jsonSizeFault(static_cast<std::uint64_t>(file.size()))) {
        Loaded<Project> out;
        out.refusals.add("PROJECT_JSON", jsonFaultMessage(path.toStdString(), *fault, ""));
        return out;
    }
    const QByteArray bytes = file.readAll();
    return readProjectText(bytes.toStdString(), QFileInfo(path).absolutePath(), path);
}

std::optional<Refusal> writeProjectFile(const Project& project, const QString& path)
{
    QSaveFile file(path);
    const std::string text = projectText(project, QFileInfo(path).absolutePath());
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size()) || !file.commit())
        return Refusal{"PROJECT_WRITE", path.toStdString() + ": cannot be written (" +
                                            file.errorString().toStdString() +
                                            "); choose another place with File → Save As"};
    return std::nullopt;
}

std::string animationNameFor(const QString& path)
{
    QString stem = QFileInfo(path).fileName();
    const qsizetype dot = stem.indexOf(QLatin1Char('.'));
    if (dot > 0)
        stem = stem.left(dot);
    return stem.isEmpty() ? std::string("retarget") : stem.toStdString();
}

}  // namespace rigpose::studio
