#include "project_edit.h"

#include "document.h"

namespace rigpose::studio {

ProjectEdit::ProjectEdit(Document* document, Project before, Project after, const QString& text, int mergeId)
    : QUndoCommand(text), m_document(document), m_before(std::move(before)), m_after(std::move(after)), m_mergeId(mergeId)
{
}

void ProjectEdit::undo()
{
    m_document->apply(m_before);
}

void ProjectEdit::redo()
{
    m_document->apply(m_after);
}

bool ProjectEdit::mergeWith(const QUndoCommand* other)
{
    const auto* edit = static_cast<const ProjectEdit*>(other);
    if (edit->m_mergeId != m_mergeId || m_mergeId < 0)
        return false;
    m_after = edit->m_after;
    setObsolete(m_after == m_before);
    return true;
}

}  // namespace rigpose::studio
