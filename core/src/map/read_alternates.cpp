// The map's `alternates`, each set's names resolved against the rig (slots, their attachments
// under any skin, bones) and the map (chains, the joints they use). Every miss is refused by
// its MAP_ALT_* code, listing what exists, so the author can pick the right name.

#include "read_parts.h"
#include "rigpose/util/comma_list.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace rigpose::map::detail {

namespace {

// In the order MAP_KEYS lists them; the writer puts a set's keys in map_keys.h's order.
const std::vector<std::string> kSetKeys = {"name", "slots", "hides", "chains", "pose", "drawn", "offsets", "note"};
// Keys of a set the reference has and this build does not apply yet (alternate drawings II).
const std::vector<std::string> kLaterSetKeys = {"place", "symmetric", "support", "anchor",
                                                "phase", "bind",      "frames",  "turn"};

std::string listed(const std::vector<std::string>& names) { return names.empty() ? "none" : commaList(names); }

std::vector<std::string> slotNames(const rig::Rig& rig)
{
    std::vector<std::string> out;
    for (const rig::SlotData& s : rig.slotList)
        out.push_back(s.name);
    return out;
}

// The attachment names a slot has under any skin of the rig, each once, in the skins' order.
std::vector<std::string> attachmentsOf(const rig::Rig& rig, const std::string& slot)
{
    std::vector<std::string> out;
    for (const rig::Skin& skin : rig.skins)
        for (const rig::SkinSlot& entry : skin.slotList)
            if (entry.slot == slot)
                for (const rig::Attachment& a : entry.attachments)
                    if (std::find(out.begin(), out.end(), a.placeholder) == out.end())
                        out.push_back(a.placeholder);
    return out;
}

// Past ±1e9 (px, units, degrees) an alternate's figure is a slip that the switch's arithmetic
// would carry into the motion (issue 36); the sequence's and the rig's values stop there too.
constexpr double kLargestFigure = 1e9;

bool sane(double v) { return std::isfinite(v) && std::abs(v) <= kLargestFigure; }

std::optional<Eigen::Vector2d> finitePair(const json& node)
{
    if (!node.is_array() || node.size() != 2 || !node[0].is_number() || !node[1].is_number())
        return std::nullopt;
    const Eigen::Vector2d v(node[0].get<double>(), node[1].get<double>());
    if (!sane(v.x()) || !sane(v.y()))
        return std::nullopt;
    return v;
}

// A set whose `slots` and `hides` are both empty (or absent): switching to it would change no
// slot, so the retarget would key switches that draw nothing new. A wrong kind of value is
// refused by the set's reader instead.
bool namesNoSlot(const json& set)
{
    auto empty = [&](const char* key) {
        auto it = set.find(key);
        return it == set.end() || ((it->is_object() || it->is_array()) && it->empty());
    };
    return empty("slots") && empty("hides");
}

struct SetReader {
    MapContext& ctx;
    const Map& map;
    AlternateSet& set;
    std::string where;

    void refuse(const std::string& code, const std::string& message, const std::string& bone = {})
    {
        ctx.refuse(code, where + message, {.bone = bone});
    }

    void slots(const json& node)
    {
        if (!node.is_object()) {
            refuse("MAP_SHAPE", "\"slots\" must be an object of slot name: attachment name");
            return;
        }
        for (const auto& item : node.items()) {
            const std::string slot = item.key();
            const int index = ctx.rig.slotIndex(slot);
            if (index < 0) {
                refuse("MAP_ALT_SLOT", "slot \"" + slot + "\" is not a slot of rig \"" + ctx.rig.name +
                                           "\"; its slots are " + listed(slotNames(ctx.rig)));
                continue;
            }
            if (!item.value().is_string()) {
                refuse("MAP_SHAPE", "slots." + slot + " must be the name of an attachment");
                continue;
            }
            const std::string attachment = item.value().get<std::string>();
            const std::vector<std::string> has = attachmentsOf(ctx.rig, slot);
            if (std::find(has.begin(), has.end(), attachment) == has.end()) {
                refuse("MAP_ALT_ATTACHMENT", "slot \"" + slot + "\" has no attachment \"" + attachment +
                                                 "\" under any skin of rig \"" + ctx.rig.name + "\"; it has " +
                                                 listed(has));
                continue;
            }
            set.shows.push_back({slot, index, attachment});
        }
    }

