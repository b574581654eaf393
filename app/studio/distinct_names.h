#pragma once
// Short names that tell paths apart, as a Recent Files menu shows them: each path's file name,
// with as many of its folders in front as it takes to differ from every other path's name
// ("walk/rig.json", "squash/rig.json"; "wave.rigpose.json" alone when it is the only one).

#include <QStringList>

namespace rigpose::studio {

QStringList distinctNames(const QStringList& paths);

}  // namespace rigpose::studio
