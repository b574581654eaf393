#pragma once
// The commands that edit a key file: the whole file's JSON before and after (key files are a
// few hundred bytes), so undo puts back exactly what was there, edited flag included; and a new
// key file held until it is saved.

#include <QUndoCommand>

#include <optional>

#include "map_source.h"
#include "project_fields.h"

namespace rigpose::studio {

class Document;

class KeyFileEdit : public QUndoCommand {
public:
    // Edits with one merge id (not None) on one file in one merge generation merge.
    KeyFileEdit(Document* document, QString file, nlohmann::ordered_json after, const QString& text,
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
    MergeId m_merge;
    std::uint64_t m_generation;
};

// A key file the studio made (Keys → New): held at `path` as edited until a save writes it.
class KeyFileCreate : public QUndoCommand {
public:
    KeyFileCreate(Document* document, QString path, nlohmann::ordered_json json, const QString& text);
    void undo() override;
    void redo() override;

private:
    Document* m_document;
    QString m_path;
    nlohmann::ordered_json m_json;
    std::optional<MapSource> m_before;
};

}  // namespace rigpose::studio