    void hides(const json& node)
    {
        if (!node.is_array() || !std::all_of(node.begin(), node.end(), [](const json& s) { return s.is_string(); })) {
            refuse("MAP_SHAPE", "\"hides\" must be an array of slot names");
            return;
        }
        for (const json& item : node) {
            const std::string slot = item.get<std::string>();
            const int index = ctx.rig.slotIndex(slot);
            if (index < 0)
                refuse("MAP_ALT_HIDES", "hides slot \"" + slot + "\", which is not a slot of rig \"" + ctx.rig.name +
                                            "\"; its slots are " + listed(slotNames(ctx.rig)));
            else if (std::any_of(set.shows.begin(), set.shows.end(),
                                 [&](const SlotDrawing& d) { return d.slotIndex == index; }))
                refuse("MAP_ALT_HIDES", "slot \"" + slot + "\" is both shown (slots) and hidden (hides); keep one");
            else if (std::find(set.hideIndices.begin(), set.hideIndices.end(), index) != set.hideIndices.end())
                refuse("MAP_ALT_HIDES", "hides slot \"" + slot + "\" twice; name it once");
            else {
                set.hides.push_back(slot);
                set.hideIndices.push_back(index);
            }
        }
    }

    void chains(const json& node)
    {
        if (!node.is_array() || node.empty() ||
            !std::all_of(node.begin(), node.end(), [](const json& c) { return c.is_string(); })) {
            refuse("MAP_SHAPE", "\"chains\" must be a non-empty array of the map's chain names");
            return;
        }
        std::vector<std::string> names;
        for (const Chain& c : map.chains)
            names.push_back(c.name);
        for (const json& item : node) {
            const std::string name = item.get<std::string>();
            const auto at = std::find(names.begin(), names.end(), name);
            if (at == names.end()) {
                refuse("MAP_ALT_CHAIN",
                       "chain \"" + name + "\" is not a chain of the map; its chains are " + listed(names));
                continue;
            }
            const auto index = static_cast<std::size_t>(at - names.begin());
            if (std::find(set.chainIndices.begin(), set.chainIndices.end(), index) != set.chainIndices.end()) {
                refuse("MAP_ALT_CHAIN", "chain \"" + name + "\" is listed twice; name it once");
                continue;
            }
            set.chains.push_back(name);
            set.chainIndices.push_back(index);
        }
    }

    void pose(const json& node)
    {
        if (!node.is_object()) {
            refuse("MAP_SHAPE", "\"pose\" must be an object of joint name: [x, y] in picture px");
            return;
        }
        for (const auto& item : node.items()) {
            auto point = posePoint(item.key());
            if (!point) {
                refuse("MAP_ALT_JOINT",
                       "pose joint \"" + item.key() + "\" is not a body-18 joint, mid_hip or mid_shoulder");
                continue;
            }
            auto at = finitePair(item.value());
            if (!at) {
                refuse("MAP_SHAPE",
                       "pose." + item.key() + " must be [x, y], two numbers within ±1e9 (picture px, y down)");
                continue;
            }
            set.pose.push_back({std::move(*point), *at});
        }
        // Every joint the set's chains use, or for a midpoint both joints it is the middle of.
        std::vector<std::string> missing;
        for (std::size_t c : set.chainIndices)
            for (const PosePoint& p : map.chains[c].joints)
                if (!keyPoint(set, p) && std::find(missing.begin(), missing.end(), p.name) == missing.end())
                    missing.push_back(p.name);
        if (!missing.empty())
            refuse("MAP_ALT_POSE",
                   "the key skeleton lacks " + listed(missing) +
                       ", which the set's chains use; give each its place in the pose the art was painted from");
    }

    // The bones of the set's chains, in the chains' order.
    std::vector<std::string> chainBones() const
    {
        std::vector<std::string> out;
        for (std::size_t c : set.chainIndices)
            for (const std::string& b : map.chains[c].bones)
                out.push_back(b);
        return out;
    }

    int chainBone(const std::string& bone) const
    {
        for (std::size_t c : set.chainIndices)
            for (std::size_t k = 0; k < map.chains[c].bones.size(); ++k)
                if (map.chains[c].bones[k] == bone)
                    return map.chains[c].boneIndices[k];
        return -1;
    }

    void drawn(const json& node)
    {
        if (!node.is_object()) {
            refuse("MAP_SHAPE", "\"drawn\" must be an object of bone name: world angle in degrees");
            return;
        }
        for (const auto& item : node.items()) {
            const int bone = chainBone(item.key());
            if (bone < 0) {
                refuse("MAP_ALT_DRAWN",
                       "drawn bone \"" + item.key() + "\" is not a bone of the set's chains; they are " +
                           listed(chainBones()),
                       item.key());
                continue;
            }
            if (!item.value().is_number() || !sane(item.value().get<double>())) {
                refuse("MAP_ALT_DRAWN", "drawn." + item.key() + " must be an angle in degrees within ±1e9", item.key());
                continue;
            }
            set.drawn.push_back({item.key(), bone, item.value().get<double>()});
        }
    }

