#pragma once
// A humanoid rig for the 3D path (issue 39): bones with a parent and a rest transform local to
// it, and the roles they fill. Every format is read into this (BVH now), and the retarget works on
// it alone. Y is up and the body faces +Z with its left side on +X, as glTF and VRM have it.

#include <optional>
#include <string>
#include <vector>

#include <Eigen/Geometry>

#include "rigpose/r3d/bvh.h"
#include "rigpose/r3d/roles.h"

namespace rigpose::r3d {

struct Bone3 {
    std::string name;
    int parent = -1;  // parents come before their children
    Eigen::Vector3d translation = Eigen::Vector3d::Zero();
    Eigen::Quaterniond rotation = Eigen::Quaterniond::Identity();  // at rest, local to the parent
    // The bone's tip in its own frame, where the format has one (MPFB's tails); no writer keeps it.
    std::optional<Eigen::Vector3d> tail{};
};

struct Skeleton3 {
    std::vector<Bone3> bones;
    RoleMapping roles;

    std::vector<Eigen::Isometry3d> restWorld() const;
    // The rest position of a role's bone (its joint), when the rig fills the role.
    std::optional<Eigen::Vector3d> rolePosition(Role role) const;
};

// A BVH's skeleton at rest (its offsets, no rotation), roles found by name.
Skeleton3 skeletonOf(const Bvh& bvh);

// The rest re-posed to the canonical T-pose (relative correction: lengths and offsets kept):
// first turned about +Y only so the hips' right-to-left line lies along +X (up is never tipped:
// a mesh is modelled upright), and moved so the hips sit on x = 0; then, top-down, each upper
// and lower arm swung to point straight out along ±X and each upper and lower leg straight down
// (−Y), from its joint to the next role's joint. The swing is the shortest turn, so each bone keeps
// its roll; hands, feet, toes and bones without a role keep their rest relative to the parent.
// Roles the rig lacks are skipped.
Skeleton3 normalizedToTPose(const Skeleton3& skeleton);

// How far the rig's rest is from the T-pose: the worst of its arm segments off ±X and leg
// segments off −Y (joint to the next role's joint), in degrees; 0 for a rig with none.
double tPoseOffDegrees(const Skeleton3& skeleton);

}  // namespace rigpose::r3d

namespace rigpose::r3d {

// Absolute correction, after normalizedToTPose: the rig made exactly symmetric. Each pair of
// left and right role bones is put at the mean of its two positions, one the mirror of the other
// across x = 0, and each spine role on x = 0; the local offsets are rebuilt from those positions.
// It overrides the rig's own asymmetry and proportions, which is what absolute mode is for;
// bones without a role keep their offsets from their parent.
Skeleton3 symmetrized(const Skeleton3& canonical);

}  // namespace rigpose::r3d
