#include "not_built.h"

#include <iostream>
#include <map>

namespace rigpose::cli {

namespace {

// Per command, the flags read off the reference's manual, grouped by what they do. The value name
// is what the flag takes there (empty for a switch), so "--reduce 2" is read as one flag, not as
// --reduce and a stray "2".
const std::map<std::string, std::vector<NotBuiltFlag>>& flagTable()
{
    static const std::map<std::string, std::vector<NotBuiltFlag>> table = {
        {"retarget",
         {
             {"draw-order", "depth", "drop it (the rig's setup draw order is kept; DEPTH still reads the layers)"},
             {"raised-by-head", "", "drop it (a raised arm keeps the angles the pose gives it from its shoulder)"},
             {"switch-at", "first|peak",
              "drop it (each switch is keyed where the selection puts it, the reference's default, first)"},
             {"parts", "parts.json|dir", "drop it (this build renders nothing, so no seam is read)"},
             {"render", "dir", "drop it (this build renders no frames; --build keeps the gated Spine build)"},
         }},
        {"pelvis",
         {
             {"frames", "dir", "place the tilt by hand instead: --pelvis-keys keys.json"},
             {"mode", "silhouette|waistband|below-cover",
              "drop it (it picks --frames' picture reader); place the tilt by hand with --pelvis-keys keys.json"},
         }},
        // The reference's scan is its tools/scan.py; this build's rig-pose scan takes its place.
        {"scan",
         {
             {"video", "file",
              "give the camera by hand instead: --camera-file camera.json or --camera-windows a-b,c-d"},
             {"plot", "file", "drop it (the SCAN line names the frames each window was read on)"},
         }},
    };
    return table;
}

std::string joined(const std::vector<std::string>& words)
{
    std::string out;
    for (const std::string& w : words)
        out += (out.empty() ? "" : ", ") + w;
    return out;
}

}  // namespace

std::vector<NotBuiltFlag> notBuiltFlagsOf(const std::string& command)
{
    auto it = flagTable().find(command);
    return it == flagTable().end() ? std::vector<NotBuiltFlag>{} : it->second;
}

const std::vector<NotBuiltCommand>& notBuiltCommands()
{
    static const std::vector<NotBuiltCommand> commands = {
        {"compare", "it measures a render of the motion against the reference video, body unit by unit",
         "there is no command for it yet"},
    };
    return commands;
}

const NotBuiltCommand* findNotBuiltCommand(const std::string& name)
{
    for (const NotBuiltCommand& c : notBuiltCommands())
        if (c.name == name)
            return &c;
    return nullptr;
}

std::string notBuiltFlagLine(const CommandSpec& spec, const std::vector<std::string>& given)
{
    std::string line = "rig-pose " + spec.name + ": --" + given.front() + " is not in this build";
    for (const NotBuiltFlag& f : spec.notBuilt)
        if (f.name == given.front())
            line += "; " + f.instead;
    if (given.size() > 1) {
        std::vector<std::string> others;
        for (std::size_t i = 1; i < given.size(); ++i)
            others.push_back("--" + given[i]);
        line += ". Not in this build either: " + joined(others);
    }
    return line;
}

std::string notBuiltCommandLine(const NotBuiltCommand& command)
{
    return "rig-pose: " + command.name + " is not in this build (in the reference, " + command.what + "); " +
           command.instead;
}

int refuseNotBuilt(const std::string& line)
{
    std::cerr << line << '\n';
    return kExitUsage;
}

}  // namespace rigpose::cli
