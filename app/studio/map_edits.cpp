#include "map_edits.h"

#include "document.h"

namespace rigpose::studio {

using json = nlohmann::ordered_json;

namespace {

// The array at `path` inside `map`, or null.
json* arrayAt(json& map, const MapPath& path)
{
    if (!map.contains(path.pointer))
        return nullptr;
    json& node = map[path.pointer];
    return node.is_array() ? &node : nullptr;
}

}  // namespace

MapChange mapWithValue(const json& map, const MapPath& path, json value)
{
    if (path.pointer.empty())
        return value;
    // The parent must be there; the last step may name a new key of an object.
    const json::json_pointer parent = path.pointer.parent_pointer();
    if (!map.contains(parent))
        return std::nullopt;
    const json& holder = map[parent];
    if (holder.is_array() && !map.contains(path.pointer))
        return std::nullopt;
    if (!holder.is_array() && !holder.is_object())
        return std::nullopt;
    json out = map;
    out[path.pointer] = std::move(value);
    return out;
}

MapChange mapWithInsert(const json& map, const MapPath& array, std::size_t index, json item)
{
    json out = map;
    json* items = arrayAt(out, array);
    if (!items || index > items->size())
        return std::nullopt;
    items->insert(items->begin() + static_cast<std::ptrdiff_t>(index), std::move(item));
    return out;
}

MapChange mapWithRemove(const json& map, const MapPath& array, std::size_t index)
{
    json out = map;
    json* items = arrayAt(out, array);
    if (!items || index >= items->size())
        return std::nullopt;
    items->erase(items->begin() + static_cast<std::ptrdiff_t>(index));
    return out;
}

MapChange mapWithMove(const json& map, const MapPath& array, std::size_t from, std::size_t to)
{
    json out = map;
    json* items = arrayAt(out, array);
    if (!items || from >= items->size() || to >= items->size())
        return std::nullopt;
    json item = std::move((*items)[from]);
    items->erase(items->begin() + static_cast<std::ptrdiff_t>(from));
    items->insert(items->begin() + static_cast<std::ptrdiff_t>(to), std::move(item));
    return out;
}

MapEdit::MapEdit(Document* document, json after, const QString& text, std::optional<MapPath> path, MergeId merge)
    : QUndoCommand(text)
    , m_document(document)
    , m_file(document->map()->path)
    , m_before(*document->mapJson())
    , m_after(std::move(after))
    , m_editedBefore(document->map()->edited)
    , m_path(std::move(path))
    , m_merge(merge)
    , m_generation(document->mergeGeneration())
{}

void MapEdit::undo() { m_document->setHeldJson(HeldKind::Map, m_file, m_before, m_editedBefore); }

void MapEdit::redo() { m_document->setHeldJson(HeldKind::Map, m_file, m_after, true); }

bool MapEdit::mergeWith(const QUndoCommand* other)
{
    const auto* next = dynamic_cast<const MapEdit*>(other);
    if (!next || m_merge == MergeId::None || !m_path || !next->m_path || !(*next->m_path == *m_path) ||
        next->m_file != m_file || next->m_generation != m_generation)
        return false;
    m_after = next->m_after;
    setObsolete(m_after == m_before);
    return true;
}

FileCreate::FileCreate(Document* document, HeldKind kind, QString path, json file, const QString& text)
    : QUndoCommand(text)
    , m_document(document)
    , m_kind(kind)
    , m_path(std::move(path))
    , m_json(std::move(file))
    , m_before(document->held(kind, m_path))
{}

void FileCreate::undo() { m_document->restoreHeld(m_kind, m_path, m_before); }

void FileCreate::redo() { m_document->setHeldJson(m_kind, m_path, m_json, true); }

}  // namespace rigpose::studio
