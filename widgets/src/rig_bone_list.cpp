#include "rigpose/widgets/rig_bone_list.h"

#include "rigpose/rig/rig.h"

namespace rigpose::widgets {

RigBoneList RigBoneList::of(const rig::Rig& rig)
{
    RigBoneList out;
    out.names.reserve(static_cast<qsizetype>(rig.bones.size()));
    for (const rig::BoneData& b : rig.bones) {
        out.names << QString::fromStdString(b.name);
        out.parents.push_back(b.parentIndex);
    }
    return out;
}

bool RigBoneList::descendsFrom(int bone, int ancestor) const
{
    while (bone >= 0 && bone < static_cast<int>(parents.size())) {
        if (bone == ancestor)
            return true;
        bone = parents[static_cast<std::size_t>(bone)];
    }
    return false;
}

QStringList RigBoneList::subtree(int bone) const
{
    if (bone < 0)
        return names;
    QStringList out;
    for (int b = 0; b < names.size(); ++b)
        if (descendsFrom(b, bone))
            out << names[b];
    return out;
}

QStringList RigBoneList::below(int bone) const
{
    QStringList out = subtree(bone);
    if (bone >= 0 && bone < names.size())
        out.removeOne(names[bone]);
    return out;
}

}  // namespace rigpose::widgets
