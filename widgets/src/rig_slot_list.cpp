#include "rigpose/widgets/rig_slot_list.h"

#include "rigpose/rig/rig.h"

namespace rigpose::widgets {

RigSlotList RigSlotList::of(const rig::Rig& rig)
{
    RigSlotList out;
    for (const rig::SlotData& slot : rig.slotList) {
        QStringList has;
        for (const rig::Skin& skin : rig.skins)
            for (const rig::SkinSlot& entry : skin.slotList)
                if (entry.slot == slot.name)
                    for (const rig::Attachment& a : entry.attachments) {
                        const QString name = QString::fromStdString(a.placeholder);
                        if (!has.contains(name))
                            has << name;
                    }
        out.names << QString::fromStdString(slot.name);
        out.attachments.push_back(has);
    }
    return out;
}

QStringList RigSlotList::attachmentsOf(const QString& slot) const
{
    const qsizetype i = names.indexOf(slot);
    return i < 0 ? QStringList() : attachments[static_cast<std::size_t>(i)];
}

}  // namespace rigpose::widgets
