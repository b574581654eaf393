#include "project_inputs.h"

#include <QFile>

#include <filesystem>

namespace rigpose::studio {

namespace {

std::string encoded(const QString& path) { return QFile::encodeName(path).toStdString(); }

}  // namespace

std::vector<NamedPath> projectInputs(const Project& p, const QString& projectFile)
{
    std::vector<NamedPath> inputs;
    const auto add = [&inputs](const char* flag, const QString& path) {
        if (!path.isEmpty())
            inputs.push_back({flag, encoded(path)});
    };
    add("the project", projectFile);
    add("--sequence", p.sequence);
    add("--rig", p.rig);
    // A rig folder stands for its rig.json and the motion beside it, named even while they are
    // not there: a file written there would become the rig's.
    if (const std::filesystem::path folder(encoded(p.rig)); !p.rig.isEmpty() && std::filesystem::is_directory(folder)) {
        inputs.push_back({"--rig (its rig.json)", (folder / "rig.json").string()});
        inputs.push_back({"--rig (its motion.json)", (folder / "motion.json").string()});
    }
    add("--base-motion", p.baseMotion);
    add("--map", p.map);
    add("--pelvis-keys", p.pelvisKeys);
    add("--contact-keys", p.contactKeys);
    add("--camera-file", p.cameraKeys);
    add("--merge", p.merge);
    add("the frames folder", p.frames);
    add("--source", p.r3d.source);
    add("--clip", p.r3d.clip);
    add("--target", p.r3d.target);
    return inputs;
}

std::optional<Refusal> checkOutputFile(const Project& project, const QString& projectFile, const std::string& flag,
                                       const QString& out)
{
    return checkOutputCollisions(projectInputs(project, projectFile), {{flag, encoded(out)}});
}

}  // namespace rigpose::studio
