#pragma once
// What a retarget between two humanoid rigs can carry (issue 39): the roles both fill, those only
// the source fills (their channels are dropped) and those only the target fills (left at their
// bind). Read it to see why a bake is partial and which bone a profile should hand-map.

#include <optional>
#include <vector>

#include "rigpose/r3d/roles.h"

namespace rigpose::r3d {

struct Plan {
    std::vector<Role> mapped, unmappedSource, unmappedTarget;  // each in the roles' order
};

Plan plan(const RoleMapping& source, const RoleMapping& target);

// Parents before children over bones given by parent index (-1: a root), each root's tree in
// turn, children in index order: the order forward kinematics walks. None when a parent index is
// out of range or the parents loop.
std::optional<std::vector<std::size_t>> fkOrder(const std::vector<int>& parents);

}  // namespace rigpose::r3d
