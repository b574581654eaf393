// A set's segments and drawings against the targets, and which sets compete.

#include <algorithm>
#include <numeric>

#include "switch_context.h"
#include "rigpose/stage/held_joints.h"
#include "rigpose/stage/targets.h"
#include "rigpose/map/aim.h"
#include "rigpose/rig/poser.h"

namespace rigpose::switches::detail {

SetGeometry setGeometry(const map::AlternateSet& set, const map::Map& map, const rig::Rig& rig,
                        const std::vector<map::Map::MappedBone>& bones)
{
    SetGeometry out;
    const std::vector<rig::WorldTransform> setup = rig::Poser(rig).setupWorld();
    for (std::size_t b = 0; b < bones.size(); ++b) {
        const std::size_t c = bones[b].chain;
        if (std::find(set.chainIndices.begin(), set.chainIndices.end(), c) == set.chainIndices.end())
            continue;
        const map::Chain& chain = map.chains[c];
        const std::size_t k = bones[b].link;
        const auto from = map::keyPoint(set, chain.joints[k]), to = map::keyPoint(set, chain.joints[k + 1]);
        if (from && to)
            out.segments.push_back({b, stage::pictureAngle(*from, *to)});
        for (const map::DrawnAngle& d : set.drawn)
            if (d.boneIndex == bones[b].bone) {
                // The aim may not run along the bone's x axis: the turn between them at setup
                // carries the drawn angle onto the segment the target names.
                const auto bone = static_cast<std::size_t>(d.boneIndex);
                const double offset = map::wrapDegrees(
                    map::directionDegrees(map::aimVector(chain.aims[k], d.boneIndex, setup)) - setup[bone].rotation());
                out.drawn.push_back({b, d.bone, map::wrapDegrees(d.degrees + offset)});
            }
    }
    return out;
}

std::vector<std::vector<std::size_t>> competingGroups(const std::vector<map::AlternateSet>& sets)
{
    std::vector<std::size_t> root(sets.size());
    std::iota(root.begin(), root.end(), 0);
    const auto find = [&](std::size_t s) {
        while (root[s] != s)
            s = root[s] = root[root[s]];
        return s;
    };
    const auto share = [](const map::AlternateSet& a, const map::AlternateSet& b) {
        const std::vector<int> sa = a.touchedSlots(), sb = b.touchedSlots();
        for (int s : sa)
            if (std::find(sb.begin(), sb.end(), s) != sb.end())
                return true;
        for (const map::BoneOffset& oa : a.offsets)
            for (const map::BoneOffset& ob : b.offsets)
                if (oa.boneIndex == ob.boneIndex)
                    return true;
        return false;
    };
    for (std::size_t i = 0; i < sets.size(); ++i)
        for (std::size_t j = i + 1; j < sets.size(); ++j)
            if (share(sets[i], sets[j]))
                root[find(j)] = find(i);
    std::vector<std::vector<std::size_t>> out;
    std::vector<std::size_t> groupOf(sets.size(), sets.size());
    for (std::size_t s = 0; s < sets.size(); ++s) {
        const std::size_t r = find(s);
        if (groupOf[r] == sets.size()) {
            groupOf[r] = out.size();
            out.emplace_back();
        }
        out[groupOf[r]].push_back(s);
    }
    return out;
}

}  // namespace rigpose::switches::detail
