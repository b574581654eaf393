#include "document.h"

#include <QFileInfo>
#include <QUndoStack>

#include "key_edits.h"
#include "map_edits.h"

namespace rigpose::studio {

Document::Document(QObject* parent) : QObject(parent)
{
    m_undoStack = new QUndoStack(this);
    connect(m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
}

bool Document::isModified() const { return !m_undoStack->isClean(); }

QString Document::displayName() const { return m_path.isEmpty() ? tr("Untitled") : QFileInfo(m_path).fileName(); }

void Document::reset(const Project& project, const QString& path)
{
    m_undoStack->clear();
    m_maps.clear();
    m_keyFiles.clear();
    m_path = path;
    m_project = project;
    loadMap();
    loadKeyFiles();
    emit pathChanged(path);
    emit projectReset();
}

void Document::markSaved(const QString& path)
{
    m_path = path;
    m_undoStack->setClean();
    emit pathChanged(path);
}

void Document::push(QUndoCommand* command) { m_undoStack->push(command); }

void Document::beginEdit(const QString& text) { m_undoStack->beginMacro(text); }

void Document::endEdit() { m_undoStack->endMacro(); }

// ---- The map

void Document::loadMap()
{
    const QString& file = m_project.map;
    if (!file.isEmpty() && !m_maps.contains(file))
        m_maps.insert(file, readMapSource(file));
}

const MapSource* Document::map() const
{
    const auto it = m_maps.constFind(m_project.map);
    return it == m_maps.cend() ? nullptr : &*it;
}

const nlohmann::ordered_json* Document::mapJson() const
{
    const MapSource* source = map();
    return source && source->json ? &*source->json : nullptr;
}

std::vector<const MapSource*> Document::editedMaps() const
{
    std::vector<const MapSource*> out;
    for (const MapSource& source : m_maps)
        if (source.edited)
            out.push_back(&source);
    std::sort(out.begin(), out.end(), [](const MapSource* a, const MapSource* b) { return a->path < b->path; });
    return out;
}

void Document::markMapsSaved()
{
    for (MapSource& source : m_maps)
        if (source.edited && source.json) {
            source.bytes = mapFileText(*source.json);
            source.edited = false;
        }
}

void Document::createMap(const QString& path, nlohmann::ordered_json json, const QString& text)
{
    beginEdit(text);
    push(new FileCreate(this, HeldKind::Map, path, std::move(json), text));
    set(fields::map, path, text);
    endEdit();
}

bool Document::setMapValue(const MapPath& path, nlohmann::ordered_json value, const QString& text, MergeId merge)
{
    const nlohmann::ordered_json* current = mapJson();
    if (!current)
        return false;
    MapChange after = mapWithValue(*current, path, std::move(value));
    if (!after)
        return false;
    if (*after != *current)
        push(new MapEdit(this, std::move(*after), text, path, merge));
    return true;
}

bool Document::insertMapItem(const MapPath& array, std::size_t index, nlohmann::ordered_json item, const QString& text)
{
    const nlohmann::ordered_json* current = mapJson();
    MapChange after = current ? mapWithInsert(*current, array, index, std::move(item)) : std::nullopt;
    if (!after)
        return false;
    push(new MapEdit(this, std::move(*after), text));
    return true;
}

bool Document::removeMapItem(const MapPath& array, std::size_t index, const QString& text)
{
    const nlohmann::ordered_json* current = mapJson();
    MapChange after = current ? mapWithRemove(*current, array, index) : std::nullopt;
    if (!after)
        return false;
    push(new MapEdit(this, std::move(*after), text));
    return true;
}

bool Document::moveMapItem(const MapPath& array, std::size_t from, std::size_t to, const QString& text)
{
    const nlohmann::ordered_json* current = mapJson();
    MapChange after = current ? mapWithMove(*current, array, from, to) : std::nullopt;
    if (!after)
        return false;
    if (from != to)
        push(new MapEdit(this, std::move(*after), text));
    return true;
}

// ---- The key files

void Document::loadKeyFiles()
{
    for (KeyKind kind : kKeyKinds) {
        const QString& file = keyField(kind).of(m_project);
        if (!file.isEmpty() && !m_keyFiles.contains(file))
            m_keyFiles.insert(file, readMapSource(file));
    }
}

bool Document::isKeyFileOfProject(const QString& file) const
{
    for (KeyKind kind : kKeyKinds)
        if (keyField(kind).of(m_project) == file)
            return true;
    return false;
}

const MapSource* Document::keyFile(KeyKind kind) const
{
    const QString& file = keyField(kind).of(m_project);
    const auto it = file.isEmpty() ? m_keyFiles.cend() : m_keyFiles.constFind(file);
    return it == m_keyFiles.cend() ? nullptr : &*it;
}

const nlohmann::ordered_json* Document::keyFileJson(KeyKind kind) const
{
    const MapSource* source = keyFile(kind);
    return source && source->json ? &*source->json : nullptr;
}

bool Document::editKeyFile(KeyKind kind, nlohmann::ordered_json after, const QString& text, MergeId merge)
{
    const MapSource* source = keyFile(kind);
    if (!source)
        return false;
    if (source->json && *source->json == after)
        return true;
    push(new KeyFileEdit(this, source->path, std::move(after), text, merge));
    return true;
}

void Document::createKeyFile(KeyKind kind, const QString& path, nlohmann::ordered_json json, const QString& text)
{
    beginEdit(text);
    push(new FileCreate(this, HeldKind::Keys, path, std::move(json), text));
    set(keyField(kind), path, text);
    endEdit();
}

std::vector<const MapSource*> Document::editedKeyFiles() const
{
    std::vector<const MapSource*> out;
    for (const MapSource& source : m_keyFiles)
        if (source.edited)
            out.push_back(&source);
    std::sort(out.begin(), out.end(), [](const MapSource* a, const MapSource* b) { return a->path < b->path; });
    return out;
}

void Document::markKeyFilesSaved()
{
    for (const MapSource* source : editedKeyFiles())
        markKeyFileSaved(source->path);
}

void Document::markKeyFileSaved(const QString& path)
{
    const auto it = m_keyFiles.find(path);
    if (it == m_keyFiles.end() || !it->json)
        return;
    it->bytes = mapFileText(*it->json);
    it->edited = false;
}

// ---- What the commands call

void Document::heldChanged(HeldKind kind, const QString& file)
{
    if (kind == HeldKind::Map && file == m_project.map)
        emit changed(ProjectPart::Map);
    if (kind == HeldKind::Keys && isKeyFileOfProject(file))
        emit changed(ProjectPart::Keys);
}

void Document::setHeldJson(HeldKind kind, const QString& file, nlohmann::ordered_json json, bool edited)
{
    MapSource& source = heldFiles(kind)[file];
    source.path = file;
    source.json = std::move(json);
    source.edited = edited;
    heldChanged(kind, file);
}

std::optional<MapSource> Document::held(HeldKind kind, const QString& file) const
{
    const QHash<QString, MapSource>& files = heldFiles(kind);
    const auto it = files.constFind(file);
    return it == files.cend() ? std::nullopt : std::optional<MapSource>(*it);
}

void Document::restoreHeld(HeldKind kind, const QString& file, const std::optional<MapSource>& source)
{
    if (source)
        heldFiles(kind).insert(file, *source);
    else
        heldFiles(kind).remove(file);
    heldChanged(kind, file);
}

}  // namespace rigpose::studio
