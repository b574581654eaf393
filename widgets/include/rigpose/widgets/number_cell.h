#pragma once
// A number in a table cell of the map editor: read from what was typed, shown as the map's JSON
// has it. The JSON itself is written by core (rigpose/map/map_json.h).

#include <QString>

#include <nlohmann/json.hpp>

#include <cmath>
#include <optional>

namespace rigpose::widgets {

// A finite number from a cell ("" and anything else: nullopt).
inline std::optional<double> parseNumberCell(const QString& text)
{
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    return ok && std::isfinite(v) ? std::optional<double>(v) : std::nullopt;
}

// How a cell shows a number of the map: the JSON's own digits ("" for what is not a number).
inline QString numberCellText(const nlohmann::ordered_json& value)
{
    return value.is_number() ? QString::fromStdString(value.dump()) : QString();
}

}  // namespace rigpose::widgets
