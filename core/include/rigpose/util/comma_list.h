#pragma once
// Names in a message or a printed line, as "a, b, c".
#include <string>
#include <vector>

namespace rigpose {

inline std::string commaList(const std::vector<std::string>& names)
{
    std::string text;
    for (std::size_t i = 0; i < names.size(); ++i)
        text += (i ? ", " : "") + names[i];
    return text;
}

}  // namespace rigpose
