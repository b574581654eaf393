// What --rig names (ref #239): the directory @rig-c/parts writes, or a rig.json itself.

#include <filesystem>
#include <system_error>

#include "rigpose/rig/reader.h"

namespace rigpose::rig {

Loaded<RigPaths> resolveRigPaths(const std::string& argument)
{
    namespace fs = std::filesystem;
    Loaded<RigPaths> out;
    std::error_code ec;
    fs::path path(argument);
    if (fs::is_directory(path, ec)) {
        fs::path rigFile = path / "rig.json";
        if (!fs::is_regular_file(rigFile, ec)) {
            out.refusals.add("RIG_PATH", argument +
                                             ": the directory holds no rig.json; --rig takes the "
                                             "directory @rig-c/parts writes (<out>/rig/) or a rig.json");
            return out;
        }
        out.value.rig = rigFile.string();
        // The motion spec beside it is part of the rig: its own animations (ref #239).
        fs::path motionFile = path / "motion.json";
        if (fs::is_regular_file(motionFile, ec))
            out.value.motion = motionFile.string();
        return out;
    }
    if (!fs::is_regular_file(path, ec)) {
        out.refusals.add("RIG_PATH", argument +
                                         ": no such file or directory; --rig takes a rig directory "
                                         "or its rig.json");
        return out;
    }
    out.value.rig = argument;
    return out;
}

std::string rigArgumentFor(const std::string& chosen)
{
    const std::filesystem::path path(chosen);
    if (path.filename() == "rig.json" && path.has_parent_path())
        return path.parent_path().string();
    return chosen;
}

}  // namespace rigpose::rig
