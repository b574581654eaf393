#include "key_edits.h"

#include "document.h"

namespace rigpose::studio {

using json = nlohmann::ordered_json;

KeyFileEdit::KeyFileEdit(Document* document, QString file, json after, const QString& text, MergeId merge)
    : QUndoCommand(text)
    , m_document(document)
    , m_file(std::move(file))
    , m_after(std::move(after))
    , m_merge(merge)
    , m_generation(document->mergeGeneration())
{
    const std::optional<MapSource> held = document->held(HeldKind::Keys, m_file);
    m_before = held && held->json ? *held->json : json();
    m_editedBefore = held && held->edited;
}

void KeyFileEdit::undo() { m_document->setHeldJson(HeldKind::Keys, m_file, m_before, m_editedBefore); }

void KeyFileEdit::redo() { m_document->setHeldJson(HeldKind::Keys, m_file, m_after, true); }

bool KeyFileEdit::mergeWith(const QUndoCommand* other)
{
    const auto* next = dynamic_cast<const KeyFileEdit*>(other);
    if (!next || m_merge == MergeId::None || next->m_file != m_file || next->m_generation != m_generation)
        return false;
    m_after = next->m_after;
    setObsolete(m_after == m_before);
    return true;
}

}  // namespace rigpose::studio
