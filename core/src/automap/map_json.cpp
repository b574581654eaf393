// The proposal written as rig-pose-map/1: any subset of its rows, each chain carrying its
// evidence in its note, keys the reader's defaults cover left out.

#include <algorithm>

#include "rigpose/automap/automap.h"
#include "rigpose/map/map.h"
#include "rigpose/util/number_format.h"

namespace rigpose::automap {

namespace {

using json = nlohmann::ordered_json;

json chainJson(const Row& row)
{
    const ProposedChain& c = row.chain;
    json out;
    out["name"] = c.name;
    out["bones"] = c.bones;
    out["joints"] = c.joints;
    if (std::any_of(c.aims.begin(), c.aims.end(), [](const std::string& a) { return a != "x"; }))
        out["aim"] = c.aims;
    if (!c.bend.empty())
        out["bend"] = c.bend;
    out["note"] = std::string(sourceName(row.source)) + ", confidence " + formatFixed(row.confidence, 2) + ": " +
                  row.evidence;
    return out;
}

}  // namespace

json mapJsonOf(const Proposal& proposal, const std::vector<std::size_t>& acceptedRows, bool withTranslate)
{
    json out;
    out["spec"] = std::string(map::kMapSpec);
    std::string note = "Proposed by rig-pose automap from the bone names and hierarchy of rig \"" + proposal.rigName +
                       "\" (" +
                       (proposal.convention.empty() ? std::string("no known naming convention matched")
                                                    : "naming convention " + proposal.convention) +
                       "). Each chain's note says how it was found; check them before retargeting.";
    const bool translate = withTranslate && proposal.translate;
    if (translate)
        note += " The translate: " + std::string(sourceName(proposal.translate->source)) + ", " +
                proposal.translate->evidence + ".";
    out["note"] = note;
    json chains = json::array();
    for (std::size_t i = 0; i < proposal.rows.size(); ++i)
        if (std::find(acceptedRows.begin(), acceptedRows.end(), i) != acceptedRows.end())
            chains.push_back(chainJson(proposal.rows[i]));
    out["chains"] = std::move(chains);
    if (translate) {
        const ProposedTranslate& t = *proposal.translate;
        out["translate"] = {{"bone", t.bone},
                            {"joint", t.joint},
                            {"scale", {{"pose", t.scalePose}, {"rig", t.scaleRig}}}};
    }
    return out;
}

json mapJsonOf(const Proposal& proposal)
{
    std::vector<std::size_t> all(proposal.rows.size());
    for (std::size_t i = 0; i < all.size(); ++i)
        all[i] = i;
    return mapJsonOf(proposal, all, true);
}

std::string mapTextOf(const json& map) { return map.dump(2) + "\n"; }

}  // namespace rigpose::automap
