// Skins and their attachments, constraints and events of a rig spec.

#include <algorithm>
#include <set>
#include <unordered_map>
#include <unordered_set>

#include "read_parts.h"

namespace rigpose::rig::detail {

namespace {

const std::set<std::string> kAttachmentTypes{"region",   "mesh", "linkedmesh", "boundingbox",
                                             "clipping", "path", "point"};

void readAttachment(const FieldReader& r, const std::string& where, const std::string& placeholder, const json& a,
                    std::size_t boneCount, Attachment& out)
{
    out.placeholder = placeholder;
    out.written = a;
    out.type = r.string(a, "type", where).value_or("region");
    if (!kAttachmentTypes.count(out.type)) {
        r.refuse("RIG_SKIN", where, "type " + quotedName(out.type) + " is not a Spine attachment type");
        return;
    }
    out.image = r.string(a, "image", where);
    out.width = r.number(a, "width", where);
    out.height = r.number(a, "height", where);
    if (out.type == "mesh")
        checkMesh(r, where, a, boneCount);  // checked, then carried whole to the build
    if (out.type != "region")
        return;  // the rarer kinds are carried whole, not interpreted
    r.checkKeys(a,
                {"type", "name", "path", "image", "x", "y", "rotation", "scaleX", "scaleY", "width", "height", "color",
                 "sequence"},
                where);
    for (std::string_view key : {"x", "y", "rotation", "scaleX", "scaleY"})
        r.number(a, key, where);
    // Spine reads a region without a size as NaN and draws nothing; rig-c refuses it (A03).
    if (!out.image && (!out.width || !out.height))
        r.refuse("RIG_SKIN", where, "a region needs \"width\" and \"height\", or an \"image\" to measure them from");
}

}  // namespace

void readSkins(const FieldReader& r, const json& skins, Rig& rig)
{
    if (!skins.is_object()) {
        r.refuseShape("skins", "must be an object: skin name → slot name → placeholder → attachment");
        return;
    }
    for (const auto& [skinName, slots] : skins.items()) {
        std::string where = "skin " + quotedName(skinName);
        checkName(r, where, "skin", skinName, "motions and the Spine runtime");
        if (!slots.is_object()) {
            r.refuseShape(where, "must be an object of slot name → placeholders");
            continue;
        }
        Skin skin{skinName, {}};
        for (const auto& [slotName, placeholders] : slots.items()) {
            std::string slotWhere = where + " slot " + quotedName(slotName);
            if (rig.slotIndex(slotName) < 0)
                r.refuse("RIG_REFERENCE", slotWhere, quotedName(slotName) + " is not a slot of this rig");
            if (!placeholders.is_object()) {
                r.refuseShape(slotWhere, "must be an object of placeholder → attachment");
                continue;
            }
            SkinSlot entry{slotName, {}};
            for (const auto& [placeholder, attachment] : placeholders.items()) {
                std::string aWhere = slotWhere + " attachment " + quotedName(placeholder);
                checkName(r, aWhere, "attachment", placeholder, "a slot's \"attachment\", map sets and motion keys");
                if (!attachment.is_object()) {
                    r.refuseShape(aWhere, "must be an object");
                    continue;
                }
                Attachment a;
                readAttachment(r, aWhere, placeholder, attachment, rig.bones.size(), a);
                entry.attachments.push_back(std::move(a));
            }
            skin.slotList.push_back(std::move(entry));
        }
        rig.skins.push_back(std::move(skin));
    }
}

void checkSetupAttachments(const FieldReader& r, const Rig& rig)
{
    // Each slot's placeholders under any skin, gathered in one walk (in the skins' order, for
    // the message): a rig of many slots or attachments is not walked per slot.
    struct Placeholders {
        std::unordered_set<std::string_view> names;
        std::vector<std::string_view> order;
    };
    std::unordered_map<std::string_view, Placeholders> has;
    for (const Skin& skin : rig.skins)
        for (const SkinSlot& entry : skin.slotList)
            for (const Attachment& a : entry.attachments) {
                Placeholders& p = has[entry.slot];
                if (p.names.insert(a.placeholder).second)
                    p.order.push_back(a.placeholder);
            }
    for (std::size_t i = 0; i < rig.slotList.size(); ++i) {
        const SlotData& slot = rig.slotList[i];
        if (!slot.attachment || !*slot.attachment)
            continue;  // no setup attachment, or null: the slot starts empty
        const std::string& name = **slot.attachment;
        const auto found = has.find(slot.name);
        if (found != has.end() && found->second.names.count(name))
            continue;
        std::string list;
        if (found != has.end())
            for (std::string_view n : found->second.order)
                list += (list.empty() ? "" : ", ") + quotedName(n);
        r.refuse("RIG_REFERENCE", itemWhere("slot", i, slot.name),
                 "setup attachment " + quotedName(name) +
                     " is under no skin of this rig; add it to a skin under slot " + quotedName(slot.name) +
                     ", or set \"attachment\" to one the slot has (" + (list.empty() ? "it has none" : list) +
                     ") or to null");
    }
}

namespace {

// The bone names a constraint refers to, each checked against the rig.
void readConstraintBones(const FieldReader& r, const std::string& where, const json& c, const Rig& rig,
                         ConstraintData& out)
{
    auto check = [&](const std::string& key, const json& value) {
        if (!value.is_string()) {
            r.refuseShape(where, "\"" + key + "\" must name a bone");
            return std::string();
        }
        std::string name = value.get<std::string>();
        if (rig.boneIndex(name) < 0)
            r.refuse("RIG_REFERENCE", where, key + " " + quotedName(name) + " is not a bone of this rig");
        return name;
    };
    if (auto bones = c.find("bones"); bones != c.end()) {
        if (!bones->is_array() || bones->empty())
            r.refuseShape(where, "\"bones\" must be a non-empty array of bone names");
        else
            for (const json& b : *bones)
                out.bones.push_back(check("bones", b));
    }
    if (auto bone = c.find("bone"); bone != c.end())
        out.bones.push_back(check("bone", *bone));
    for (const char* key : {"target", "source"})
        if (auto t = c.find(key); t != c.end())
            check(key, *t);
}

}  // namespace

void readConstraints(const FieldReader& r, const json& constraints, Rig& rig)
{
    static const std::set<std::string> kTypes{"ik", "transform", "path", "physics", "slider"};
    if (!constraints.is_array()) {
        r.refuseShape("constraints", "must be an array (Spine 4.3's one typed list)");
        return;
    }
    std::set<std::string> names;
    for (std::size_t i = 0; i < constraints.size(); ++i) {
        const json& c = constraints[i];
        std::string where = itemWhere("constraint", i, "");
        if (!c.is_object()) {
            r.refuseShape(where, "must be an object with \"name\" and \"type\"");
            continue;
        }
        ConstraintData data;
        data.name = r.string(c, "name", where, true).value_or("");
        where = itemWhere("constraint", i, data.name);
        data.type = r.string(c, "type", where, true).value_or("");
        if (!data.type.empty() && !kTypes.count(data.type))
            r.refuseShape(where, "type " + quotedName(data.type) + " is none of ik, transform, path, physics, slider");
        if (!data.name.empty() && !names.insert(data.name).second)
            r.refuse("RIG_DUPLICATE", where, "a second constraint called " + quotedName(data.name) + "; rename one");
        readConstraintBones(r, where, c, rig, data);
        data.written = c;
        rig.constraints.push_back(std::move(data));
    }
}

void readEvents(const FieldReader& r, const json& events, Rig& rig)
{
    if (!events.is_object()) {
        r.refuseShape("events", "must be an object keyed by event name (not an array)");
        return;
    }
    for (const auto& [name, e] : events.items()) {
        std::string where = "event " + quotedName(name);
        if (!e.is_object()) {
            r.refuseShape(where, "must be an object ({} is fine)");
            continue;
        }
        r.checkKeys(e, {"int", "float", "string", "audio", "volume", "balance"}, where);
        for (std::string_view key : {"int", "float", "volume", "balance"})
            r.number(e, key, where);
        r.string(e, "string", where);
        r.string(e, "audio", where);
        // Spine reads volume and balance only beside an audio path; rig-c refuses them alone.
        if (!e.contains("audio") && (e.contains("volume") || e.contains("balance")))
            r.refuse("RIG_EVENT", where, "volume and balance need \"audio\"; add the audio path or remove them");
        rig.events.push_back({name, e});
    }
}

}  // namespace rigpose::rig::detail
