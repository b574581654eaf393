#include "rigpose/motion/motion.h"

#include <map>

namespace rigpose::motion {

namespace {

// Properties per target kind and the numbers a key carries (rigc-formats.md §2.3).
const std::map<std::string, std::size_t, std::less<>>& propertiesOf(TargetKind kind)
{
    static const std::map<std::string, std::size_t, std::less<>> bone{
        {"rotate", 1}, {"translate", 2}, {"translatex", 1}, {"translatey", 1}, {"scale", 2},
        {"scalex", 1}, {"scaley", 1},    {"shear", 2},      {"shearx", 1},     {"sheary", 1}};
    static const std::map<std::string, std::size_t, std::less<>> slot{{"rgba", 4}, {"rgba2", 7}, {"attachment", 0}};
    static const std::map<std::string, std::size_t, std::less<>> physics{
        {"mix", 1},     {"reset", 0}, {"inertia", 1}, {"strength", 1},
        {"damping", 1}, {"mass", 1},  {"wind", 1},    {"gravity", 1}};
    static const std::map<std::string, std::size_t, std::less<>> path{{"position", 1}, {"spacing", 1}, {"mix", 3}};
    static const std::map<std::string, std::size_t, std::less<>> slider{{"time", 1}, {"mix", 1}};
    switch (kind) {
    case TargetKind::Bone:
    case TargetKind::Group:
        return bone;
    case TargetKind::Slot:
        return slot;
    case TargetKind::Physics:
        return physics;
    case TargetKind::Path:
        return path;
    case TargetKind::Slider:
        return slider;
    }
    return bone;
}

}  // namespace

std::string_view targetKey(TargetKind kind)
{
    switch (kind) {
    case TargetKind::Bone:
        return "bone";
    case TargetKind::Slot:
        return "slot";
    case TargetKind::Group:
        return "group";
    case TargetKind::Physics:
        return "physics";
    case TargetKind::Path:
        return "path";
    case TargetKind::Slider:
        return "slider";
    }
    return "bone";
}

std::size_t channelCount(TargetKind kind, std::string_view property)
{
    const auto& table = propertiesOf(kind);
    auto it = table.find(property);
    return it == table.end() ? 0 : it->second;
}

bool knownProperty(TargetKind kind, std::string_view property) { return propertiesOf(kind).count(property) > 0; }

const Animation* Motion::animation(std::string_view name) const
{
    for (const Animation& a : animations)
        if (a.name == name)
            return &a;
    return nullptr;
}

const std::array<double, 4>* Motion::easing(std::string_view name) const
{
    for (const auto& [n, handles] : easings)
        if (n == name)
            return &handles;
    return nullptr;
}

const std::vector<std::string>* Motion::group(std::string_view name) const
{
    for (const auto& [n, members] : groups)
        if (n == name)
            return &members;
    return nullptr;
}

}  // namespace rigpose::motion
