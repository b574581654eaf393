#include "rigpose/widgets/role_palette.h"

#include <array>

#include "rigpose/r3d/roles.h"

namespace rigpose::widgets {

namespace {

// In r3d::Role's order (arms, then legs); checked pairwise distinct in tests/widgets/tst_skeleton3d_view.cpp.
constexpr std::array<std::array<int, 3>, r3d::kRoleCount> kRoleRgb = {{
    {190, 100, 20},   // hips
    {220, 140, 30},   // spine
    {240, 175, 40},   // chest
    {250, 205, 80},   // upperChest
    {245, 230, 120},  // neck
    {255, 250, 190},  // head
    {40, 80, 200},    // shoulder.L
    {50, 125, 245},   // upperArm.L
    {90, 170, 255},   // lowerArm.L
    {150, 210, 255},  // hand.L
    {170, 25, 45},    // shoulder.R
    {220, 50, 70},    // upperArm.R
    {250, 100, 110},  // lowerArm.R
    {255, 160, 165},  // hand.R
    {10, 130, 120},   // upperLeg.L
    {30, 180, 160},   // lowerLeg.L
    {80, 220, 190},   // foot.L
    {160, 245, 220},  // toes.L
    {150, 30, 140},   // upperLeg.R
    {200, 60, 190},   // lowerLeg.R
    {235, 115, 225},  // foot.R
    {250, 180, 245},  // toes.R
}};

}  // namespace

QColor noRoleColour() { return {150, 150, 150}; }

QColor roleColour(int role)
{
    if (role < 0 || role >= static_cast<int>(kRoleRgb.size()))
        return noRoleColour();
    const auto& [r, g, b] = kRoleRgb[static_cast<std::size_t>(role)];
    return {r, g, b};
}

}  // namespace rigpose::widgets
