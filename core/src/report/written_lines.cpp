#include "rigpose/report/written_lines.h"

#include <sys/stat.h>

#include <ctime>

#include "rigpose/spine/build.h"

namespace rigpose::report {

std::string wroteMotionLine(const std::string& out, const std::string& animation, std::size_t keys)
{
    return "wrote " + out + " (rigc-motion/1, animation \"" + animation + "\", " + std::to_string(keys) +
           " keys per track)";
}

std::string wroteReducedMotionLine(const std::string& out, const std::string& animation, std::size_t keys,
                                   std::size_t dense)
{
    return "wrote " + out + " (rigc-motion/1, animation \"" + animation + "\", " + std::to_string(keys) +
           " rotate keys, reduced from " + std::to_string(dense) + ")";
}

std::string wroteReportLine(const std::string& path, bool isDefault, const std::optional<std::string>& replaced)
{
    return "wrote " + path + " (rig-pose-report/1" + (isDefault ? ", the default beside --out" : "") +
           (replaced ? "; replaced the one last written " + *replaced : "") + ")";
}

std::string wroteCameraLine(const std::string& path, std::size_t frames, const std::string& how)
{
    return "wrote " + path + " (rig-pose-camera/1: --leg-scale's figure scale on " + std::to_string(frames) +
           " frame(s), " +
           (how == "followed"   ? std::string("followed")
            : how == "held"     ? std::string("held at 1: the figure's size stays within 2 %")
            : how == "in place" ? std::string("held at 1: the sequence is in place")
                                : std::string("held at 1: 25 frames or fewer")) +
           "; the motion does not carry it)";
}

std::string wroteBuildLine(const std::string& dir, bool withAtlas)
{
    return "wrote " + dir + " (the gated Spine " + std::string(spine::kSpineVersion) + " build: skeleton.json" +
           (withAtlas ? ", skeleton.atlas" : "") + ", retarget.json)";
}

std::string recordLine(const std::optional<std::string>& reference)
{
    return "RECORD retarget.json written beside the build (reference: " + reference.value_or("none given") + ")";
}

std::string wroteSequenceLine(const std::string& out, const std::string& spec, const std::string& person,
                              std::size_t frames)
{
    return "wrote " + out + " (" + spec + ", person " + person + ", " + std::to_string(frames) + " frames)";
}

std::string wroteScannedLine(const std::string& out, const std::string& spec, std::size_t frames)
{
    return "wrote " + out + " (" + spec + ", a camera on " + std::to_string(frames) + " frames)";
}

std::string madeDirectoryLine(const std::string& dir, const std::string& holds)
{
    return "made directory " + dir + " (holds " + holds + ")";
}

std::optional<std::string> modifiedAt(const std::string& path)
{
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0)
        return std::nullopt;
    std::tm tm{};
    gmtime_r(&st.st_mtime, &tm);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return std::string(text);
}

}  // namespace rigpose::report
