#pragma once
// The one undo command for project values: before and after as whole values. Repeated edits
// with the same id merge (tiled's ChangeValue), and an edit that nets out to nothing is dropped.

#include <QUndoCommand>

#include "project.h"

namespace rigpose::studio {

class Document;

class ProjectEdit : public QUndoCommand {
public:
    ProjectEdit(Document* document, Project before, Project after, const QString& text, int mergeId);

    void undo() override;
    void redo() override;
    int id() const override { return m_mergeId; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    Document* m_document;
    Project m_before, m_after;
    int m_mergeId;
};

}  // namespace rigpose::studio
