#include "map_check.h"

#include <QFile>
#include <QFileInfo>

#include "map_source.h"
#include "rigpose/map/map.h"
#include "rigpose/rig/reader.h"

namespace rigpose::studio {

const rig::Rig* RigForMap::rig(const QString& rigArgument)
{
    if (rigArgument.isEmpty()) {
        m_argument.clear();
        m_rig.reset();
        m_refusals = RefusalList();
        return nullptr;
    }
    const std::string typed = QFile::encodeName(rigArgument).toStdString();
    const auto paths = rig::resolveRigPaths(typed);
    const QString file = paths.ok() ? QFile::decodeName(paths.value.rig.c_str()) : QString();
    const QFileInfo info(file);
    if (rigArgument == m_argument && file == m_file && info.lastModified() == m_modified && info.size() == m_size)
        return m_rig.get();
    m_argument = rigArgument;
    m_file = file;
    m_modified = info.lastModified();
    m_size = info.size();
    m_rig.reset();
    m_refusals = RefusalList();
    if (!paths.ok()) {
        m_refusals = paths.refusals;
        return nullptr;
    }
    auto read = rig::readRigFile(paths.value.rig);
    if (!read.ok()) {
        m_refusals = std::move(read.refusals);
        return nullptr;
    }
    m_rig = std::make_shared<const rig::Rig>(std::move(read.value));
    return m_rig.get();
}

RefusalList checkMap(const MapSource& map, const rig::Rig& rig, const QString& displayName)
{
    const std::string name = QFile::encodeName(displayName).toStdString();
    const std::string text = map.text();
    if (text.empty() && !map.json) {
        RefusalList out;
        out.add("MAP_READ", name + ": cannot be read; check the path, or make a map with File → New Map");
        return out;
    }
    return map::readMapText(text, name, rig).refusals;
}

}  // namespace rigpose::studio
