#include "rigpose/util/refusal_lines.h"

namespace rigpose {

std::string refusalLine(const Refusal& refusal) { return refusal.code + ": " + refusal.message; }

std::vector<std::string> refusedLines(const RefusalList& refusals)
{
    std::vector<std::string> lines;
    const auto& items = refusals.items();
    for (std::size_t i = 0; i < items.size() && i < kRefusalsShown; ++i)
        lines.push_back(refusalLine(items[i]));
    if (refusals.total() > kRefusalsShown)
        lines.push_back("… and " + std::to_string(refusals.total() - kRefusalsShown) + " more refusals");
    lines.push_back("nothing was written");
    return lines;
}

}  // namespace rigpose
