#pragma once
// The one command that changes a project value (tiled's ChangeValue is the model): the field,
// the value before and after. Repeated edits of one field with the same merge id, in one merge
// generation, become one step; a step that nets out to nothing goes obsolete and leaves the stack.

#include <QUndoCommand>

#include "project_fields.h"

namespace rigpose::studio {

class Document;

template <typename Place>
class ChangeValue;

template <typename T>
class ChangeValue<ProjectField<T>> : public QUndoCommand {
public:
    ChangeValue(Document* document, ProjectField<T> field, T after, const QString& text, MergeId merge);

    void undo() override;
    void redo() override;
    int id() const override { return static_cast<int>(m_merge); }
    bool mergeWith(const QUndoCommand* other) override
    {
        const auto* next = dynamic_cast<const ChangeValue*>(other);
        if (!next || m_merge == MergeId::None || !(next->m_field == m_field) || next->m_generation != m_generation)
            return false;
        m_after = next->m_after;
        setObsolete(m_after == m_before);
        return true;
    }

private:
    Document* m_document;
    ProjectField<T> m_field;
    T m_before, m_after;
    MergeId m_merge;
    std::uint64_t m_generation;
};

}  // namespace rigpose::studio
