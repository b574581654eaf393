#pragma once
// The bake's own check (issue 39): before a baked clip is written, every mapped role's segment
// (its joint to the next role's joint along the body) is posed on the target from the baked
// clip, frame by frame, and compared with where the source's turn of that role puts the
// target's canonical segment. Where the bones between the segment's two joints are the same
// bones by name on both rigs (CMU's Neck1), the bake carries their turns too, and the segment is
// wanted bent as the source's is. A bake passes when no segment is farther off than the
// tolerance on any frame. It catches what the turn alone does not show: unmapped bones between two roles
// (MPFB's second upper-arm segment), a parent read back wrong, a hips' move that tips a limb.

#include <vector>

#include "rigpose/r3d/bake.h"

namespace rigpose::r3d {

inline constexpr double kBakeCheckDegrees = 0.5;

struct RoleCheck {
    Role role = Role::Hips;
    Role toward = Role::Spine;  // the role whose joint ends the segment
    double worstDegrees = 0;
    std::size_t worstFrame = 0;
};

struct BakeCheck {
    std::vector<RoleCheck> roles;  // in the roles' order; segments shorter than 1 % of either
                                   // rig's hip height are left out
    double worstDegrees = 0;
    Role worstRole = Role::Hips;
    std::size_t worstFrame = 0;
    bool passes(double tolerance = kBakeCheckDegrees) const { return worstDegrees <= tolerance; }
};

// `baked` is bake(clip, source, target, options)'s clip.
BakeCheck checkBake(const Clip3& clip, const Skeleton3& source, const Clip3& baked, const Skeleton3& target,
                    const BakeOptions& options = {});

// The role whose joint ends `role`'s segment on this rig (the next mapped one down the chain:
// chest, else upper chest, else neck, else head for the spine); none for the head, a hand or
// toes, or when the rig fills none.
std::optional<Role> segmentEnd(const RoleMapping& roles, Role role);

}  // namespace rigpose::r3d
