// rig-pose: puts motion from a pose sequence onto a 2D bone rig, and moves 3D clips between
// humanoid rigs. Dispatches to a command.

#include <iostream>
#include <string>
#include <vector>

#include "commands.h"
#include "not_built.h"
#include "output.h"
#include "rigpose/util/temporary_files.h"

namespace {

// A command's flags under its line, wrapped to the width of a terminal: every flag it takes.
void printFlags(const rigpose::cli::CommandSpec& spec)
{
    const std::string indent(14, ' ');
    std::string line = indent;
    for (const auto& flag : spec.flags) {
        const std::string word = "--" + flag.name + (flag.valueName.empty() ? "" : " " + flag.valueName);
        if (line.size() > indent.size() && line.size() + 1 + word.size() > 100) {
            std::cout << line << '\n';
            line = indent;
        }
        line += (line.size() > indent.size() ? " " : "") + word;
    }
    if (line.size() > indent.size())
        std::cout << line << '\n';
}

void printOverview()
{
    std::cout << "rig-pose " RIGPOSE_VERSION " — puts human motion onto bone rigs, 2D and 3D\n\n"
              << "usage: rig-pose <command> [flags]\n\ncommands:\n";
    for (const auto& command : rigpose::cli::allCommands()) {
        std::string name = "  " + command.spec.name;
        name.resize(std::max<std::size_t>(14, name.size() + 1), ' ');
        std::cout << name << command.spec.synopsis << '\n';
        printFlags(command.spec);
    }
    std::string missing;
    for (const auto& command : rigpose::cli::notBuiltCommands())
        missing += (missing.empty() ? "" : ", ") + command.name;
    if (!missing.empty())
        std::cout << "\nin the reference, not in this build: " << missing << '\n';
    std::cout << "\nrig-pose <command> --help says what each flag does.\n"
              << "exit codes: 0 written, 1 refused (nothing written), 2 bad invocation\n";
}

}  // namespace

int main(int argc, char** argv)
{
    using namespace rigpose::cli;
    // Ctrl-C or a kill mid-write leaves no temporary beside the outputs.
    rigpose::removeTemporariesOnSignals();
    std::vector<std::string> words(argv + 1, argv + argc);
    if (words.empty()) {
        printOverview();
        return kExitUsage;
    }
    if (words[0] == "--help" || words[0] == "-h" || words[0] == "help") {
        printOverview();
        return kExitWritten;
    }
    if (words[0] == "--version") {
        std::cout << "rig-pose " RIGPOSE_VERSION "\n";
        return kExitWritten;
    }
    for (const auto& command : allCommands()) {
        // A command of two words (r3d plan) takes both before its flags.
        const std::size_t named = command.spec.name.find(' ') == std::string::npos ? 1 : 2;
        if (words.size() < named || command.spec.name != (named == 1 ? words[0] : words[0] + " " + words[1]))
            continue;
        ParseOutcome parsed = parseArgs(command.spec,
                                        {words.begin() + static_cast<std::ptrdiff_t>(named), words.end()});
        if (parsed.helpAsked) {
            std::cout << helpText(command.spec);
            return kExitWritten;
        }
        if (!parsed.notBuilt.empty())
            return refuseNotBuilt(notBuiltFlagLine(command.spec, parsed.notBuilt));
        if (!parsed.error.empty())
            return usageError(command.spec.name, parsed.error);
        return command.run(parsed.args);
    }
    // The first word of a two-word command alone, or with another second word.
    for (const auto& [group, seconds] : {std::pair<std::string, std::string>{"r3d", "plan, bake or tpose"},
                                         std::pair<std::string, std::string>{"mpfb", "apply or capture"}}) {
        if (words[0] != group)
            continue;
        if (words.size() > 1 && (words[1] == "--help" || words[1] == "-h")) {
            printOverview();
            return kExitWritten;
        }
        return usageError(group, words.size() > 1
                                     ? "unknown " + group + " command \"" + words[1] + "\"; give " + seconds
                                     : "give " + seconds);
    }
    if (const NotBuiltCommand* missing = findNotBuiltCommand(words[0]))
        return refuseNotBuilt(notBuiltCommandLine(*missing));
    return usageError("", "unknown command \"" + words[0] + "\"");
}
