#include "map_source.h"

#include <QFile>

#include "rigpose/util/json_parse.h"
#include "rigpose/util/input_file.h"

namespace rigpose::studio {

std::string MapSource::text() const { return edited && json ? mapFileText(*json) : bytes; }

MapSource readMapSource(const QString& path)
{
    MapSource source;
    source.path = path;
    QFile file(path);
    if (rigpose::isSpecialFile(QFile::encodeName(path).toStdString()) || !file.open(QIODevice::ReadOnly))
        return source;
    const QByteArray bytes = file.readAll();
    source.bytes.assign(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    source.json = parseJson(source.bytes);
    return source;
}

std::string mapFileText(const nlohmann::ordered_json& map) { return map.dump(2) + '\n'; }

}  // namespace rigpose::studio
