// Reading the gated build's skeleton.json back: its bones (as the runtime would set them up)
// and one animation's bone timelines, so the gate poses what the build states and nothing else.

#include "read_back.h"

#include "rigpose/motion/timelines.h"

namespace rigpose::retarget::detail {

namespace {

double number(const nlohmann::json& object, const char* key, double fallback)
{
    auto it = object.find(key);
    return it != object.end() && it->is_number() ? it->get<double>() : fallback;
}

bool readKeys(const nlohmann::json& keys, motion::BoneProperty property, motion::BoneTimeline& out)
{
    const bool pair = motion::channelCount(property) == 2;
    for (const nlohmann::json& k : keys) {
        motion::TimelineKey key;
        key.time = number(k, "time", 0);
        if (pair)
            key.values = {number(k, "x", 0), number(k, "y", 0)};
        else
            key.values = {number(k, "value", 0)};
        if (auto c = k.find("curve"); c != k.end()) {
            if (c->is_string() && *c == "stepped") {
                key.curve = motion::TimelineKey::Curve::Stepped;
            } else if (c->is_array()) {
                key.curve = motion::TimelineKey::Curve::Bezier;
                key.bezier = c->get<std::vector<double>>();
            } else {
                return false;
            }
        }
        out.keys.push_back(std::move(key));
    }
    return true;
}

}  // namespace

std::optional<ReadBack> readBack(std::string_view skeletonJson, const std::string& animation, std::string& why)
{
    nlohmann::json doc;
    try {
        doc = nlohmann::json::parse(skeletonJson);
    } catch (const nlohmann::json::parse_error& e) {
        why = std::string("skeleton.json does not parse back: ") + e.what();
        return std::nullopt;
    }
    ReadBack out;
    if (!doc.contains("bones") || !doc["bones"].is_array()) {
        why = "skeleton.json has no bones";
        return std::nullopt;
    }
    for (const nlohmann::json& b : doc["bones"]) {
        rig::BoneData bone;
        bone.name = b.value("name", "");
        bone.parent = b.value("parent", "");
        bone.parentIndex = bone.parent.empty() ? -1 : out.rig.boneIndex(bone.parent);
        if (!bone.parent.empty() && bone.parentIndex < 0) {
            why = "skeleton.json: bone \"" + bone.name + "\" names parent \"" + bone.parent + "\" before it";
            return std::nullopt;
        }
        bone.length = number(b, "length", 0);
        bone.x = number(b, "x", 0);
        bone.y = number(b, "y", 0);
        bone.rotation = number(b, "rotation", 0);
        bone.scaleX = number(b, "scaleX", 1);
        bone.scaleY = number(b, "scaleY", 1);
        bone.shearX = number(b, "shearX", 0);
        bone.shearY = number(b, "shearY", 0);
        if (b.contains("inherit")) {
            auto mode = rig::parseInherit(b["inherit"].get<std::string>());
            if (!mode) {
                why = "skeleton.json: bone \"" + bone.name + "\" has an unknown inherit";
                return std::nullopt;
            }
            bone.inherit = *mode;
        }
        out.rig.bones.push_back(std::move(bone));
    }
    out.animation.name = animation;
    const nlohmann::json* anim = nullptr;
    if (doc.contains("animations") && doc["animations"].contains(animation))
        anim = &doc["animations"][animation];
    if (!anim) {
        why = "skeleton.json has no animation \"" + animation + "\"";
        return std::nullopt;
    }
    if (anim->contains("bones")) {
        for (const auto& [boneName, timelines] : (*anim)["bones"].items()) {
            for (const auto& [timelineName, keys] : timelines.items()) {
                std::optional<motion::BoneProperty> property;
                for (auto p : {motion::BoneProperty::Rotate, motion::BoneProperty::Translate, motion::BoneProperty::TranslateX,
                               motion::BoneProperty::TranslateY, motion::BoneProperty::Scale, motion::BoneProperty::ScaleX,
                               motion::BoneProperty::ScaleY, motion::BoneProperty::Shear, motion::BoneProperty::ShearX,
                               motion::BoneProperty::ShearY})
                    if (motion::boneTimelineName(p) == timelineName)
                        property = p;
                motion::BoneTimeline timeline;
                timeline.boneName = boneName;
                timeline.bone = out.rig.boneIndex(boneName);
                if (!property || timeline.bone < 0) {
                    why = "skeleton.json: animation \"" + animation + "\" keys \"" + timelineName + "\" of \"" + boneName +
                          "\", which the read-back cannot pose";
                    return std::nullopt;
                }
                timeline.property = *property;
                if (!readKeys(keys, *property, timeline)) {
                    why = "skeleton.json: a key of \"" + boneName + "\" has a malformed curve";
                    return std::nullopt;
                }
                out.animation.boneTimelines.push_back(std::move(timeline));
            }
        }
    }
    return out;
}

}  // namespace rigpose::retarget::detail
