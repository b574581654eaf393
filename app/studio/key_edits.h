#pragma once
// The command that edits a key file: the whole file's JSON before and after (key files are a
// few hundred bytes), so undo puts back exactly what was there, edited flag included. A new key
// file is map_edits.h's FileCreate.

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

}  // namespace rigpose::studio
