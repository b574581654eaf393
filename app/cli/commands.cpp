#include "commands.h"

#include <algorithm>
#include <cstdlib>
#include <iostream>

#include "not_built.h"

namespace rigpose::cli {

namespace {

// Each command with the reference's flags it lacks. A row naming a flag the command has, or a
// not-built command that is a command here, is a table left behind when the flag or command
// landed: it would hide the built one, so the tool stops before running anything.
std::vector<Command> withNotBuilt(std::vector<Command> commands)
{
    for (Command& command : commands) {
        command.spec.notBuilt = notBuiltFlagsOf(command.spec.name);
        for (const NotBuiltFlag& row : command.spec.notBuilt)
            if (std::any_of(command.spec.flags.begin(), command.spec.flags.end(),
                            [&](const FlagSpec& f) { return f.name == row.name; })) {
                std::cerr << "rig-pose: not_built.cpp lists --" << row.name << " for " << command.spec.name
                          << ", which this build has; drop the row\n";
                std::abort();
            }
        if (findNotBuiltCommand(command.spec.name)) {
            std::cerr << "rig-pose: not_built.cpp lists the command " << command.spec.name
                      << ", which this build has; drop the row\n";
            std::abort();
        }
    }
    return commands;
}

}  // namespace

const std::vector<Command>& allCommands()
{
    static const std::vector<Command> commands = withNotBuilt({
        convertCommand(),
        cleanCommand(),
        generateCommand(),
        poseCommand(),
        retargetCommand(),
        planCommand(),
        pelvisCommand(),
        scanCommand(),
        automapCommand(),
        r3dPlanCommand(),
        r3dBakeCommand(),
        r3dTposeCommand(),
        mpfbApplyCommand(),
        mpfbCaptureCommand(),
    });
    return commands;
}

}  // namespace rigpose::cli
