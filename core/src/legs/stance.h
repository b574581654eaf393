#pragma once
// --stance (stance.cpp): the free foot planted beside the supporting one when it is near the
// floor, by stretching the free leg about its root. A pure function of the plant's posed legs
// and the picture's ankle heights.
#include <array>
#include <vector>

#include <Eigen/Core>

#include "legs.h"

namespace rigpose::legs::detail {

struct StanceInputs {
    double tolerance = 0;      // leg lengths (the free side's)
    std::vector<int> support;  // per frame, the supporting side or kNoSide
    std::vector<char> tracked;
    std::vector<double> times;                    // the frames' key times
    std::array<std::vector<double>, 2> ankleY;    // each ankle's picture y, px (down)
    std::array<double, 2> legLength{};            // px, each side's median hip -> ankle
    std::array<double, 2> straight{};             // px, each side's 95th percentile
    std::array<std::vector<double>, 2> legRatio;  // picture leg / straight, per frame
    std::array<bool, 2> stretchable{true, true};
    // The planted rig, world units: the hip, and each ankle and leg root less the hip.
    std::vector<Eigen::Vector2d> origins;
    std::array<std::vector<Eigen::Vector2d>, 2> ankleOffset, rootOffset;
};

// The stance runs, and `stretch` (per frame, per side, as the plant left it) given the free
// leg's k on every frame planted both.
Stance readStance(const StanceInputs& in, std::vector<std::array<double, 2>>& stretch);

// The free ankle's height above the supporting one on each frame, in the free side's leg
// lengths (+ above, - below); 0 where no foot supports.
std::vector<double> freeHeights(const StanceInputs& in);

}  // namespace rigpose::legs::detail
