#include "output.h"

#include <iostream>

#include "args.h"
#include "rigpose/util/refusal_lines.h"

namespace rigpose::cli {

void printLine(const std::string& line) { std::cout << line << '\n'; }

void printRefusal(const Refusal& refusal) { std::cerr << refusalLine(refusal) << '\n'; }

int refuse(const RefusalList& refusals)
{
    for (const std::string& line : refusedLines(refusals))
        std::cerr << line << '\n';
    return kExitRefused;
}

int refuse(const Refusal& refusal)
{
    RefusalList list;
    list.add(refusal.code, refusal.message);
    return refuse(list);
}

int usageError(const std::string& command, const std::string& message)
{
    std::cerr << "rig-pose" << (command.empty() ? "" : " " + command) << ": " << message << '\n'
              << "run rig-pose" << (command.empty() ? "" : " " + command) << " --help for the flags\n";
    return kExitUsage;
}

}  // namespace rigpose::cli
