// Bones (parents first, one root) and slots (setup draw order) of a rig spec.

#include <cctype>
#include <set>
#include <unordered_set>

#include "read_parts.h"

namespace rigpose::rig::detail {

namespace {

void readBoneNumbers(const FieldReader& r, const json& b, const std::string& where, BoneData& bone)
{
    bone.length = r.number(b, "length", where).value_or(0);
    bone.x = r.number(b, "x", where).value_or(0);
    bone.y = r.number(b, "y", where).value_or(0);
    bone.rotation = r.number(b, "rotation", where).value_or(0);
    bone.scaleX = r.number(b, "scaleX", where).value_or(1);
    bone.scaleY = r.number(b, "scaleY", where).value_or(1);
    bone.shearX = r.number(b, "shearX", where).value_or(0);
    bone.shearY = r.number(b, "shearY", where).value_or(0);
}

void readInherit(const FieldReader& r, const json& b, const std::string& where, BoneData& bone)
{
    // Spine 4.3 still loads the 4.0/4.1 key `transform` but treats the bone as normal,
    // silently; rig-c refuses it (its assertion A02) and so do we.
    if (b.contains("transform"))
        r.refuse("RIG_INHERIT", where,
                 "\"transform\" is the Spine 4.1 name of the inherit mode and Spine 4.3 ignores it; "
                 "rename it to \"inherit\"");
    auto it = b.find("inherit");
    if (it == b.end())
        return;
    auto mode = it->is_string() ? parseInherit(it->get<std::string>()) : std::nullopt;
    if (!mode) {
        r.refuse("RIG_INHERIT", where,
                 "inherit " + it->dump() +
                     " is no mode; use normal, onlyTranslation, "
                     "noRotationOrReflection, noScale or noScaleOrReflection");
        return;
    }
    bone.inherit = *mode;
}

// The names of the bones from the current one on, gathered once and only when a parent is not
// found above: whether it comes later decides the message, and asking bone by bone was a walk
// per bone. (The bones above were moved into the rig by then; a parent among them was found.)
class DeclaredNames {
public:
    explicit DeclaredNames(const json& bones) : m_bones(bones) {}
    bool has(const std::string& name, std::size_t from)
    {
        if (!m_names) {
            m_names.emplace();
            for (std::size_t i = from; i < m_bones.size(); ++i)
                if (const json& b = m_bones[i]; b.is_object())
                    if (auto it = b.find("name"); it != b.end() && it->is_string())
                        m_names->insert(it->get<std::string>());
        }
        return m_names->count(name) > 0;
    }

private:
    const json& m_bones;
    std::optional<std::unordered_set<std::string>> m_names;
};

void readParent(const FieldReader& r, const json& b, const std::string& where, const Rig& rig, DeclaredNames& declared,
                std::size_t index, BoneData& bone, bool& rootSeen)
{
    auto parent = r.string(b, "parent", where);
    if (!parent) {
        if (!b.contains("parent")) {
            if (rootSeen)
                r.refuse("RIG_PARENT", where, "has no parent, but the rig already has a root; name its parent");
            rootSeen = true;
        }
        return;
    }
    bone.parent = *parent;
    bone.parentIndex = rig.boneIndex(*parent);
    if (bone.parentIndex >= 0)
        return;
    const bool later = declared.has(*parent, index);
    r.refuse("RIG_PARENT", where,
             later ? "parent " + quotedName(*parent) +
                         " is declared after this bone; move it above (a parent "
                         "must come first, or Spine loads a second root)"
                   : "parent " + quotedName(*parent) + " is not a bone of this rig; name a bone declared above");
}

}  // namespace

void readBones(const FieldReader& r, json& bones, Rig& rig)
{
    bool rootSeen = false;
    DeclaredNames declared(bones);
    rig.bones.reserve(bones.size());
    rig.boneNames.reserve(bones.size());
    for (std::size_t i = 0; i < bones.size(); ++i) {
        json& b = bones[i];
        std::string where = itemWhere("bone", i, "");
        if (!b.is_object()) {
            r.refuseShape(where, "must be an object with at least a \"name\"");
            continue;
        }
        BoneData bone;
        bone.name = r.string(b, "name", where, true).value_or("");
        where = itemWhere("bone", i, bone.name);
        const FieldReader placed = r.withPlace({.bone = bone.name});  // the studio selects the bone
        placed.checkKeys(b,
                         {"name", "parent", "length", "x", "y", "rotation", "scaleX", "scaleY", "shearX", "shearY",
                          "inherit", "transform", "skin", "color", "icon", "from"},
                         where);
        if (auto name = b.find("name"); name != b.end() && name->is_string())
            checkName(placed, where, "bone", bone.name, "parents, slots, constraints, maps and motions");
        if (!bone.name.empty() && rig.boneIndex(bone.name) >= 0)
            placed.refuse("RIG_DUPLICATE", where, "a second bone called " + quotedName(bone.name) + "; rename one");
        readParent(placed, b, where, rig, declared, i, bone, rootSeen);
        readBoneNumbers(placed, b, where, bone);
        readInherit(placed, b, where, bone);
        bone.skinRequired = placed.boolean(b, "skin", where).value_or(false);
        bone.color = placed.string(b, "color", where);
        if (bone.color && !isHexColour(*bone.color, 8))
            placed.refuseShape(where, "color " + quotedName(*bone.color) + " must be rrggbbaa hex");
        bone.icon = placed.string(b, "icon", where);
        if (b.contains("from"))
            placed.refuse("RIG_MANIFEST", where,
                          "\"from\" places the bone from rig-c's cut manifest, which rig-pose does not read; "
                          "build the rig with rigc and give the bone its x and y");
        bone.written = std::move(b);
        rig.appendBone(std::move(bone));
    }
}

void readSlots(const FieldReader& r, const json& slots, Rig& rig)
{
    static const std::set<std::string> kBlends{"normal", "additive", "multiply", "screen"};
    for (std::size_t i = 0; i < slots.size(); ++i) {
        const json& s = slots[i];
        std::string where = itemWhere("slot", i, "");
        if (!s.is_object()) {
            r.refuseShape(where, "must be an object with \"name\" and \"bone\"");
            continue;
        }
        SlotData slot;
        slot.name = r.string(s, "name", where, true).value_or("");
        where = itemWhere("slot", i, slot.name);
        r.checkKeys(s, {"name", "bone", "attachment", "color", "dark", "blend"}, where);
        if (auto name = s.find("name"); name != s.end() && name->is_string())
            checkName(r, where, "slot", slot.name, "skins, maps and motions");
        if (!slot.name.empty() && rig.slotIndex(slot.name) >= 0)
            r.refuse("RIG_DUPLICATE", where, "a second slot called " + quotedName(slot.name) + "; rename one");
        slot.bone = r.string(s, "bone", where, true).value_or("");
        slot.boneIndex = rig.boneIndex(slot.bone);
        if (!slot.bone.empty() && slot.boneIndex < 0)
            r.refuse("RIG_REFERENCE", where, "bone " + quotedName(slot.bone) + " is not a bone of this rig");
        if (auto a = s.find("attachment"); a != s.end()) {
            if (a->is_null())
                slot.attachment = std::optional<std::string>{};
            else if (a->is_string())
                slot.attachment = a->get<std::string>();
            else
                r.refuseShape(where, "attachment must be a placeholder name or null");
        }
        slot.color = r.string(s, "color", where);
        if (slot.color && !isHexColour(*slot.color, 8))
            r.refuseShape(where, "color " + quotedName(*slot.color) + " must be rrggbbaa hex");
        slot.dark = r.string(s, "dark", where);
        if (slot.dark && !isHexColour(*slot.dark, 6))
            r.refuseShape(where, "dark " + quotedName(*slot.dark) + " must be rrggbb hex");
        slot.blend = r.string(s, "blend", where);
        if (slot.blend && !slot.blend->empty()) {
            std::string folded = *slot.blend;
            folded[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(folded[0])));
            if (!kBlends.count(folded))
                r.refuseShape(where,
                              "blend " + quotedName(*slot.blend) + " is none of normal, additive, multiply, screen");
            slot.blend = folded;
        }
        slot.written = s;
        rig.appendSlot(std::move(slot));
    }
}

}  // namespace rigpose::rig::detail
