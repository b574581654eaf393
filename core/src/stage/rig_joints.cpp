// Where the rig puts a pose joint, and the rig posed by the keys.

#include "rigpose/stage/rig_joints.h"

#include <algorithm>
#include <cmath>

#include "rigpose/rig/points.h"

namespace rigpose::stage {

std::optional<Eigen::Vector2d> rigJointStart(const map::Map& map, std::span<const rig::WorldTransform> world,
                                             std::string_view joint)
{
    for (const map::Chain& chain : map.chains)
        for (std::size_t k = 0; k < chain.bones.size(); ++k)
            if (chain.joints[k].name == joint)
                return chain.aims[k].kind == map::AimKind::Between
                           ? rig::pointAt(chain.aims[k].from, world)
                           : world[static_cast<std::size_t>(chain.boneIndices[k])].origin();
    return std::nullopt;
}

std::optional<Eigen::Vector2d> rigJointEnd(const map::Map& map, const rig::Rig& rig,
                                           std::span<const rig::WorldTransform> world, std::string_view joint)
{
    for (const map::Chain& chain : map.chains)
        for (std::size_t k = 0; k < chain.bones.size(); ++k) {
            if (chain.joints[k + 1].name != joint)
                continue;
            const auto bone = static_cast<std::size_t>(chain.boneIndices[k]);
            if (chain.aims[k].kind == map::AimKind::X)
                return world[bone].toWorld({rig.bones[bone].length, 0});
            return rig::pointAt(chain.aims[k].to, world);
        }
    return std::nullopt;
}

Legs legsOf(const map::Map& map)
{
    Legs legs;
    const char* hips[2] = {"r_hip", "l_hip"};
    const char* ankles[2] = {"r_ankle", "l_ankle"};
    for (int side = 0; side < 2; ++side)
        for (const map::Chain& chain : map.chains) {
            const auto has = [&](const char* name) {
                return std::any_of(chain.joints.begin(), chain.joints.end(),
                                   [&](const map::PosePoint& p) { return p.name == name; });
            };
            if (has(hips[side]) && has(ankles[side])) {
                legs.chain[static_cast<std::size_t>(side)] = &chain;
                break;
            }
        }
    return legs;
}

std::optional<std::array<Eigen::Vector2d, 2>> thighRoots(const map::Map& map,
                                                         std::span<const rig::WorldTransform> world)
{
    const Legs legs = legsOf(map);
    if (!legs.both())
        return std::nullopt;
    const char* hips[2] = {"r_hip", "l_hip"};
    std::array<Eigen::Vector2d, 2> roots;
    for (std::size_t side = 0; side < 2; ++side) {
        const map::Chain& chain = *legs.chain[side];
        bool found = false;
        for (std::size_t k = 0; k < chain.bones.size() && !found; ++k)
            if (chain.joints[k].name == hips[side]) {
                roots[side] = chain.aims[k].kind == map::AimKind::Between
                                  ? rig::pointAt(chain.aims[k].from, world)
                                  : world[static_cast<std::size_t>(chain.boneIndices[k])].origin();
                found = true;
            }
        if (!found)
            return std::nullopt;
    }
    return roots;
}

void posedWorld(const rig::Poser& poser, const Targets& targets, const KeyTracks& keys, std::size_t f,
                std::vector<rig::LocalPose>& locals, std::vector<rig::WorldTransform>& world)
{
    locals.assign(poser.setupPose().begin(), poser.setupPose().end());
    world.resize(locals.size());
    for (std::size_t b = 0; b < targets.bones.size(); ++b)
        locals[static_cast<std::size_t>(targets.bones[b].bone)].rotation += keys.rotate[b][f];
    if (targets.translatedBone >= 0) {
        locals[static_cast<std::size_t>(targets.translatedBone)].x += keys.translate[f].x();
        locals[static_cast<std::size_t>(targets.translatedBone)].y += keys.translate[f].y();
    }
    if (keys.nodBone >= 0) {
        locals[static_cast<std::size_t>(keys.nodBone)].x += keys.nodTranslate[f].x();
        locals[static_cast<std::size_t>(keys.nodBone)].y += keys.nodTranslate[f].y();
    }
    for (const KeyTracks::ScaleKeys& scale : keys.scaleX)
        (scale.axis == 'y' ? locals[static_cast<std::size_t>(scale.bone)].scaleY
                           : locals[static_cast<std::size_t>(scale.bone)].scaleX) *= scale.values[f];
    poser.worldTransforms(locals, world);
}

}  // namespace rigpose::stage
