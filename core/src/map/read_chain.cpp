// One chain of the map, resolved against the rig: bones that exist and descend, a joint per
// segment end, aims that stay on the bone or below it, and the keys bend, reach, nod, range.

#include "read_parts.h"

#include <algorithm>
#include <cmath>

#include "rigpose/map/aim.h"
#include "rigpose/map/map_keys.h"

namespace rigpose::map::detail {

namespace {

// The chain's name when it states one, for the place of refusals raised before it is read.
std::string statedName(const json& node)
{
    auto name = node.find("name");
    return name != node.end() && name->is_string() ? name->get<std::string>() : std::string();
}

bool isLimbEnd(const std::string& joint)
{
    return joint == "r_ankle" || joint == "l_ankle" || joint == "r_wrist" || joint == "l_wrist";
}

void readBones(const json& node, Chain& chain, MapContext& ctx, const std::string& where)
{
    if (!node.is_array() || node.empty() ||
        !std::all_of(node.begin(), node.end(), [](const json& b) { return b.is_string(); })) {
        ctx.refuse("MAP_SHAPE", where + "\"bones\" must be a non-empty array of bone names", {.chain = chain.name});
        return;
    }
    for (std::size_t k = 0; k < node.size(); ++k) {
        const std::string name = node[k].get<std::string>();
        if (name.empty()) {  // no rig bone has an empty name; say what is wrong rather than "not a bone"
            ctx.refuse("MAP_SHAPE",
                       where + "bones[" + std::to_string(k) +
                           "] is an empty name; write the name of "
                           "the rig's bone that carries this segment",
                       {.chain = chain.name});
            chain.bones.push_back(name);
            chain.boneIndices.push_back(-1);
            continue;
        }
        const int index = ctx.rig.boneIndex(name);
        if (index < 0)
            ctx.refuse("MAP_BONE",
                       where + "bone \"" + name + "\" is not a bone of rig \"" + ctx.rig.name +
                           "\"; name one of the rig's bones",
                       {.chain = chain.name, .bone = name});
        chain.bones.push_back(name);
        chain.boneIndices.push_back(index);
    }
}

void readJoints(const json& node, Chain& chain, MapContext& ctx, const std::string& where)
{
    if (!node.is_array() || !std::all_of(node.begin(), node.end(), [](const json& j) { return j.is_string(); })) {
        ctx.refuse("MAP_SHAPE", where + "\"joints\" must be an array of body-18 joint names", {.chain = chain.name});
        return;
    }
    for (std::size_t k = 0; k < node.size(); ++k) {
        const std::string name = node[k].get<std::string>();
        auto point = posePoint(name);
        if (!point) {
            ctx.refuse("MAP_JOINT", where + "\"" + name + "\" is not a body-18 joint, mid_hip or mid_shoulder",
                       {.chain = chain.name});
            continue;
        }
        // A joint twice makes a segment (or a run of them) from a point back to itself: its angle
        // is read off nothing and would be keyed as a constant.
        for (std::size_t e = 0; e < k; ++e)
            if (node[e].get<std::string>() == name) {
                ctx.refuse("MAP_JOINT",
                           where + "joint \"" + name + "\" is listed twice (joints[" + std::to_string(e) +
                               "] and joints[" + std::to_string(k) +
                               "]); a bone carries the segment "
                               "between two different points: name each joint once",
                           {.chain = chain.name});
                break;
            }
        chain.joints.push_back(*point);
    }
}

void checkJointCount(const json& node, const Chain& chain, MapContext& ctx, const std::string& where)
{
    if (!node.is_array() || chain.bones.empty() || node.size() == chain.bones.size() + 1)
        return;
    const std::string last = node.empty() || !node.back().is_string() ? "" : node.back().get<std::string>();
    if (node.size() == chain.bones.size() && isLimbEnd(last)) {
        // ref #240: body-18 has no toe or hand point, so a foot or hand bone cannot be keyed.
        ctx.refuse("MAP_CHAIN_JOINTS",
                   where + std::to_string(chain.bones.size()) + " bone(s) but " + std::to_string(node.size()) +
                       " joints ending at \"" + last + "\": body-18 has no point beyond the " + last.substr(2) +
                       ", so bone \"" + chain.bones.back() +
                       "\" has no segment to carry; leave it out of \"bones\" (it turns with its "
                       "parent, unkeyed)",
                   {.chain = chain.name, .bone = chain.bones.back()});
        return;
    }
    ctx.refuse("MAP_CHAIN_JOINTS",
               where + std::to_string(chain.bones.size()) + " bone(s) need " + std::to_string(chain.bones.size() + 1) +
                   " joints (bone k carries joint k -> k+1), not " + std::to_string(node.size()),
               {.chain = chain.name});
}

void checkDescent(Chain& chain, MapContext& ctx, const std::string& where)
{
    for (std::size_t k = 0; k + 1 < chain.boneIndices.size(); ++k) {
        const int upper = chain.boneIndices[k], lower = chain.boneIndices[k + 1];
        if (upper < 0 || lower < 0)
            continue;
        if (lower == upper || !descendsFrom(ctx.rig, lower, upper))
            ctx.refuse("MAP_CHAIN_DESCEND",
                       where + "bone \"" + chain.bones[k + 1] + "\" does not hang below \"" + chain.bones[k] +
                           "\" in rig \"" + ctx.rig.name +
                           "\"; list a chain's bones parent first, each below the one before",
                       {.chain = chain.name, .bone = chain.bones[k + 1]});
    }
}

std::optional<rig::PointRef> aimPoint(const std::string& text, int bone, const std::string& boneName, MapContext& ctx,
                                      const std::string& where, const std::string& chainName)
{
    auto parsed = rig::parsePoint(ctx.rig, text);
    if (!parsed.ok()) {
        ctx.refuse("MAP_AIM",
                   where + "aim of bone \"" + boneName + "\": \"" + text + "\" names no point of rig \"" +
                       ctx.rig.name + "\"; write x, a point (bone, bone:tip, a+b) or a>b",
                   {.chain = chainName, .bone = boneName});
        return std::nullopt;
    }
    for (const rig::PointRef::End& end : parsed.value.ends)
        if (!descendsFrom(ctx.rig, end.bone, bone)) {
            ctx.refuse("MAP_AIM",
                       where + "aim of bone \"" + boneName + "\": point \"" + text + "\" uses bone \"" +
                           ctx.rig.bones[static_cast<std::size_t>(end.bone)].name + "\", which does not hang below \"" +
                           boneName + "\" in the rig; an aim's points must be the bone itself or below it",
                       {.chain = chainName, .bone = boneName});
            return std::nullopt;
        }
    return parsed.value;
}

void readAims(const json* node, Chain& chain, MapContext& ctx, const std::string& where)
{
    chain.aims.assign(chain.bones.size(), Aim{});
    if (!node)
        return;
    if (!node->is_array() || node->size() != chain.bones.size() ||
        !std::all_of(node->begin(), node->end(), [](const json& a) { return a.is_string(); })) {
        ctx.refuse("MAP_AIM",
                   where + "\"aim\" must hold one entry per bone (" + std::to_string(chain.bones.size()) +
                       "): x, a point, or a>b",
                   {.chain = chain.name});
        return;
    }
    for (std::size_t k = 0; k < chain.bones.size(); ++k) {
        const std::string text = (*node)[k].get<std::string>();
        const int bone = chain.boneIndices[k];
        Aim& aim = chain.aims[k];
        aim.text = text;
        if (text == keys::kAimDefault || bone < 0)
            continue;
        if (auto arrow = text.find('>'); arrow != std::string::npos) {
            aim.kind = AimKind::Between;
            auto from = aimPoint(text.substr(0, arrow), bone, chain.bones[k], ctx, where, chain.name);
            auto to = aimPoint(text.substr(arrow + 1), bone, chain.bones[k], ctx, where, chain.name);
            if (from && to) {
                aim.from = *from;
                aim.to = *to;
            }
        } else {
            aim.kind = AimKind::Point;
            if (auto to = aimPoint(text, bone, chain.bones[k], ctx, where, chain.name))
                aim.to = *to;
        }
    }
}

}  // namespace

std::optional<Chain> readChain(const json& node, std::size_t index, MapContext& ctx)
{
    std::string where = ctx.display + ": chains[" + std::to_string(index) + "]: ";
    if (!node.is_object()) {
        ctx.refuse("MAP_SHAPE", where + "a chain is an object { name, bones, joints, aim?, ... }");
        return std::nullopt;
    }
    ctx.checkKeys(node, keys::kChain, where, {.chain = statedName(node)});
    Chain chain;
    if (!node.contains("name") || !node["name"].is_string() || node["name"].get<std::string>().empty()) {
        ctx.refuse("MAP_SHAPE", where + "\"name\" must be a non-empty string");
        return std::nullopt;
    }
    chain.name = node["name"].get<std::string>();
    where = ctx.display + ": chain \"" + chain.name + "\": ";
    const std::size_t before = ctx.refusals.total();
    readBones(node.contains("bones") ? node["bones"] : json(), chain, ctx, where);
    readJoints(node.contains("joints") ? node["joints"] : json(), chain, ctx, where);
    checkJointCount(node.contains("joints") ? node["joints"] : json(), chain, ctx, where);
    checkDescent(chain, ctx, where);
    if (ctx.refusals.total() != before)
        return std::nullopt;
    readAims(node.contains("aim") ? &node["aim"] : nullptr, chain, ctx, where);
    readChainOptions(node, chain, ctx, where);
    // A chain's note is for people (automap writes its evidence there); it changes nothing.
    if (node.contains("note")) {
        if (node["note"].is_string())
            chain.note = node["note"].get<std::string>();
        else
            ctx.refuse("MAP_SHAPE", where + "\"note\" must be a string", {.chain = chain.name});
    }
    if (ctx.refusals.total() != before)
        return std::nullopt;
    return chain;
}

}  // namespace rigpose::map::detail
