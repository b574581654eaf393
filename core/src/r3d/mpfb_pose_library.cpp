// MPFB's pose library on disk: a folder per skeleton type and capture mode, a file per pose.

#include <algorithm>
#include <filesystem>
#include <system_error>
#include <tuple>

#include "rigpose/r3d/mpfb_pose.h"

namespace rigpose::r3d {

namespace {

namespace fs = std::filesystem;

// "rigify.human_fk" -> ("rigify.human", fk); none for a folder of no mode.
std::optional<std::pair<std::string, CaptureMode>> folderOf(const std::string& name)
{
    const std::size_t cut = name.rfind('_');
    if (cut == std::string::npos || cut == 0)
        return std::nullopt;
    const auto mode = captureModeNamed(std::string_view(name).substr(cut + 1));
    if (!mode)
        return std::nullopt;
    return std::pair{name.substr(0, cut), *mode};
}

// The entries of a folder, none when it cannot be read (never an exception: a library on a
// disk that goes away lists what it could).
std::vector<fs::directory_entry> entriesOf(const fs::path& dir)
{
    std::vector<fs::directory_entry> out;
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
        out.push_back(*it);
    return out;
}

// Every pose under one root, unsorted.
void addPoses(std::vector<MpfbPoseEntry>& out, const std::string& root, bool user)
{
    std::error_code ec;
    if (root.empty() || !fs::is_directory(root, ec))
        return;
    for (const auto& folder : entriesOf(root)) {
        const auto kind = folderOf(folder.path().filename().string());
        if (!kind || !folder.is_directory(ec))
            continue;
        for (const auto& file : entriesOf(folder.path()))
            if (file.path().extension() == ".json" && file.is_regular_file(ec))
                out.push_back({kind->first, std::string(captureModeName(kind->second)), file.path().stem().string(),
                               file.path().string(), user});
    }
}

}  // namespace

std::vector<MpfbPoseEntry> mpfbPoseLibrary(const std::string& systemDir, const std::string& userDir)
{
    std::vector<MpfbPoseEntry> all;
    addPoses(all, userDir, true);
    addPoses(all, systemDir, false);
    // Users first within one key, so the unique pass below keeps theirs.
    std::sort(all.begin(), all.end(), [](const MpfbPoseEntry& a, const MpfbPoseEntry& b) {
        return std::tie(a.skeleton, a.mode, a.name, b.user, a.path) <
               std::tie(b.skeleton, b.mode, b.name, a.user, b.path);
    });
    all.erase(std::unique(all.begin(), all.end(),
                          [](const MpfbPoseEntry& a, const MpfbPoseEntry& b) {
                              return a.skeleton == b.skeleton && a.mode == b.mode && a.name == b.name;
                          }),
              all.end());
    return all;
}

std::optional<CaptureMode> captureModeOfPath(const std::string& path)
{
    const auto kind = folderOf(fs::path(path).parent_path().filename().string());
    return kind ? std::optional<CaptureMode>(kind->second) : std::nullopt;
}

}  // namespace rigpose::r3d
