// Writing rig-pose-map/1 (map_json.h): every JSON of the format that rigpose builds or edits is
// built or edited here, in the key order of map_keys.h, leaving out what holds its default.

#include "rigpose/map/map_json.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "rigpose/map/map_keys.h"

namespace rigpose::map::writer {

namespace {

std::ptrdiff_t rank(const std::vector<std::string>& order, const std::string& key)
{
    const auto at = std::find(order.begin(), order.end(), key);
    return at - order.begin();  // order.size() for a key the order does not list
}

// `key` set to `value` when `keep`, else taken out.
void putOrErase(json& object, const std::vector<std::string>& order, const std::string& key, bool keep, json value)
{
    if (keep)
        put(object, order, key, std::move(value));
    else if (object.is_object())
        object.erase(key);
}

json texts(const std::vector<std::string>& list) { return json(list); }

std::string textOf(const json& node) { return node.is_string() ? node.get<std::string>() : std::string(); }

}  // namespace

void put(json& object, const std::vector<std::string>& order, const std::string& key, json value)
{
    if (!object.is_object())
        object = json::object();
    if (object.contains(key)) {
        object[key] = std::move(value);
        return;
    }
    // ordered_json appends; rebuild to put the key where the format lists it.
    const auto unlisted = static_cast<std::ptrdiff_t>(order.size());
    json out = json::object();
    bool placed = false;
    for (auto it = object.begin(); it != object.end(); ++it) {
        const std::ptrdiff_t r = rank(order, it.key());
        if (!placed && r > rank(order, key) && r < unlisted) {
            out[key] = std::move(value);
            placed = true;
        }
        out[it.key()] = std::move(it.value());
    }
    if (!placed)
        out[key] = std::move(value);
    object = std::move(out);
}

json number(double value)
{
    if (std::isfinite(value) && value == std::floor(value) && std::abs(value) < 1e15)
        return static_cast<std::int64_t>(value);
    return value;
}

json pair(const Eigen::Vector2d& at) { return json::array({number(at.x()), number(at.y())}); }

// ---- the map

json emptyMap()
{
    json out = json::object();
    out["spec"] = std::string(kMapSpec);
    out["chains"] = json::array();
    return out;
}

void putMapKey(json& map, const std::string& key, json value) { put(map, keys::kMap, key, std::move(value)); }

void setMapNote(json& map, const std::string& note) { putOrErase(map, keys::kMap, "note", !note.empty(), note); }

// ---- a chain

json chainJson(const ChainFields& c)
{
    json out = json::object();
    setChainName(out, c.name);
    setChainBones(out, c.bones);
    setChainJoints(out, c.joints);
    setChainAims(out, c.aims);
    setChainReach(out, c.reach);
    setChainBend(out, c.bend);
    setChainNod(out, c.nod);
    setChainRange(out, c.range);
    setChainNote(out, c.note);
    return out;
}

void setChainName(json& chain, const std::string& name) { put(chain, keys::kChain, "name", name); }

void setChainBones(json& chain, const std::vector<std::string>& bones)
{
    put(chain, keys::kChain, "bones", texts(bones));
}

void setChainJoints(json& chain, const std::vector<std::string>& joints)
{
    put(chain, keys::kChain, "joints", texts(joints));
}

void setChainAims(json& chain, const std::vector<std::string>& aims)
{
    const bool allDefault = std::all_of(aims.begin(), aims.end(),
                                        [](const std::string& a) { return a == keys::kAimDefault; });
    putOrErase(chain, keys::kChain, "aim", !allDefault, texts(aims));
}

void setChainBend(json& chain, const std::string& bend)
{
    putOrErase(chain, keys::kChain, "bend", !bend.empty() && bend != keys::kBendDefault, bend);
}

void setChainReach(json& chain, bool reach)
{
    putOrErase(chain, keys::kChain, "reach", reach != keys::kReachDefault, reach);
}

void setChainNod(json& chain, std::optional<bool> nod)
{
    putOrErase(chain, keys::kChain, "nod", nod.has_value(), nod.value_or(false));
}

void setChainRange(json& chain, const std::vector<Range>& ranges)
{
    std::vector<std::string> order;
    if (chain.is_object() && chain.contains("bones") && chain["bones"].is_array())
        for (const json& b : chain["bones"])
            order.push_back(textOf(b));
    for (const Range& r : ranges)
        if (std::find(order.begin(), order.end(), r.bone) == order.end())
            order.push_back(r.bone);
    json out = json::object();
    for (const std::string& bone : order) {
        const auto last = std::find_if(ranges.rbegin(), ranges.rend(),
                                       [&bone](const Range& r) { return r.bone == bone; });
        if (last != ranges.rend())
            out[bone] = json::array({number(last->min), number(last->max)});
    }
    const bool any = !out.empty();
    putOrErase(chain, keys::kChain, "range", any, std::move(out));
}

void setChainNote(json& chain, const std::string& note)
{
    putOrErase(chain, keys::kChain, "note", !note.empty(), note);
}

// ---- the translate

json translateJson(const std::string& bone, const std::string& joint, const std::vector<std::string>& scalePose,
                   const std::vector<std::string>& scaleRig)
{
    json scale = json::object();
    put(scale, keys::kScale, "pose", texts(scalePose));
    put(scale, keys::kScale, "rig", texts(scaleRig));
    json out = json::object();
    put(out, keys::kTranslate, "bone", bone);
    put(out, keys::kTranslate, "joint", joint);
    put(out, keys::kTranslate, "scale", std::move(scale));
    return out;
}

// ---- an alternate set

json alternateSet(const std::string& name, const std::vector<std::string>& chains)
{
    json set = json::object();
    setSetName(set, name);
    putSetKey(set, "slots", json::object());
    setSetChains(set, chains);
    putSetKey(set, "pose", json::object());
    return set;
}

void putSetKey(json& set, const std::string& key, json value) { put(set, keys::kSet, key, std::move(value)); }

void setSetName(json& set, const std::string& name) { putSetKey(set, "name", name); }

void setSetNote(json& set, const std::string& note) { putOrErase(set, keys::kSet, "note", !note.empty(), note); }

void setSetChains(json& set, const std::vector<std::string>& chains) { putSetKey(set, "chains", texts(chains)); }

SlotChoice slotChoice(const json& set, const std::string& slot)
{
    if (!set.is_object())
        return {};
    if (set.contains("slots") && set["slots"].is_object() && set["slots"].contains(slot) &&
        set["slots"][slot].is_string())
        return {SlotChoice::Kind::Shows, set["slots"][slot].get<std::string>()};
    if (set.contains("hides") && set["hides"].is_array())
        for (const json& h : set["hides"])
            if (h.is_string() && h.get<std::string>() == slot)
                return {SlotChoice::Kind::Hidden, {}};
    return {};
}

void setSlotChoice(json& set, const std::string& slot, const SlotChoice& choice)
{
    if (!set.is_object())
        set = json::object();
    json shown = set.contains("slots") && set["slots"].is_object() ? set["slots"] : json::object();
    json hides = set.contains("hides") && set["hides"].is_array() ? set["hides"] : json::array();
    shown.erase(slot);
    hides.erase(std::remove(hides.begin(), hides.end(), json(slot)), hides.end());
    if (choice.kind == SlotChoice::Kind::Shows)
        shown[slot] = choice.attachment;
    else if (choice.kind == SlotChoice::Kind::Hidden)
        hides.push_back(slot);
    putSetKey(set, "slots", std::move(shown));
    const bool anyHidden = !hides.empty();
    putOrErase(set, keys::kSet, "hides", anyHidden, std::move(hides));
}

std::vector<std::string> namedSlots(const json& set)
{
    std::vector<std::string> out;
    if (!set.is_object())
        return out;
    if (set.contains("slots") && set["slots"].is_object())
        for (const auto& item : set["slots"].items())
            out.push_back(item.key());
    if (set.contains("hides") && set["hides"].is_array())
        for (const json& h : set["hides"])
            if (h.is_string() && std::find(out.begin(), out.end(), h.get<std::string>()) == out.end())
                out.push_back(h.get<std::string>());
    return out;
}

namespace {

// `block` name -> value, or taken out; an emptied block goes unless the format needs it (pose).
void setEntry(json& set, const std::string& block, const std::string& name, std::optional<json> value)
{
    if (!set.is_object())
        set = json::object();
    json entries = set.contains(block) && set[block].is_object() ? set[block] : json::object();
    if (value)
        entries[name] = std::move(*value);
    else
        entries.erase(name);
    const bool keep = !entries.empty() || block == "pose";
    putOrErase(set, keys::kSet, block, keep, std::move(entries));
}

}  // namespace

void setPair(json& set, const char* block, const std::string& name, const std::optional<Eigen::Vector2d>& at)
{
    setEntry(set, block, name, at ? std::optional<json>(pair(*at)) : std::nullopt);
}

void setAngle(json& set, const std::string& bone, std::optional<double> degrees)
{
    setEntry(set, "drawn", bone, degrees ? std::optional<json>(number(*degrees)) : std::nullopt);
}

std::vector<std::string> chainsOf(const json& set)
{
    std::vector<std::string> out;
    if (set.is_object() && set.contains("chains") && set["chains"].is_array())
        for (const json& c : set["chains"])
            if (c.is_string())
                out.push_back(c.get<std::string>());
    return out;
}

std::string nameOf(const json& set)
{
    return set.is_object() && set.contains("name") && set["name"].is_string() ? set["name"].get<std::string>()
                                                                              : std::string();
}

std::string freeName(const json& sets, const std::string& stem)
{
    std::vector<std::string> taken;
    if (sets.is_array())
        for (const json& s : sets)
            taken.push_back(nameOf(s));
    const auto isTaken = [&taken](const std::string& n) {
        return std::find(taken.begin(), taken.end(), n) != taken.end();
    };
    if (!isTaken(stem))
        return stem;
    for (int n = 2;; ++n)
        if (!isTaken(stem + std::to_string(n)))
            return stem + std::to_string(n);
}

}  // namespace rigpose::map::writer
