// The proposal written as rig-pose-map/1: any subset of its rows, each chain carrying its
// evidence in its note, keys the reader's defaults cover left out (the map's writer,
// rigpose/map/map_json.h, decides what is left out and in which order keys go).

#include <algorithm>

#include "rigpose/automap/automap.h"
#include "rigpose/map/map_json.h"
#include "rigpose/util/number_format.h"

namespace rigpose::automap {

namespace {

using json = nlohmann::ordered_json;

json chainJson(const Row& row)
{
    const ProposedChain& c = row.chain;
    map::writer::ChainFields fields;
    fields.name = c.name;
    fields.bones = c.bones;
    fields.joints = c.joints;
    fields.aims = c.aims;
    fields.bend = c.bend;
    fields.note = std::string(sourceName(row.source)) + ", confidence " + formatFixed(row.confidence, 2) + ": " +
                  row.evidence;
    return map::writer::chainJson(fields);
}

}  // namespace

json mapJsonOf(const Proposal& proposal, const std::vector<std::size_t>& acceptedRows, bool withTranslate)
{
    json out = map::writer::emptyMap();
    std::string note = "Proposed by rig-pose automap from the bone names and hierarchy of rig \"" + proposal.rigName +
                       "\" (" +
                       (proposal.convention.empty() ? std::string("no known naming convention matched")
                                                    : "naming convention " + proposal.convention) +
                       "). Each chain's note says how it was found; check them before retargeting.";
    const bool translate = withTranslate && proposal.translate;
    if (translate)
        note += " The translate: " + std::string(sourceName(proposal.translate->source)) + ", " +
                proposal.translate->evidence + ".";
    map::writer::setMapNote(out, note);
    json chains = json::array();
    for (std::size_t i = 0; i < proposal.rows.size(); ++i)
        if (std::find(acceptedRows.begin(), acceptedRows.end(), i) != acceptedRows.end())
            chains.push_back(chainJson(proposal.rows[i]));
    map::writer::putMapKey(out, "chains", std::move(chains));
    if (translate) {
        const ProposedTranslate& t = *proposal.translate;
        const std::vector<std::string> scalePose(t.scalePose.begin(), t.scalePose.end());
        const std::vector<std::string> scaleRig(t.scaleRig.begin(), t.scaleRig.end());
        map::writer::putMapKey(out, "translate", map::writer::translateJson(t.bone, t.joint, scalePose, scaleRig));
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
