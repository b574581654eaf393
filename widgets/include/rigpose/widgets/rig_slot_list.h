#pragma once
// A rig's slots as an editor offers them: names in draw order and, per slot, every attachment
// it has under any skin (each name once, in the skins' order), which is what a set of
// alternate drawings may show in it.

#include <QString>
#include <QStringList>

#include <vector>

namespace rigpose::rig {
struct Rig;
}

namespace rigpose::widgets {

struct RigSlotList {
    QStringList names;
    std::vector<QStringList> attachments;  // per slot, as `names`

    static RigSlotList of(const rig::Rig& rig);
    bool empty() const { return names.isEmpty(); }
    // The slot's attachments; none for a name the rig lacks.
    QStringList attachmentsOf(const QString& slot) const;
};

}  // namespace rigpose::widgets
