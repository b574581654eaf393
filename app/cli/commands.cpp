#include "commands.h"

namespace rigpose::cli {

const std::vector<Command>& allCommands()
{
    static const std::vector<Command> commands = {
        convertCommand(), cleanCommand(),  generateCommand(), poseCommand(),    retargetCommand(),
        planCommand(),    pelvisCommand(), scanCommand(),     automapCommand(),
    };
    return commands;
}

}  // namespace rigpose::cli