    void offsets(const json& node)
    {
        if (!node.is_object()) {
            refuse("MAP_SHAPE", "\"offsets\" must be an object of bone name: [x, y] in the parent's axes");
            return;
        }
        for (const auto& item : node.items()) {
            const int bone = chainBone(item.key());
            if (bone < 0) {
                refuse("MAP_ALT_OFFSET",
                       "offset bone \"" + item.key() + "\" is not a bone of the set's chains; they are " +
                           listed(chainBones()),
                       item.key());
                continue;
            }
            if (map.translate && map.translate->boneIndex == bone) {
                refuse("MAP_ALT_OFFSET",
                       "bone \"" + item.key() +
                           "\" is the map's translated bone, whose translate the "
                           "pose keys already; offset a bone of the chains below it",
                       item.key());
                continue;
            }
            auto v = finitePair(item.value());
            if (!v) {
                refuse("MAP_ALT_OFFSET", "offsets." + item.key() + " must be [x, y], two numbers within ±1e9",
                       item.key());
                continue;
            }
            set.offsets.push_back({item.key(), bone, *v});
        }
    }
};

}  // namespace

void readAlternates(const json& node, Map& map, MapContext& ctx)
{
    const std::string base = ctx.display + ": alternates";
    if (!node.is_array()) {
        ctx.refuse("MAP_SHAPE", base + " must be an array of sets");
        return;
    }
    std::set<std::string> names;
    for (std::size_t i = 0; i < node.size(); ++i) {
        const json& item = node[i];
        std::string where = base + "[" + std::to_string(i) + "]";
        if (!item.is_object()) {
            ctx.refuse("MAP_SHAPE", where + " must be an object");
            continue;
        }
        AlternateSet set;
        if (!item.contains("name") || !item["name"].is_string() || item["name"].get<std::string>().empty())
            ctx.refuse("MAP_SHAPE", where + ": \"name\" must be a non-empty string");
        else {
            set.name = item["name"].get<std::string>();
            where += " (\"" + set.name + "\")";
            if (!names.insert(set.name).second)
                ctx.refuse("MAP_DUPLICATE", where + ": two sets are called \"" + set.name + "\"; rename one");
        }
        where += ": ";
        for (const std::string& later : kLaterSetKeys)
            if (item.contains(later))
                ctx.refuse("MAP_UNSUPPORTED", where + "\"" + later +
                                                  "\" is a key of a set that this build of rig-pose does "
                                                  "not read yet; remove it to switch the set by its key pose alone");
        std::vector<std::string> allowed = kSetKeys;
        allowed.insert(allowed.end(), kLaterSetKeys.begin(), kLaterSetKeys.end());
        ctx.checkKeys(item, allowed, where);
        if (item.contains("note") && !item["note"].is_string())
            ctx.refuse("MAP_SHAPE", where + "\"note\" must be a string");
        SetReader reader{ctx, map, set, where};
        if (item.contains("slots"))
            reader.slots(item["slots"]);
        if (item.contains("hides"))
            reader.hides(item["hides"]);
        if (!item.contains("slots") && !item.contains("hides"))
            ctx.refuse("MAP_SHAPE", where + "a set shows (\"slots\") or hides (\"hides\") at least one slot");
        else if (namesNoSlot(item))
            ctx.refuse("MAP_SHAPE", where +
                                        "\"slots\" and \"hides\" name no slot, so the set would show and hide "
                                        "nothing; show a drawing in \"slots\" or hide a slot in \"hides\", or "
                                        "remove the set");
        if (!item.contains("chains"))
            ctx.refuse("MAP_SHAPE", where + "\"chains\" is missing: name the map's chains whose pose the set depicts");
        else
            reader.chains(item["chains"]);
        if (!item.contains("pose"))
            ctx.refuse("MAP_ALT_POSE", where + "\"pose\" is missing: give the key skeleton the art was painted from");
        else
            reader.pose(item["pose"]);
        if (item.contains("drawn"))
            reader.drawn(item["drawn"]);
        if (item.contains("offsets"))
            reader.offsets(item["offsets"]);
        map.alternates.push_back(std::move(set));
    }
}

}  // namespace rigpose::map::detail
