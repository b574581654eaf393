// The fallback when names say nothing: the shape of the bone tree. The hips are the bone where
// two mirror-like chains (the legs) leave beside a third; the chest is where two more (the arms)
// leave beside one more (the head); which of a pair is the right comes from the setup pose.

#include <cmath>

#include "figure.h"
#include "rigpose/util/number_format.h"

namespace rigpose::automap::detail {

namespace {

// From `bone` down while the tree does not branch.
std::vector<int> runFrom(const RigView& view, int bone)
{
    std::vector<int> run{bone};
    while (view.children[static_cast<std::size_t>(run.back())].size() == 1)
        run.push_back(view.children[static_cast<std::size_t>(run.back())].front());
    return run;
}

// A link's length: to the next bone's origin, or the last bone's own length.
double linkLength(const RigView& view, const std::vector<int>& run, std::size_t k)
{
    if (k + 1 < run.size()) {
        const auto& a = view.setup[static_cast<std::size_t>(run[k])];
        const auto& b = view.setup[static_cast<std::size_t>(run[k + 1])];
        return std::hypot(b.worldX - a.worldX, b.worldY - a.worldY);
    }
    return view.rig.bones[static_cast<std::size_t>(run[k])].length;
}

double runLength(const RigView& view, const std::vector<int>& run)
{
    double sum = 0;
    for (std::size_t k = 0; k < run.size(); ++k)
        sum += linkLength(view, run, k);
    return sum;
}

std::size_t subtreeSize(const RigView& view, int bone)
{
    std::size_t n = 1;
    for (int c : view.children[static_cast<std::size_t>(bone)])
        n += subtreeSize(view, c);
    return n;
}

// The same number of bones, the same unbranched run, lengths within a quarter of each other.
bool mirrorLike(const RigView& view, int a, int b)
{
    const std::vector<int> ra = runFrom(view, a), rb = runFrom(view, b);
    if (ra.size() != rb.size() || subtreeSize(view, a) != subtreeSize(view, b))
        return false;
    const double la = runLength(view, ra), lb = runLength(view, rb);
    return std::abs(la - lb) <= 0.25 * std::max(la, lb) + 1e-9;
}

struct Branch {
    int at = -1;  // the bone the chains leave
    std::array<int, 2> pair{-1, -1};
    int other = -1;  // the child that is neither of the pair
};

// Branches of `bone`: a mirror-like pair of children and a third child.
std::vector<Branch> branchesAt(const RigView& view, int bone)
{
    std::vector<Branch> out;
    const auto& kids = view.children[static_cast<std::size_t>(bone)];
    if (kids.size() < 3)
        return out;
    for (std::size_t i = 0; i < kids.size(); ++i)
        for (std::size_t j = i + 1; j < kids.size(); ++j)
            if (mirrorLike(view, kids[i], kids[j]))
                for (int other : kids)
                    if (other != kids[i] && other != kids[j])
                        out.push_back({bone, {kids[i], kids[j]}, other});
    return out;
}

// The arms' branch inside the subtree of `top`, the shallowest first.
std::optional<Branch> chestBelow(const RigView& view, int top)
{
    std::optional<Branch> best;
    for (std::size_t b = 0; b < view.rig.bones.size(); ++b) {
        if (!view.descends(int(b), top))
            continue;
        auto found = branchesAt(view, int(b));
        if (!found.empty() && (!best || view.depth(int(b)) < view.depth(best->at)))
            best = found.front();
    }
    return best;
}

// The pair as [right, left]: the right is the one at smaller world x.
void placeSides(const RigView& view, std::array<std::vector<int>, 2> chains, std::array<Limb, 2>& out,
                const std::string& what, const Branch& branch)
{
    double x0 = limbX(view, chains[0]), x1 = limbX(view, chains[1]);
    const bool told = std::abs(x0 - x1) > 1e-6;
    if (x1 < x0) {
        std::swap(chains[0], chains[1]);
        std::swap(x0, x1);
    }
    for (Side s : kSides) {
        Limb& limb = out[s];
        limb.bones = chains[s];
        limb.whole = chains[s].size() == 1;
        limb.source = Source::Topology;
        limb.confidence = told ? 0.5 : 0.3;
        limb.evidence = "topology: one of two mirror-like chains leaving " + view.name(branch.at) + " beside " +
                        view.name(branch.other) + " (the " + what + ")";
        limb.evidence += told ? std::string("; at setup it sits at picture-") + (s == Right ? "left" : "right") +
                                    " (x " + formatFixed(s == Right ? x0 : x1, 1) + " against " +
                                    formatFixed(s == Right ? x1 : x0, 1) +
                                    "), where a figure facing the viewer has its " + (s == Right ? "right" : "left")
                              : std::string("; both sit at the same x at setup, so the sides are a guess: check them");
        if (limb.whole)
            limb.evidence += "; one bone for the whole limb";
    }
}

// A limb's bones along its run: two links (or one, the whole limb); a short first link of three
// or more is a collar and is passed over.
std::vector<int> limbBones(const RigView& view, int first, bool arm)
{
    std::vector<int> run = runFrom(view, first);
    if (arm && run.size() >= 3 && linkLength(view, run, 0) < 0.5 * linkLength(view, run, 1))
        run.erase(run.begin());
    if (run.size() > 2)
        run.resize(2);
    return run;
}

Part topologyPart(int bone, std::string evidence, double confidence)
{
    Part p;
    p.bone = bone;
    p.source = Source::Topology;
    p.evidence = "topology: " + std::move(evidence);
    p.confidence = confidence;
    return p;
}

}  // namespace

Figure topologyFigure(const RigView& view)
{
    Figure f;
    for (std::size_t p = 0; p < view.rig.bones.size(); ++p) {
        for (const Branch& hips : branchesAt(view, int(p))) {
            auto chest = chestBelow(view, hips.other);
            if (!chest)
                continue;
            placeSides(view, {limbBones(view, hips.pair[0], false), limbBones(view, hips.pair[1], false)}, f.leg,
                       "legs", hips);
            placeSides(view, {limbBones(view, chest->pair[0], true), limbBones(view, chest->pair[1], true)}, f.arm,
                       "arms", *chest);
            f.hips = topologyPart(hips.at, "the bone the legs and the trunk leave", 0.5);
            f.trunk = topologyPart(
                hips.other, "the first bone from the hips towards " + view.name(chest->at) + ", where the arms leave",
                0.5);
            const std::vector<int> headRun = runFrom(view, chest->other);
            if (headRun.size() >= 2)
                f.neck = topologyPart(
                    headRun[0], "the first bone of the chain leaving " + view.name(chest->at) + " beside the arms",
                    0.4);
            f.head = topologyPart(headRun.size() >= 2 ? headRun[1] : headRun[0],
                                  "the chain leaving " + view.name(chest->at) + " beside the arms", 0.4);
            return f;
        }
    }
    return f;
}

}  // namespace rigpose::automap::detail
