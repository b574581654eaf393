// Reading rig-pose-map/1 and resolving it against a rig, every problem in one pass.

#include "read_parts.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "rigpose/map/aim.h"
#include "rigpose/map/map_keys.h"
#include "rigpose/util/atomic_write.h"
#include "rigpose/util/json_parse.h"

namespace rigpose::map {

namespace detail {

void MapContext::checkKeys(const json& object, const std::vector<std::string>& allowed, const std::string& where,
                           const RefusalPlace& place)
{
    for (const auto& [key, value] : object.items()) {
        (void)value;
        if (std::find(allowed.begin(), allowed.end(), key) != allowed.end())
            continue;
        std::string list;
        for (const std::string& a : allowed)
            list += (list.empty() ? "" : ", ") + a;
        refuse("MAP_KEYS", where + "\"" + key + "\" is not a key of rig-pose-map/1 here; the keys are " + list, place);
    }
}

namespace {

std::optional<PosePoint> pointPair(const json& node, const std::string& what, std::array<PosePoint, 2>& out,
                                   MapContext& ctx, const std::string& where)
{
    if (!node.is_array() || node.size() != 2 || !node[0].is_string() || !node[1].is_string()) {
        ctx.refuse("MAP_TRANSLATE", where + what + " must be two pose points, such as [\"mid_hip\", \"neck\"]");
        return std::nullopt;
    }
    for (std::size_t i = 0; i < 2; ++i) {
        auto p = posePoint(node[i].get<std::string>());
        if (!p) {
            ctx.refuse("MAP_JOINT", where + what + ": \"" + node[i].get<std::string>() +
                                        "\" is not a body-18 joint, mid_hip or mid_shoulder");
            return std::nullopt;
        }
        out[i] = *p;
    }
    return out[0];
}

}  // namespace

std::optional<Translate> readTranslate(const json& node, MapContext& ctx)
{
    const std::string where = ctx.display + ": translate: ";
    if (!node.is_object()) {
        ctx.refuse("MAP_SHAPE", where + "\"translate\" is an object { bone, joint, scale: { pose, rig } }");
        return std::nullopt;
    }
    ctx.checkKeys(node, keys::kTranslate, where);
    const std::size_t before = ctx.refusals.total();
    Translate t;
    if (!node.contains("bone") || !node["bone"].is_string() || node["bone"].get_ref<const std::string&>().empty()) {
        ctx.refuse("MAP_TRANSLATE", where + "\"bone\" must name the bone the pose's travel moves");
    } else {
        t.bone = node["bone"].get<std::string>();
        t.boneIndex = ctx.rig.boneIndex(t.bone);
        if (t.boneIndex < 0)
            ctx.refuse("MAP_BONE", where + "bone \"" + t.bone + "\" is not a bone of rig \"" + ctx.rig.name + "\"",
                       {.bone = t.bone});
    }
    if (!node.contains("joint") || !node["joint"].is_string() || !posePoint(node["joint"].get<std::string>()))
        ctx.refuse("MAP_JOINT", where + "\"joint\" must be a body-18 joint, mid_hip or mid_shoulder");
    else
        t.joint = *posePoint(node["joint"].get<std::string>());
    const json* scale = node.contains("scale") ? &node["scale"] : nullptr;
    if (!scale || !scale->is_object() || !scale->contains("pose") || !scale->contains("rig")) {
        ctx.refuse("MAP_TRANSLATE", where +
                                        "\"scale\" must be { \"pose\": [a, b], \"rig\": [a, b] }: one length "
                                        "measured on both, so the travel can be carried into rig units");
        return std::nullopt;
    }
    ctx.checkKeys(*scale, keys::kScale, where + "scale: ");
    pointPair((*scale)["pose"], "scale.pose", t.scalePose, ctx, where);
    const json& rigPair = (*scale)["rig"];
    if (!rigPair.is_array() || rigPair.size() != 2 || !rigPair[0].is_string() || !rigPair[1].is_string()) {
        ctx.refuse("MAP_TRANSLATE", where + "scale.rig must be two points of the rig (bone, bone:tip, a+b)");
    } else {
        for (std::size_t i = 0; i < 2; ++i) {
            auto p = rig::parsePoint(ctx.rig, rigPair[i].get<std::string>());
            if (!p.ok())
                ctx.refuse("MAP_TRANSLATE", where + "scale.rig: \"" + rigPair[i].get<std::string>() +
                                                "\" names no point of rig \"" + ctx.rig.name +
                                                "\"; write bone, bone:tip or a+b");
            else
                t.scaleRig[i] = p.value;
        }
    }
    if (ctx.refusals.total() != before)
        return std::nullopt;
    t.rigLength = (rig::pointAt(t.scaleRig[1], ctx.setup) - rig::pointAt(t.scaleRig[0], ctx.setup)).norm();
    if (!(t.rigLength > 1e-9)) {
        ctx.refuse("MAP_TRANSLATE", where + "scale.rig \"" + t.scaleRig[0].text + "\" -> \"" + t.scaleRig[1].text +
                                        "\" has no length at the rig's setup; pick two points apart");
        return std::nullopt;
    }
    return t;
}

}  // namespace detail

Loaded<Map> readMapText(std::string_view text, const std::string& displayName, const rig::Rig& rig)
{
    using detail::json;
    const rig::Poser poser(rig);
    detail::MapContext ctx{rig, displayName, RefusalList{}, poser.setupWorld()};
    Loaded<Map> out;
    JsonParseError error;
    std::optional<nlohmann::ordered_json> parsed = parseJson(text, &error);
    if (!parsed) {
        const std::string place = jsonPlace(text, error.byteOffset);
        if (error.problem == JsonProblem::Syntax)
            out.refusals.add("MAP_JSON",
                             displayName + ": not JSON (" + error.what + " at " + place + "); fix or rewrite the map");
        else
            out.refusals.add("MAP_JSON", jsonFaultMessage(displayName, error.fault(), place));
        return out;
    }
    json doc = std::move(*parsed);
    if (!doc.is_object()) {
        out.refusals.add("MAP_JSON", displayName + ": the map must be a JSON object");
        return out;
    }
    if (!doc.contains("spec") || doc["spec"] != std::string(kMapSpec)) {
        out.refusals.add("MAP_SPEC", displayName + ": \"spec\" must be \"" + std::string(kMapSpec) + "\", not " +
                                         (doc.contains("spec") ? doc["spec"].dump() : std::string("missing")));
        return out;
    }
    // Keys of the reference's map this build does not apply at all yet: refused by name.
    for (const char* later : {"face", "body", "layout"})
        if (doc.contains(later))
            ctx.refuse("MAP_UNSUPPORTED", displayName + ": \"" + later +
                                              "\" is a key of rig-pose-map/1 that this "
                                              "build of rig-pose does not read yet; remove it to retarget without it");
    ctx.checkKeys(doc, {"spec", "chains", "translate", "note", "alternates", "face", "body", "layout"},
                  displayName + ": ");
    if (doc.contains("note") && !doc["note"].is_string())
        ctx.refuse("MAP_SHAPE", displayName + ": \"note\" must be a string");
    if (!doc.contains("chains") || !doc["chains"].is_array() || doc["chains"].empty()) {
        ctx.refuse("MAP_SHAPE", displayName + ": \"chains\" must be a non-empty array of chains");
    } else {
        for (std::size_t i = 0; i < doc["chains"].size(); ++i)
            if (auto chain = detail::readChain(doc["chains"][i], i, ctx))
                out.value.chains.push_back(std::move(*chain));
    }
    if (doc.contains("translate"))
        out.value.translate = detail::readTranslate(doc["translate"], ctx);
    std::set<std::string> names;
    std::vector<std::string> owner(rig.bones.size());
    for (const Chain& chain : out.value.chains) {
        if (!names.insert(chain.name).second)
            ctx.refuse("MAP_DUPLICATE", displayName + ": two chains are called \"" + chain.name + "\"; rename one",
                       {.chain = chain.name});
        for (std::size_t k = 0; k < chain.boneIndices.size(); ++k) {
            std::string& o = owner[static_cast<std::size_t>(chain.boneIndices[k])];
            if (!o.empty())
                ctx.refuse("MAP_DUPLICATE",
                           displayName + ": bone \"" + chain.bones[k] + "\" of rig \"" + rig.name +
                               "\" is in chain \"" + o + "\" and in chain \"" + chain.name +
                               "\"; a bone carries one segment",
                           {.chain = chain.name, .bone = chain.bones[k]});
            o = chain.name;
        }
        detail::checkReach(chain, out.value.translate, ctx);
    }
    if (doc.contains("alternates"))
        detail::readAlternates(doc["alternates"], out.value, ctx);
    out.refusals.append(ctx.refusals);
    return out;
}

Loaded<Map> readMapFile(const std::string& path, const rig::Rig& rig)
{
    auto [bytes, fault] = readJsonFileBytes(path);
    if (fault) {
        Loaded<Map> out;
        out.refusals.add("MAP_JSON", jsonFaultMessage(path, *fault, ""));
        return out;
    }
    if (!bytes) {
        Loaded<Map> out;
        out.refusals.add("MAP_READ", path + ": cannot be opened; check the path given to --map");
        return out;
    }
    return readMapText(*bytes, path, rig);
}

}  // namespace rigpose::map
