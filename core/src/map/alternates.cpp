// The alternate set's own lookups.

#include "rigpose/map/alternates.h"

#include <algorithm>

namespace rigpose::map {

const KeyJoint* AlternateSet::joint(std::string_view name) const
{
    for (const KeyJoint& j : pose)
        if (j.point.name == name)
            return &j;
    return nullptr;
}

std::vector<int> AlternateSet::touchedSlots() const
{
    std::vector<int> out = hideIndices;
    for (const SlotDrawing& d : shows)
        out.push_back(d.slotIndex);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::optional<Eigen::Vector2d> keyPoint(const AlternateSet& set, const PosePoint& point)
{
    if (const KeyJoint* j = set.joint(point.name))
        return j->at;
    if (point.joints[0] == point.joints[1])
        return std::nullopt;
    const KeyJoint* a = set.joint(body::name(point.joints[0]));
    const KeyJoint* b = set.joint(body::name(point.joints[1]));
    if (!a || !b)
        return std::nullopt;
    return (a->at + b->at) / 2;
}

}  // namespace rigpose::map
