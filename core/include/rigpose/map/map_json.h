#pragma once
// Writing rig-pose-map/1: the one place that builds or changes a map's JSON — the map, a chain,
// the translate, an alternate set — for automap's proposal and the studio's map editor alike.
// A key an object lacks goes where the format lists it (map_keys.h); a key it already has keeps
// its place, and keys the writer does not know are left where they are, so an edit changes only
// the lines it means to. A key holding the reader's default is left out. Numbers are written as a
// person types them. What is written is checked by the reader (map.h), never here.

#include <Eigen/Core>
#include <nlohmann/json.hpp>

#include "rigpose/map/map.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace rigpose::map::writer {

using json = nlohmann::ordered_json;

// `value` under `key` of `object`, whose keys are in the order `order`: in place when the object
// has the key, else before the first key it has that the order lists after it, else at the end.
// An object that is not an object becomes one.
void put(json& object, const std::vector<std::string>& order, const std::string& key, json value);

// A number as a person types it: an integral value is written without a fraction (285, not 285.0).
json number(double value);
// [x, y], each as number() writes it.
json pair(const Eigen::Vector2d& at);

// ---- the map

// {"spec": "rig-pose-map/1", "chains": []}: a map with nothing in it yet.
json emptyMap();
// The map's note; "" takes it out.
void setMapNote(json& map, const std::string& note);
void putMapKey(json& map, const std::string& key, json value);  // put() in the map's order

// ---- a chain

// One chain of the map as the writer writes it whole (automap's rows).
struct ChainFields {
    std::string name;
    std::vector<std::string> bones;
    std::vector<std::string> joints;  // one more than bones
    std::vector<std::string> aims;    // one per bone, or empty: every bone "x"
    std::string bend;                 // empty or "rest": left out
    bool reach = false;
    std::optional<bool> nod;   // stated only
    std::vector<Range> range;  // as setChainRange orders them
    std::string note;          // empty: none
};
json chainJson(const ChainFields& chain);

// One key of a chain, set or (at its default) taken out; every other key kept as it is.
void setChainName(json& chain, const std::string& name);
void setChainBones(json& chain, const std::vector<std::string>& bones);
void setChainJoints(json& chain, const std::vector<std::string>& joints);
void setChainAims(json& chain, const std::vector<std::string>& aims);  // out when every aim is "x"
void setChainBend(json& chain, const std::string& bend);               // out when "" or "rest"
void setChainReach(json& chain, bool reach);                           // out when false
void setChainNod(json& chain, std::optional<bool> nod);                // out when not stated
// bone -> [min, max], written in the chain's bone order, then any other bone of `ranges` in its
// order (the reader refuses it by name); a bone twice is written once, its last; out when empty.
void setChainRange(json& chain, const std::vector<Range>& ranges);
void setChainNote(json& chain, const std::string& note);  // out when ""

// ---- the translate

// {"bone", "joint", "scale": {"pose": [a, b], "rig": [a, b]}}; the pairs as given, so a pair not
// two long is written as it is and refused by the reader.
json translateJson(const std::string& bone, const std::string& joint, const std::vector<std::string>& scalePose,
                   const std::vector<std::string>& scaleRig);

// ---- an alternate set

// A new set: its name, "slots" and "pose" empty to fill in, the chains it was painted from.
json alternateSet(const std::string& name, const std::vector<std::string>& chains);
void putSetKey(json& set, const std::string& key, json value);  // put() in a set's order
void setSetName(json& set, const std::string& name);
void setSetNote(json& set, const std::string& note);  // out when ""
void setSetChains(json& set, const std::vector<std::string>& chains);

// What one slot shows while the set shows.
struct SlotChoice {
    enum class Kind { Setup, Hidden, Shows } kind = Kind::Setup;  // Setup: the set leaves it alone
    std::string attachment;                                       // for Shows
    friend bool operator==(const SlotChoice&, const SlotChoice&) = default;
};
SlotChoice slotChoice(const json& set, const std::string& slot);
// Moves the slot between `slots` and `hides`; `hides` goes when it empties, `slots` stays.
void setSlotChoice(json& set, const std::string& slot, const SlotChoice& choice);
// Every slot the set names, shown or hidden, in the order it names them.
std::vector<std::string> namedSlots(const json& set);

// `block` ("pose" or "offsets") name -> [x, y]: set, or taken out with nullopt; an emptied
// `offsets` goes, `pose` stays (the format needs it).
void setPair(json& set, const char* block, const std::string& name, const std::optional<Eigen::Vector2d>& at);
// drawn bone -> degrees, or taken out; an emptied `drawn` goes.
void setAngle(json& set, const std::string& bone, std::optional<double> degrees);

// The set's `chains` as names (what is not a string is skipped); its name ("" when it has none).
std::vector<std::string> chainsOf(const json& set);
std::string nameOf(const json& set);
// `stem`, or `stem` with the first free number after it (stem2, stem3, ...), among the sets' names.
std::string freeName(const json& sets, const std::string& stem);

}  // namespace rigpose::map::writer
