// A chain's optional keys: bend (which way its hinges may fold), reach, nod and range.
// They are parsed and checked here; the retarget's guards apply bend, reach and range
// (core/src/retarget), and the nod is not keyed yet.

#include "read_parts.h"

#include <cmath>

#include "rigpose/map/aim.h"

namespace rigpose::map::detail {

namespace {

// A rest bend under this is straight: it says neither way (the reference's 0.5°).
constexpr double kStraightDegrees = 0.5;

void readBend(const json& node, Chain& chain, MapContext& ctx, const std::string& where)
{
    if (node.contains("bend")) {
        chain.bendStated = true;
        const json& b = node["bend"];
        const std::string word = b.is_string() ? b.get<std::string>() : "";
        if (word == "rest")
            chain.bend = Bend::Rest;
        else if (word == "ccw")
            chain.bend = Bend::Ccw;
        else if (word == "cw")
            chain.bend = Bend::Cw;
        else if (word == "free")
            chain.bend = Bend::Free;
        else {
            ctx.refuse("MAP_BEND_SIDE",
                       where + "\"bend\" is " + b.dump() +
                           "; write \"rest\", \"ccw\", \"cw\" or \"free\" (free skips the hinge check)",
                       {.chain = chain.name});
            return;
        }
    }
    for (std::size_t k = 0; k + 1 < chain.bones.size(); ++k) {
        int side = 0;
        if (chain.bend == Bend::Ccw)
            side = 1;
        if (chain.bend == Bend::Cw)
            side = -1;
        if (chain.bend == Bend::Rest) {
            const double upper = directionDegrees(aimVector(chain.aims[k], chain.boneIndices[k], ctx.setup));
            const double lower = directionDegrees(aimVector(chain.aims[k + 1], chain.boneIndices[k + 1], ctx.setup));
            const double inner = wrapDegrees(lower - upper);
            if (std::abs(inner) < kStraightDegrees) {
                ctx.refuse("MAP_BEND_SIDE",
                           where + "the hinge at \"" + chain.joints[k + 1].name + "\" (bones \"" + chain.bones[k] +
                               "\" -> \"" + chain.bones[k + 1] + "\") is straight at the rig's setup (" +
                               std::to_string(inner) +
                               "°, under 0.5°), so \"bend\": \"rest\" cannot say which way "
                               "it folds; state \"ccw\" or \"cw\", or \"free\" for front-facing material",
                           {.chain = chain.name});
                continue;
            }
            side = inner > 0 ? 1 : -1;
        }
        chain.bendSides.push_back(side);
    }
}

void readNod(const json& node, Chain& chain, MapContext& ctx, const std::string& where)
{
    if (!node.contains("nod"))
        return;
    if (!node["nod"].is_boolean()) {
        ctx.refuse("MAP_NOD", where + "\"nod\" is " + node["nod"].dump() + "; it takes true or false",
                   {.chain = chain.name});
        return;
    }
    chain.nod = node["nod"].get<bool>();
    if (!chain.carriesEyeLine())
        ctx.refuse("MAP_NOD",
                   where +
                       "\"nod\" is read off the eye line (r_eye -> l_eye), which this chain's joints "
                       "do not carry; move it to the head's eye-line chain or remove it",
                   {.chain = chain.name});
}

void readRange(const json& node, Chain& chain, MapContext& ctx, const std::string& where)
{
    if (!node.contains("range"))
        return;
    const json& r = node["range"];
    if (!r.is_object()) {
        ctx.refuse("MAP_RANGE", where + "\"range\" must be an object: bone -> [min, max] in rotate-key degrees",
                   {.chain = chain.name});
        return;
    }
    for (const auto& [bone, limits] : r.items()) {
        if (std::find(chain.bones.begin(), chain.bones.end(), bone) == chain.bones.end()) {
            ctx.refuse("MAP_RANGE",
                       where + "range names \"" + bone + "\", which is not a bone of this chain (" +
                           std::to_string(chain.bones.size()) + " bone(s), the first \"" + chain.bones.front() +
                           "\"); name one of the chain's bones",
                       {.chain = chain.name, .bone = bone});
            continue;
        }
        if (!limits.is_array() || limits.size() != 2 || !limits[0].is_number() || !limits[1].is_number() ||
            limits[0].get<double>() > limits[1].get<double>()) {
            ctx.refuse("MAP_RANGE",
                       where + "range of \"" + bone + "\" is " + limits.dump() +
                           "; write [min, max] in degrees with min <= max",
                       {.chain = chain.name, .bone = bone});
            continue;
        }
        chain.range.push_back({bone, limits[0].get<double>(), limits[1].get<double>()});
    }
}

}  // namespace

void readChainOptions(const json& node, Chain& chain, MapContext& ctx, const std::string& where)
{
    if (node.contains("reach")) {
        if (!node["reach"].is_boolean())
            ctx.refuse("MAP_REACH", where + "\"reach\" is " + node["reach"].dump() + "; it takes true or false",
                       {.chain = chain.name});
        else {
            chain.reach = node["reach"].get<bool>();
            chain.reachStated = true;
        }
    }
    readBend(node, chain, ctx, where);
    readNod(node, chain, ctx, where);
    readRange(node, chain, ctx, where);
}

void checkReach(const Chain& chain, const std::optional<Translate>& translate, MapContext& ctx)
{
    if (!chain.reach)
        return;
    const std::string where = ctx.display + ": chain \"" + chain.name + "\": \"reach\": true ";
    if (chain.bones.size() != 1)
        ctx.refuse("MAP_REACH", where + "needs a one-bone chain, not " + std::to_string(chain.bones.size()) + " bones",
                   {.chain = chain.name});
    else if (!translate)
        ctx.refuse("MAP_REACH", where + "re-aims from the translated joint, and the map has no \"translate\"",
                   {.chain = chain.name});
    else if (chain.joints.front().name != translate->joint.name)
        ctx.refuse("MAP_REACH",
                   where + "must start at the translated joint \"" + translate->joint.name + "\", not \"" +
                       chain.joints.front().name + "\"",
                   {.chain = chain.name});
    else if (!descendsFrom(ctx.rig, chain.boneIndices.front(), translate->boneIndex))
        ctx.refuse("MAP_REACH",
                   where + "needs bone \"" + chain.bones.front() + "\" to hang below the translated bone \"" +
                       translate->bone + "\" in rig \"" + ctx.rig.name + "\"",
                   {.chain = chain.name, .bone = chain.bones.front()});
    else if (chain.aims.front().kind != AimKind::Point)
        ctx.refuse("MAP_REACH", where + "aims from the bone's own origin at one point; write \"aim\": [\"<point>\"]",
                   {.chain = chain.name});
}

}  // namespace rigpose::map::detail
