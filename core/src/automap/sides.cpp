// The rig's tree and setup pose as the methods read them, and the picture's sides: a figure
// facing the viewer has its right at picture-left, at smaller world x.

#include <cmath>
#include <utility>

#include "figure.h"
#include "rigpose/util/number_format.h"

namespace rigpose::automap::detail {

void RigView::index()
{
    const std::size_t n = rig.bones.size();
    depths.assign(n, 0);
    entered.assign(n, 0);
    left.assign(n, 0);
    int clock = 0;
    std::vector<std::pair<int, std::size_t>> stack;  // a bone and its next child to visit
    for (std::size_t root = 0; root < n; ++root) {
        if (parent(int(root)) >= 0)
            continue;
        stack.push_back({int(root), 0});
        entered[root] = clock++;
        while (!stack.empty()) {
            auto& [bone, next] = stack.back();
            const std::vector<int>& kids = children[static_cast<std::size_t>(bone)];
            if (next < kids.size()) {
                const int child = kids[next++];
                depths[static_cast<std::size_t>(child)] = depths[static_cast<std::size_t>(bone)] + 1;
                entered[static_cast<std::size_t>(child)] = clock++;
                stack.push_back({child, 0});
            } else {
                left[static_cast<std::size_t>(bone)] = clock++;
                stack.pop_back();
            }
        }
    }
}

bool RigView::descends(int bone, int ancestor) const
{
    if (bone < 0 || ancestor < 0)
        return false;
    const auto b = static_cast<std::size_t>(bone), a = static_cast<std::size_t>(ancestor);
    return entered[a] <= entered[b] && left[b] <= left[a];
}

int RigView::depth(int bone) const { return depths[static_cast<std::size_t>(bone)]; }

int RigView::commonAncestor(int a, int b) const
{
    if (a < 0 || b < 0)
        return -1;
    while (depth(a) > depth(b))
        a = parent(a);
    while (depth(b) > depth(a))
        b = parent(b);
    while (a != b && a >= 0) {
        a = parent(a);
        b = parent(b);
    }
    return a;
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
