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

struct Branch {
    int at = -1;  // the bone the chains leave
    std::array<int, 2> pair{-1, -1};
    int other = -1;  // the child that is neither of the pair
};

// What the search asks of the tree, each fact found once. Listing every branch (every mirror-like
// pair of a bone's children times every third child) grew as the cube of a bone's children
// (5,000 leaves under one bone ran out of memory), and each candidate hips rescanned every bone
// for its chest; only the first branch of each bone is ever used.
class TreeFacts {
public:
    explicit TreeFacts(const RigView& view)
        : m_view(view)
        , m_subtree(view.rig.bones.size(), 1)
        , m_depth(view.rig.bones.size(), 0)
        , m_runs(view.rig.bones.size())
        , m_chest(view.rig.bones.size(), -1)
    {
        // Depth first from each root, without recursion: a chain of 100,000 bones is deep.
        std::vector<int> order;
        order.reserve(view.rig.bones.size());
        for (std::size_t b = 0; b < view.rig.bones.size(); ++b)
            if (view.parent(int(b)) < 0)
                order.push_back(int(b));
        for (std::size_t k = 0; k < order.size(); ++k)
            for (int c : view.children[static_cast<std::size_t>(order[k])]) {
                m_depth[static_cast<std::size_t>(c)] = m_depth[static_cast<std::size_t>(order[k])] + 1;
                order.push_back(c);
            }
        // Children after their parents in `order`, so the reverse visits each subtree first.
        for (auto it = order.rbegin(); it != order.rend(); ++it) {
            const auto b = static_cast<std::size_t>(*it);
            if (branchingChildren(*it) && firstBranchAt(*it))
                m_chest[b] = *it;
            for (int c : view.children[b]) {
                m_subtree[b] += m_subtree[static_cast<std::size_t>(c)];
                m_chest[b] = shallower(m_chest[b], m_chest[static_cast<std::size_t>(c)]);
            }
        }
    }

    // The same number of bones, the same unbranched run, lengths within a quarter of each other.
    bool mirrorLike(int a, int b)
    {
        const Run& ra = run(a);
        const Run& rb = run(b);
        if (ra.size != rb.size || m_subtree[static_cast<std::size_t>(a)] != m_subtree[static_cast<std::size_t>(b)])
            return false;
        return std::abs(ra.length - rb.length) <= 0.25 * std::max(ra.length, rb.length) + 1e-9;
    }

    // The first branch of `bone`: its first mirror-like pair of children (in child order), beside
    // the first other child.
    std::optional<Branch> firstBranchAt(int bone)
    {
        const auto& kids = m_view.children[static_cast<std::size_t>(bone)];
        if (kids.size() < 3)
            return std::nullopt;
        for (std::size_t i = 0; i < kids.size(); ++i)
            for (std::size_t j = i + 1; j < kids.size(); ++j)
                if (mirrorLike(kids[i], kids[j]))
                    return Branch{bone, {kids[i], kids[j]}, kids[i == 0 ? (j == 1 ? 2 : 1) : 0]};
        return std::nullopt;
    }

    // The arms' branch inside the subtree of `top`: the shallowest bone that has one, the first in
    // the rig's order among equals.
    std::optional<Branch> chestBelow(int top)
    {
        const int at = m_chest[static_cast<std::size_t>(top)];
        return at < 0 ? std::nullopt : firstBranchAt(at);
    }

private:
    struct Run {
        std::size_t size = 0;
        double length = 0;
    };

    bool branchingChildren(int bone) const { return m_view.children[static_cast<std::size_t>(bone)].size() >= 3; }

    int shallower(int a, int b) const
    {
        if (a < 0 || b < 0)
            return a < 0 ? b : a;
        const int da = m_depth[static_cast<std::size_t>(a)], db = m_depth[static_cast<std::size_t>(b)];
        return da != db ? (da < db ? a : b) : std::min(a, b);
    }

    // The run from `bone`, summed as runLength sums it; the runs of a branch's children do not
    // overlap, so all of them together are read once.
    const Run& run(int bone)
    {
        auto& slot = m_runs[static_cast<std::size_t>(bone)];
        if (!slot) {
            const std::vector<int> r = runFrom(m_view, bone);
            slot = Run{r.size(), runLength(m_view, r)};
        }
        return *slot;
    }

    const RigView& m_view;
    std::vector<std::size_t> m_subtree;
    std::vector<int> m_depth;
    std::vector<std::optional<Run>> m_runs;
    std::vector<int> m_chest;  // the shallowest bone of each subtree with a branch, -1 for none
};

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
    TreeFacts facts(view);
    for (std::size_t p = 0; p < view.rig.bones.size(); ++p) {
        // The first branch at p, in the order the pairs and the third child are tried, whose third
        // child holds a chest.
        const auto& kids = view.children[p];
        if (kids.size() < 3)
            continue;
        std::vector<int> withChest;
        for (int c : kids)
            if (facts.chestBelow(c))
                withChest.push_back(c);
        if (withChest.empty())
            continue;
        std::optional<Branch> found;
        for (std::size_t i = 0; i < kids.size() && !found; ++i)
            for (std::size_t j = i + 1; j < kids.size() && !found; ++j) {
                if (!facts.mirrorLike(kids[i], kids[j]))
                    continue;
                for (int other : withChest)
                    if (other != kids[i] && other != kids[j]) {
                        found = Branch{int(p), {kids[i], kids[j]}, other};
                        break;
                    }
            }
        if (found) {
            const Branch& hips = *found;
            const auto chest = facts.chestBelow(hips.other);
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
