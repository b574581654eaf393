#pragma once
// The commands that edit a map: a value at a path, and an item inserted into, removed from or
// moved within an array (the chains). Each holds the map file's JSON before and after, so undo
// and redo put back exactly what was there, edited flag included. Maps are a few kilobytes.

#include <QUndoCommand>

#include <optional>

#include "map_path.h"
#include "map_source.h"
#include "project_fields.h"

namespace rigpose::studio {

class Document;
enum class HeldKind;

// The map after an edit, or nullopt when the path does not fit the map.
using MapChange = std::optional<nlohmann::ordered_json>;
MapChange mapWithValue(const nlohmann::ordered_json& map, const MapPath& path, nlohmann::ordered_json value);
MapChange mapWithInsert(const nlohmann::ordered_json& map, const MapPath& array, std::size_t index,
                        nlohmann::ordered_json item);
MapChange mapWithRemove(const nlohmann::ordered_json& map, const MapPath& array, std::size_t index);
MapChange mapWithMove(const nlohmann::ordered_json& map, const MapPath& array, std::size_t from, std::size_t to);

class MapEdit : public QUndoCommand {
public:
    // `path` and `merge` only matter for merging: value edits at one path with one merge id merge.
    MapEdit(Document* document, nlohmann::ordered_json after, const QString& text, std::optional<MapPath> path = {},
            MergeId merge = MergeId::None);

    void undo() override;
    void redo() override;
    int id() const override { return static_cast<int>(m_merge); }
    bool mergeWith(const QUndoCommand* other) override;

private:
    Document* m_document;
    QString m_file;
    nlohmann::ordered_json m_before, m_after;
    bool m_editedBefore;
    std::optional<MapPath> m_path;
    MergeId m_merge;
    std::uint64_t m_generation;
};

// A map or key file the studio made (File → New Map, Keys → New): held at `path` as edited,
// until a save writes it. Undo puts back whatever the document held for that path before
// (usually nothing).
class FileCreate : public QUndoCommand {
public:
    FileCreate(Document* document, HeldKind kind, QString path, nlohmann::ordered_json json, const QString& text);
    void undo() override;
    void redo() override;

private:
    Document* m_document;
    HeldKind m_kind;
    QString m_path;
    nlohmann::ordered_json m_json;
    std::optional<MapSource> m_before;
};

}  // namespace rigpose::studio
