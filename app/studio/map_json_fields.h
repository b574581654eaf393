#pragma once
// Reading a map's string fields for the editor: a key's text, a key's list of texts, and a list
// handed to the map's writer (rigpose/map/map_json.h, which builds every JSON the editor writes).
// Anything of another type reads as empty, so a malformed map still shows (and its problems say
// what is wrong).

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace rigpose::studio::map_json {

inline QString text(const nlohmann::ordered_json& node)
{
    return node.is_string() ? QString::fromStdString(node.get<std::string>()) : QString();
}

inline QString textAt(const nlohmann::ordered_json& object, const char* key)
{
    const auto it = object.find(key);
    return it != object.end() ? text(*it) : QString();
}

inline QStringList textsAt(const nlohmann::ordered_json& object, const char* key)
{
    QStringList out;
    const auto it = object.find(key);
    if (it != object.end() && it->is_array())
        for (const nlohmann::ordered_json& item : *it)
            out << text(item);
    return out;
}

inline std::vector<std::string> strings(const QStringList& list)
{
    std::vector<std::string> out;
    out.reserve(static_cast<std::size_t>(list.size()));
    for (const QString& s : list)
        out.push_back(s.toStdString());
    return out;
}

}  // namespace rigpose::studio::map_json
