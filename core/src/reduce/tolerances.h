#pragma once
// The tolerance each mapped bone is reduced within (not installed; reduce_stage.cpp): every
// bone's, a named chain's own, or a tighter chain's below it that the bone is held to (ref #320).

#include <vector>

#include "rigpose/map/map.h"
#include "rigpose/reduce/reduce.h"
#include "rigpose/rig/rig.h"
#include "rigpose/stage/targets.h"

namespace rigpose::reduce::detail {

struct BoneTolerances {
    std::vector<double> degrees;                    // [mapped bone]
    std::vector<char> own;                          // [mapped bone]: its chain's own, as the command named it
    std::vector<std::vector<std::string>> heldFor;  // [mapped bone]: the chains it is held for
    std::vector<Held> held;                         // in map order
};

// A chain holds the bones above it when the command names it and it is planted (it carries an
// ankle the landing check holds) or aimed (an aim other than "x"); a bone above is then reduced
// within the chain's tolerance where its own is looser. A plain --reduce names no chain.
BoneTolerances boneTolerances(const rig::Rig& rig, const map::Map& map, const stage::Targets& targets,
                              const Reduction& reduction);

}  // namespace rigpose::reduce::detail
