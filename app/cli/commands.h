#pragma once
// The rig-pose commands. Each lives in its own cmd_<name>.cpp and is listed once in
// commands.cpp; main.cpp only dispatches.

#include <functional>
#include <string>
#include <vector>

#include "args.h"

namespace rigpose::cli {

struct Command {
    CommandSpec spec;
    // Runs with parsed flags; returns the exit code.
    std::function<int(const ParsedArgs&)> run;
};

const std::vector<Command>& allCommands();

// One command's entry, defined in its cmd_<name>.cpp.
Command convertCommand();
Command cleanCommand();
Command generateCommand();
Command poseCommand();
Command retargetCommand();
Command planCommand();
Command pelvisCommand();
Command scanCommand();
Command automapCommand();
Command r3dPlanCommand();
Command r3dBakeCommand();
Command r3dTposeCommand();
Command mpfbApplyCommand();
Command mpfbCaptureCommand();

}  // namespace rigpose::cli
