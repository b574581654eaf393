#pragma once
// The open project and everything it edits: the project's values, the map files it names, and
// the one undo stack every edit goes through. Widgets ask for an edit (set, insertAt, ...); the
// document makes the command, and the command's redo and undo come back through the
// document's own setters, which say what changed (`changed` with the parts touched).
// "Modified" is the undo stack's clean state (style.md); nothing else marks it.

#include <QHash>
#include <QObject>
#include <QString>

#include <cstdint>
#include <optional>

#include "key_file.h"
#include "map_path.h"
#include "map_source.h"
#include "project.h"
#include "project_fields.h"

class QUndoCommand;
class QUndoStack;

namespace rigpose::studio {

// The two kinds of file the document holds besides the project: a map, and a key file.
enum class HeldKind { Map, Keys };

class Document : public QObject {
    Q_OBJECT

public:
    explicit Document(QObject* parent = nullptr);

    const Project& project() const { return m_project; }
    // Empty for a project never saved.
    QString path() const { return m_path; }
    QUndoStack* undoStack() const { return m_undoStack; }
    bool isModified() const;
    // "wave.rigpose.json", or "Untitled" for a new one.
    QString displayName() const;

    // Replaces everything (New, Open): clears the undo stack, so this is not an edit.
    void reset(const Project& project, const QString& path);
    // After a save: the new path, and the stack's clean state moves here.
    void markSaved(const QString& path);

    // ---- Edits: each pushes one undoable command, or none when it changes nothing.
    template <typename T>
    void set(const ProjectField<T>& field, T value, const QString& text, MergeId merge = MergeId::None);
    // A value inside the map (a chain's bend, a whole chain); refused (false) when the path is
    // not in the map or there is no map to edit.
    bool setMapValue(const MapPath& path, nlohmann::ordered_json value, const QString& text,
                     MergeId merge = MergeId::None);
    // Items of an array in the map (its chains): insert before `index` (size: append), remove,
    // move from one place to another. False when the path is not an array or an index is out of it.
    bool insertMapItem(const MapPath& array, std::size_t index, nlohmann::ordered_json item, const QString& text);
    bool removeMapItem(const MapPath& array, std::size_t index, const QString& text);
    bool moveMapItem(const MapPath& array, std::size_t from, std::size_t to, const QString& text);
    // A new map (File → New Map): `json` held as an edited map at `path`, and the project's map
    // set to it, as one undo step. The file is written on Save.
    void createMap(const QString& path, nlohmann::ordered_json json, const QString& text);
    // Several edits as one undo step (a whole auto-map accepted).
    void beginEdit(const QString& text);
    void endEdit();
    // Ends the current merge: the next edit is a step of its own even with the same merge id
    // (a drag released, a spin box left).
    void closeMerge() { ++m_mergeGeneration; }
    std::uint64_t mergeGeneration() const { return m_mergeGeneration; }

    // ---- The map the project names, as read and as edited.
    const MapSource* map() const;
    // Every map edited and not yet saved (the current one and any the history switched away from).
    std::vector<const MapSource*> editedMaps() const;
    // After the maps were written: their edits are what is on disk now.
    void markMapsSaved();

    // ---- The key files the project names (key_file.h), as read and as edited.
    const MapSource* keyFile(KeyKind kind) const;
    const nlohmann::ordered_json* keyFileJson(KeyKind kind) const;
    // The whole key file after an edit, as one undo step; false when the project names no file
    // of `kind`.
    bool editKeyFile(KeyKind kind, nlohmann::ordered_json after, const QString& text, MergeId merge = MergeId::None);
    // A new key file held at `path` and named by the project, as one undo step; written on a save.
    void createKeyFile(KeyKind kind, const QString& path, nlohmann::ordered_json json, const QString& text);
    // Every key file edited and not yet saved.
    std::vector<const MapSource*> editedKeyFiles() const;
    // After key files were written (all of them, or the one at `path`): their edits are on disk.
    void markKeyFilesSaved();
    void markKeyFileSaved(const QString& path);

    // ---- What the commands call (undo and redo); not edits themselves.
    template <typename T>
    void setValue(const ProjectField<T>& field, const T& value);
    void setHeldJson(HeldKind kind, const QString& file, nlohmann::ordered_json json, bool edited);
    // The file held for `file`, whether there was one, and putting it back (a new one undone).
    std::optional<MapSource> held(HeldKind kind, const QString& file) const;
    void restoreHeld(HeldKind kind, const QString& file, const std::optional<MapSource>& source);
    const nlohmann::ordered_json* mapJson() const;

signals:
    // After every change of values, with what it touched.
    void changed(rigpose::studio::ProjectParts parts);
    // After reset(): everything is new, read it all again.
    void projectReset();
    void pathChanged(const QString& path);
    void modifiedChanged(bool modified);

private:
    void push(QUndoCommand* command);
    void loadMap();
    void loadKeyFiles();
    bool isKeyFileOfProject(const QString& file) const;
    QHash<QString, MapSource>& heldFiles(HeldKind kind) { return kind == HeldKind::Map ? m_maps : m_keyFiles; }
    const QHash<QString, MapSource>& heldFiles(HeldKind kind) const
    {
        return kind == HeldKind::Map ? m_maps : m_keyFiles;
    }
    // Says what changed when `file` is the project's map or one of its key files.
    void heldChanged(HeldKind kind, const QString& file);

    Project m_project;
    QString m_path;
    QUndoStack* m_undoStack = nullptr;
    // Every map file this session read, by path: switching the map back (undo) finds its edits.
    QHash<QString, MapSource> m_maps;
    // Every key file read or made, by path, held as maps are (MapSource holds any JSON file).
    QHash<QString, MapSource> m_keyFiles;
    std::uint64_t m_mergeGeneration = 0;
};

}  // namespace rigpose::studio

#include "change_value.h"

namespace rigpose::studio {

template <typename T>
ChangeValue<ProjectField<T>>::ChangeValue(Document* document, ProjectField<T> field, T after, const QString& text,
                                          MergeId merge)
    : QUndoCommand(text)
    , m_document(document)
    , m_field(field)
    , m_before(field.of(document->project()))
    , m_after(std::move(after))
    , m_merge(merge)
    , m_generation(document->mergeGeneration())
{}

template <typename T>
void ChangeValue<ProjectField<T>>::undo()
{
    m_document->setValue(m_field, m_before);
}

template <typename T>
void ChangeValue<ProjectField<T>>::redo()
{
    m_document->setValue(m_field, m_after);
}

template <typename T>
void Document::set(const ProjectField<T>& field, T value, const QString& text, MergeId merge)
{
    if (field.of(m_project) == value)
        return;
    push(new ChangeValue<ProjectField<T>>(this, field, std::move(value), text, merge));
}

template <typename T>
void Document::setValue(const ProjectField<T>& field, const T& value)
{
    field.access(m_project) = value;
    if (field.part == ProjectPart::Map)
        loadMap();
    if (field.part == ProjectPart::Keys)
        loadKeyFiles();
    emit changed(field.part);
}

}  // namespace rigpose::studio
