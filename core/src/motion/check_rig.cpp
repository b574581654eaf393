// A motion against the rig it animates: the archetype is the rig's name, and every bone,
// slot, group member, constraint and event it names is in the rig.

#include <algorithm>

#include "rigpose/motion/reader.h"

namespace rigpose::motion {

namespace {

struct RigCheck {
    const Motion& motion;
    const rig::Rig& rig;
    std::string file;
    RefusalList refusals;

    void refuse(const std::string& where, const std::string& what, RefusalPlace place = {})
    {
        refusals.add("MOTION_REFERENCE", file + " " + where + ": " + what, std::move(place));
    }
    void bone(const std::string& where, const std::string& name)
    {
        if (rig.boneIndex(name) < 0)
            refuse(where, "bone \"" + name + "\" is not in rig \"" + rig.name + "\"", {.bone = name});
    }
    void slot(const std::string& where, const std::string& name)
    {
        if (rig.slotIndex(name) < 0)
            refuse(where, "slot \"" + name + "\" is not in rig \"" + rig.name + "\"");
    }
    void constraint(const std::string& where, const json& name, const char* type)
    {
        const bool found = name.is_string() && std::any_of(rig.constraints.begin(), rig.constraints.end(),
                                                           [&](const rig::ConstraintData& c) {
                                                               return c.name == name.get<std::string>() &&
                                                                      c.type == type;
                                                           });
        if (!found)
            refuse(where, std::string(type) + " constraint " + name.dump() + " is not in rig \"" + rig.name + "\"");
    }

    // Every attachment an attachment key switches to is in its slot under some skin (a null
    // key shows nothing and needs none).
    void attachments(const std::string& where, const Track& t)
    {
        for (const Key& k : t.keys) {
            if (!k.v.is_string())
                continue;
            const std::string name = k.v.get<std::string>();
            bool found = false;
            for (const rig::Skin& skin : rig.skins)
                for (const rig::SkinSlot& entry : skin.slotList)
                    if (entry.slot == t.target)
                        for (const rig::Attachment& a : entry.attachments)
                            found = found || a.placeholder == name;
            if (!found)
                refuse(where, "slot \"" + t.target + "\" has no attachment \"" + name + "\" under any skin of rig \"" +
                                  rig.name + "\" (the key at t " + std::to_string(k.t) + ")");
        }
    }

    void track(const std::string& where, const Track& t)
    {
        switch (t.kind) {
        case TargetKind::Bone:
            bone(where, t.target);
            break;
        case TargetKind::Slot:
            slot(where, t.target);
            if (t.property == "attachment")
                attachments(where, t);
            break;
        case TargetKind::Group:
            if (!motion.group(t.target))
                refuse(where, "group \"" + t.target + "\" is not in the motion's \"groups\"");
            break;
        case TargetKind::Physics:
            if (!motion.physics.contains(t.target))
                constraint(where, json(t.target), "physics");
            break;
        case TargetKind::Path:
            constraint(where, json(t.target), "path");
            break;
        case TargetKind::Slider:
            constraint(where, json(t.target), "slider");
            break;
        }
    }

    void animation(const Animation& a)
    {
        const std::string where = "animation \"" + a.name + "\"";
        for (std::size_t i = 0; i < a.tracks.size(); ++i)
            track(where + " track " + std::to_string(i), a.tracks[i]);
        for (const json& e : a.ik.is_array() ? a.ik : json::array())
            constraint(where + " ik", e.value("constraint", json()), "ik");
        for (const json& e : a.transform.is_array() ? a.transform : json::array())
            constraint(where + " transform", e.value("constraint", json()), "transform");
        for (const json& e : a.deform.is_array() ? a.deform : json::array())
            if (e.contains("slot") && e["slot"].is_string())
                slot(where + " deform", e["slot"].get<std::string>());
        for (const json& e : a.events.is_array() ? a.events : json::array()) {
            const json name = e.value("name", json());
            const bool known = name.is_string() &&
                               std::any_of(rig.events.begin(), rig.events.end(),
                                           [&](const rig::EventData& d) { return d.name == name.get<std::string>(); });
            if (!known)
                refuse(where + " events", "event " + name.dump() + " is not declared in the rig's \"events\"");
        }
        for (const json& k : a.drawOrder.is_array() ? a.drawOrder : json::array())
            for (const json& o : k.value("offsets", json::array()))
                if (o.contains("slot") && o["slot"].is_string())
                    slot(where + " drawOrder", o["slot"].get<std::string>());
    }
};

}  // namespace

RefusalList checkMotionAgainstRig(const Motion& motion, const rig::Rig& rig, const std::string& displayName)
{
    RigCheck check{motion, rig, displayName, RefusalList()};
    if (motion.archetype != rig.name)
        check.refusals.add("MOTION_ARCHETYPE", displayName + " archetype: \"" + motion.archetype +
                                                   "\" is not the rig's name \"" + rig.name +
                                                   "\"; a motion animates the rig it names");
    for (const auto& [name, members] : motion.groups)
        for (const std::string& m : members)
            check.bone("groups \"" + name + "\"", m);
    if (motion.setup.is_object())
        for (const auto& item : motion.setup.items()) {
            check.slot("setup", item.key());
            const int s = rig.slotIndex(item.key());
            if (s >= 0 && rig.slotList[static_cast<std::size_t>(s)].attachment && item.value().contains("attachment"))
                check.refusals.add("MOTION_SETUP", displayName + " setup \"" + item.key() +
                                                       "\": the rig already gives this slot its setup attachment; "
                                                       "the setup pose has one author, so remove one of the two");
        }
    for (const Animation& a : motion.animations)
        check.animation(a);
    return std::move(check.refusals);
}

}  // namespace rigpose::motion
