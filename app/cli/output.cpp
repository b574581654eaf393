#include "output.h"

#include <iostream>

#include "args.h"

namespace rigpose::cli {

void printLine(const std::string& line) { std::cout << line << '\n'; }

void printRefusal(const Refusal& refusal)
{
    std::cerr << refusal.code << ": " << refusal.message << '\n';
}

int refuse(const RefusalList& refusals)
{
    // A broken file can fail on every frame: the first lines say enough, the count says the rest.
    constexpr std::size_t kShown = 25;
    const auto& items = refusals.items();
    for (std::size_t i = 0; i < items.size() && i < kShown; ++i)
        printRefusal(items[i]);
    if (refusals.total() > kShown)
        std::cerr << "… and " << (refusals.total() - kShown) << " more refusals\n";
    std::cerr << "nothing was written\n";
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
