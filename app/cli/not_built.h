#pragma once
// What the reference tool (rig-pose 0.x, TypeScript; its manual is the spec we port) has and this
// build does not yet: its flags per command, and its commands. The one place they are listed.
// Every one of them is refused the same way, before anything is read: exit 2 and one line on
// stderr, "rig-pose <command>: --<flag> is not in this build; <what to do>". A flag that is
// neither ours nor the reference's stays an unknown flag. When a flag is built, its row goes.

#include <string>
#include <vector>

#include "args.h"

namespace rigpose::cli {

// A command of the reference that this build lacks.
struct NotBuiltCommand {
    std::string name;
    std::string what;     // what it does in the reference, a few words
    std::string instead;  // what to do meanwhile
};

// The reference's flags of `command` that this build lacks (none for a command of ours alone).
std::vector<NotBuiltFlag> notBuiltFlagsOf(const std::string& command);
const std::vector<NotBuiltCommand>& notBuiltCommands();
const NotBuiltCommand* findNotBuiltCommand(const std::string& name);

// The one line for a run given `given` (names of not-built flags, in the order given; at least
// one): the first with what to do, the others named after it.
std::string notBuiltFlagLine(const CommandSpec& spec, const std::vector<std::string>& given);
std::string notBuiltCommandLine(const NotBuiltCommand& command);

// Prints the line on stderr and returns the usage exit code (2).
int refuseNotBuilt(const std::string& line);

}  // namespace rigpose::cli
