#include "rigpose/rig/rig.h"

#include <array>
#include <cctype>
#include <utility>

namespace rigpose::rig {

namespace {

constexpr std::array<std::pair<Inherit, std::string_view>, 5> kInheritNames{{
    {Inherit::Normal, "normal"},
    {Inherit::OnlyTranslation, "onlyTranslation"},
    {Inherit::NoRotationOrReflection, "noRotationOrReflection"},
    {Inherit::NoScale, "noScale"},
    {Inherit::NoScaleOrReflection, "noScaleOrReflection"},
}};

}  // namespace

std::string_view inheritName(Inherit mode)
{
    for (const auto& [m, name] : kInheritNames)
        if (m == mode)
            return name;
    return "normal";
}

std::optional<Inherit> parseInherit(std::string_view text)
{
    if (text.empty())
        return std::nullopt;
    std::string folded(text);
    folded[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(folded[0])));
    for (const auto& [mode, name] : kInheritNames)
        if (name == folded)
            return mode;
    return std::nullopt;
}

int Rig::boneIndex(std::string_view name) const
{
    for (std::size_t i = 0; i < bones.size(); ++i)
        if (bones[i].name == name)
            return static_cast<int>(i);
    return -1;
}

int Rig::slotIndex(std::string_view name) const
{
    for (std::size_t i = 0; i < slotList.size(); ++i)
        if (slotList[i].name == name)
            return static_cast<int>(i);
    return -1;
}

}  // namespace rigpose::rig
