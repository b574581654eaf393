#pragma once
// A rig's bones as an editor offers them: names in the rig's order (parents first) and each
// one's parent, so a chain's next bone can be offered from the descendants of the one before.

#include <QString>
#include <QStringList>

#include <vector>

namespace rigpose::rig {
struct Rig;
}

namespace rigpose::widgets {

struct RigBoneList {
    QStringList names;
    std::vector<int> parents;  // -1 for a root

    static RigBoneList of(const rig::Rig& rig);
    bool empty() const { return names.isEmpty(); }
    int indexOf(const QString& name) const { return names.indexOf(name); }
    // Whether `bone` is `ancestor` or lies below it.
    bool descendsFrom(int bone, int ancestor) const;
    // `bone` and everything below it, in the rig's order; every bone for -1.
    QStringList subtree(int bone) const;
    // Everything strictly below `bone`; every bone for -1.
    QStringList below(int bone) const;
};

}  // namespace rigpose::widgets
