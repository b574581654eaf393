#pragma once
// What the map editor checks as the map is typed: the project's rig, read once per change of
// its file, and the edited map read against it by the map reader itself, so each row shows the
// MAP_* problems rig-pose retarget would refuse it with. On the GUI thread: a rig and a map are
// a few kilobytes, read in well under a millisecond.

#include <QDateTime>
#include <QString>

#include <memory>

#include "rigpose/rig/rig.h"
#include "rigpose/util/refusal.h"

namespace rigpose::studio {

struct MapSource;

class RigForMap {
public:
    // The rig --rig names (a folder or a rig.json); read again only when the file changed.
    const rig::Rig* rig(const QString& rigArgument);
    const RefusalList& refusals() const { return m_refusals; }

private:
    QString m_argument, m_file;
    QDateTime m_modified;
    qint64 m_size = -1;
    std::shared_ptr<const rig::Rig> m_rig;
    RefusalList m_refusals;
};

// The map's problems against `rig` (MAP_READ/MAP_JSON for a file that is not a map); empty
// when it reads green. `displayName` starts each message, as the run's does.
RefusalList checkMap(const MapSource& map, const rig::Rig& rig, const QString& displayName);

}  // namespace rigpose::studio
