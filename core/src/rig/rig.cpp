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

void Rig::appendBone(BoneData bone)
{
    if (bonesNamed == bones.size()) {
        boneNames.try_emplace(bone.name, static_cast<int>(bones.size()));
        ++bonesNamed;
    }
    bones.push_back(std::move(bone));
}

int Rig::boneIndex(std::string_view name) const
{
    if (bonesNamed == bones.size()) {
        auto it = boneNames.find(name);
        return it == boneNames.end() ? -1 : it->second;
    }
    for (std::size_t i = 0; i < bones.size(); ++i)
        if (bones[i].name == name)
            return static_cast<int>(i);
    return -1;
}

void Rig::appendSlot(SlotData slot)
{
    if (slotsNamed == slotList.size()) {
        slotNames.try_emplace(slot.name, static_cast<int>(slotList.size()));
        ++slotsNamed;
    }
    slotList.push_back(std::move(slot));
}

int Rig::slotIndex(std::string_view name) const
{
    if (slotsNamed == slotList.size()) {
        auto it = slotNames.find(name);
        return it == slotNames.end() ? -1 : it->second;
    }
    for (std::size_t i = 0; i < slotList.size(); ++i)
        if (slotList[i].name == name)
            return static_cast<int>(i);
    return -1;
}

}  // namespace rigpose::rig
