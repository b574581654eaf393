// rig-pose plan: reads a rig and a map and says which chains and joints land on which bones,
// and what the rig has spare. Reads no pose and writes nothing.

#include "commands.h"
#include "output.h"
#include "rigpose/map/map.h"
#include "rigpose/map/plan.h"
#include "rigpose/rig/reader.h"

namespace rigpose::cli {

namespace {

int runPlan(const ParsedArgs& args)
{
    for (const char* flag : {"rig", "map"})
        if (!args.has(flag))
            return usageError("plan", std::string("--") + flag + " is required");
    auto paths = rig::resolveRigPaths(*args.value("rig"));
    if (!paths.ok())
        return refuse(paths.refusals);
    auto rig = rig::readRigFile(paths.value.rig);
    if (!rig.ok())
        return refuse(rig.refusals);
    const std::string mapPath = *args.value("map");
    auto map = map::readMapFile(mapPath, rig.value);
    if (!map.ok())
        return refuse(map.refusals);
    for (const std::string& line : map::planLines(map.value, rig.value, mapPath))
        printLine(line);
    return kExitWritten;
}

}  // namespace

Command planCommand()
{
    CommandSpec spec{"plan",
                     "say which chains and joints of a map land on which bones of a rig, and what is spare",
                     "rig-pose plan --rig rig/ --map map.json",
                     {
                         {"rig", "dir|rig.json", "the rig: the directory @rig-c/parts writes, or a rig.json"},
                         {"map", "map.json", "rig-pose-map/1"},
                     }};
    return {spec, runPlan};
}

}  // namespace rigpose::cli
