// The rig's tree and setup pose as the methods read them, and the picture's sides: a figure
// facing the viewer has its right at picture-left, at smaller world x.

#include <cmath>

#include "figure.h"
#include "rigpose/util/number_format.h"

namespace rigpose::automap::detail {

bool RigView::descends(int bone, int ancestor) const
{
    for (int b = bone; b >= 0; b = parent(b))
        if (b == ancestor)
            return true;
    return false;
}

int RigView::depth(int bone) const
{
    int d = 0;
    for (int b = parent(bone); b >= 0; b = parent(b))
        ++d;
    return d;
}

int RigView::commonAncestor(int a, int b) const
{
    for (int x = a; x >= 0; x = parent(x))
        if (descends(b, x))
            return x;
    return -1;
}

double limbX(const RigView& view, const std::vector<int>& bones)
{
    double sum = 0;
    for (int b : bones) {
        const rig::WorldTransform& w = view.setup[static_cast<std::size_t>(b)];
        const double length = view.rig.bones[static_cast<std::size_t>(b)].length;
        sum += w.worldX + (w.worldX + w.a * length);
    }
    return bones.empty() ? 0 : sum / (2.0 * double(bones.size()));
}

void checkSidesAgainstSetup(const RigView& view, std::array<Limb, 2>& pair, const char* what)
{
    const double right = limbX(view, pair[Right].bones), left = limbX(view, pair[Left].bones);
    if (!(right > left + 1e-6))
        return;
    for (Side s : kSides) {
        pair[s].evidence += "; the names put the right " + std::string(what) + " at picture-right (x " +
                            formatFixed(right, 1) + " against " + formatFixed(left, 1) +
                            "), where a figure facing the viewer has its left: the names are kept, check the sides";
        pair[s].confidence -= 0.2;
    }
}

}  // namespace rigpose::automap::detail
