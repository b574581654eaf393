// The order of the methods: a whole convention first, then name tokens, then the tree's shape.
// Each part of the figure comes from the first method that found it, unless an earlier part
// already holds one of its bones. The result is read back as a map before it is returned.

#include <algorithm>
#include <set>

#include "figure.h"
#include "rigpose/map/map.h"

namespace rigpose::automap {

std::string_view sourceName(Source source)
{
    switch (source) {
    case Source::Preset:
        return "preset";
    case Source::Tokens:
        return "tokens";
    case Source::Topology:
        return "topology";
    }
    return "topology";
}

namespace detail {

namespace {

class Merger {
public:
    void take(const Figure& from)
    {
        bool used = false;
        used |= takePart(merged.hips, from.hips);
        used |= takePart(merged.trunk, from.trunk);
        used |= takePart(merged.neck, from.neck);
        used |= takePart(merged.head, from.head);
        for (Side s : kSides) {
            used |= takeLimb(merged.arm[s], from.arm[s]);
            used |= takeLimb(merged.leg[s], from.leg[s]);
        }
        if (used && merged.convention.empty())
            merged.convention = from.convention;
    }

    Figure merged;

private:
    std::set<int> m_bones;

    bool takePart(Part& into, const Part& from)
    {
        if (into.found() || !from.found() || m_bones.count(from.bone))
            return false;
        into = from;
        m_bones.insert(from.bone);
        return true;
    }

    bool takeLimb(Limb& into, const Limb& from)
    {
        if (into.found() || !from.found() ||
            std::any_of(from.bones.begin(), from.bones.end(), [&](int b) { return m_bones.count(b) > 0; }))
            return false;
        into = from;
        m_bones.insert(from.bones.begin(), from.bones.end());
        return true;
    }
};

RigView viewOf(const rig::Rig& rig, const AutoMapOptions& options)
{
    RigView view{rig, rig::Poser(rig).setupWorld(), std::vector<std::vector<int>>(rig.bones.size()), options, {}, {},
                 {}};
    for (std::size_t b = 0; b < rig.bones.size(); ++b)
        if (const int parent = rig.bones[b].parentIndex; parent >= 0)
            view.children[static_cast<std::size_t>(parent)].push_back(int(b));
    view.index();
    return view;
}

// Drops whatever the map reader refuses (a chain by the place it names, the translate when a
// refusal names no chain), so every proposal reads green. The rules above should leave nothing.
void keepWhatReads(const rig::Rig& rig, Proposal& proposal)
{
    for (std::size_t round = 0; round <= proposal.rows.size() + 1 && !proposal.rows.empty(); ++round) {
        const auto read = map::readMapText(mapTextOf(mapJsonOf(proposal)), "automap", rig);
        if (read.ok())
            return;
        std::set<std::string> refused;
        for (const Refusal& r : read.refusals.items())
            refused.insert(r.place.chain);
        if (refused.count(""))
            proposal.translate.reset();
        std::erase_if(proposal.rows, [&](const Row& row) { return refused.count(row.chain.name) > 0; });
    }
}

}  // namespace

}  // namespace detail

Loaded<Proposal> proposeMap(const rig::Rig& rig, const AutoMapOptions& options, const std::string& displayName)
{
    using namespace detail;
    const RigView view = viewOf(rig, options);
    Merger merger;
    merger.take(presetFigure(view));
    merger.take(tokenFigure(view));
    merger.take(topologyFigure(view));

    Loaded<Proposal> out;
    out.value.rigName = rig.name;
    out.value.convention = merger.merged.convention;
    buildRows(view, merger.merged, out.value);
    keepWhatReads(rig, out.value);
    if (out.value.rows.empty()) {
        out.value.translate.reset();
        out.refusals.add("AUTOMAP_NONE",
                         displayName +
                             ": no chain found: no known naming convention, no bone named as an arm, leg, "
                             "trunk or head, and no hips where two mirror-like legs leave beside a trunk "
                             "that carries two arms; write the map by hand (docs/retarget.md) or rename "
                             "the bones after one of the conventions in docs/automap.md");
    }
    return out;
}

}  // namespace rigpose::automap
