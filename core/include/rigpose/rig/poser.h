#pragma once
// Posing a rig as the Spine 4.3 runtime does: every bone's world transform (a 2×2 matrix and
// an origin, y up, degrees counter-clockwise) from its local pose and its parent's world, in
// each of the five inherit modes. docs/rig-and-motion.md derives the arithmetic.

#include <span>
#include <vector>

#include <Eigen/Core>

#include "rigpose/rig/rig.h"

namespace rigpose::rig {

// A bone's local transform: the setup fields, or what an animation made of them.
struct LocalPose {
    double x = 0, y = 0;
    double rotation = 0;
    double scaleX = 1, scaleY = 1;
    double shearX = 0, shearY = 0;
    Inherit inherit = Inherit::Normal;
};

// World transform: the columns (a, c) and (b, d) are the bone's x and y axes in the world.
struct WorldTransform {
    double a = 1, b = 0, c = 0, d = 1;
    double worldX = 0, worldY = 0;

    // Angle of the x axis in degrees, in [-180, 180].
    double rotation() const;
    Eigen::Vector2d origin() const { return {worldX, worldY}; }
    // A point given in the bone's own space, in the world.
    Eigen::Vector2d toWorld(const Eigen::Vector2d& local) const
    {
        return {a * local.x() + b * local.y() + worldX, c * local.x() + d * local.y() + worldY};
    }
};

class Poser {
public:
    explicit Poser(const Rig& rig);

    std::size_t boneCount() const { return m_parents.size(); }
    const std::vector<LocalPose>& setupPose() const { return m_setup; }

    // World transforms of `locals` (one per bone, in the rig's order) into `out` (same size).
    // Parents precede children, so one forward pass suffices.
    void worldTransforms(std::span<const LocalPose> locals, std::span<WorldTransform> out) const;
    std::vector<WorldTransform> worldTransforms(std::span<const LocalPose> locals) const;
    std::vector<WorldTransform> setupWorld() const { return worldTransforms(m_setup); }

private:
    std::vector<int> m_parents;
    std::vector<LocalPose> m_setup;
};

// One bone's world transform under `parent` (nullptr for a root), as the runtime computes it.
WorldTransform worldTransform(const LocalPose& local, const WorldTransform* parent);

}  // namespace rigpose::rig
