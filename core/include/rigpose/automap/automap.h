#pragma once
// Auto-map: a whole rig-pose-map/1 proposed from a rig's bone names and hierarchy. Known naming
// conventions are tried whole first, then each bone's name tokens, then the shape of the bone
// tree with the sides read off the setup pose. Every proposed chain is a row with the evidence it
// was found by, so a person (or the studio) accepts or rejects it row by row; nothing is applied.

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "rigpose/rig/rig.h"
#include "rigpose/util/refusal.h"

namespace rigpose::automap {

// How a row was found, from most to least trusted.
enum class Source { Preset, Tokens, Topology };
std::string_view sourceName(Source source);  // "preset", "tokens", "topology"

struct AutoMapOptions {
    // Which body-18 side a 2D rig's front (nearer) limbs take: 'r' or 'l'. front/back name depth,
    // not the subject's side, so this is a choice the names cannot make.
    char front = 'r';
};

// One chain of the map as it will be written.
struct ProposedChain {
    std::string name;  // pelvis, trunk, head, arm_r, arm_l, leg_r, leg_l
    std::vector<std::string> bones;
    std::vector<std::string> joints;  // one more than bones
    std::vector<std::string> aims;    // one per bone: "x", a point, or "a>b"
    std::string bend;                 // empty (the reader's default) or "free"
};

struct Row {
    ProposedChain chain;
    Source source = Source::Topology;
    std::string evidence;   // in words: which preset, tokens or tree/setup fact found it
    double confidence = 0;  // 0..1, a ranking aid rather than a probability
};

struct ProposedTranslate {
    std::string bone;
    std::string joint = "mid_hip";
    std::array<std::string, 2> scalePose{"mid_hip", "neck"};
    std::array<std::string, 2> scaleRig;
    Source source = Source::Topology;
    std::string evidence;
    double confidence = 0;
};

struct Proposal {
    std::string rigName;
    std::vector<Row> rows;
    std::optional<ProposedTranslate> translate;
    std::string convention;  // the preset that matched, empty when none did
};

// AUTOMAP_NONE when no chain can be found; `displayName` (the rig as typed) starts the message.
// Every proposal it returns is read green by map::readMapText against the same rig.
Loaded<Proposal> proposeMap(const rig::Rig& rig, const AutoMapOptions& options = {},
                            const std::string& displayName = "rig");

// The map of the rows listed in `acceptedRows` (indices into proposal.rows, written in the
// proposal's order), with each row's evidence as its chain's note; the translate when
// `withTranslate` and the proposal has one.
nlohmann::ordered_json mapJsonOf(const Proposal& proposal, const std::vector<std::size_t>& acceptedRows,
                                 bool withTranslate = true);
// Every row and the translate.
nlohmann::ordered_json mapJsonOf(const Proposal& proposal);
// The map's bytes as written to a file: indented by two spaces, a newline at the end.
std::string mapTextOf(const nlohmann::ordered_json& map);

}  // namespace rigpose::automap
