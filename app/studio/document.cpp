#include "document.h"

#include <QFileInfo>
#include <QUndoStack>

#include "project_edit.h"

namespace rigpose::studio {

Document::Document(QObject* parent) : QObject(parent)
{
    m_undoStack = new QUndoStack(this);
    connect(m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
}

bool Document::isModified() const
{
    return !m_undoStack->isClean();
}

QString Document::displayName() const
{
    return m_path.isEmpty() ? tr("Untitled") : QFileInfo(m_path).fileName();
}

void Document::reset(const Project& project, const QString& path)
{
    m_undoStack->clear();
    m_path = path;
    m_project = project;
    emit pathChanged(path);
    emit projectReset();
}

void Document::edit(const Project& project, const QString& text, int mergeId)
{
    if (project == m_project)
        return;
    m_undoStack->push(new ProjectEdit(this, m_project, project, text, mergeId));
}

void Document::markSaved(const QString& path)
{
    m_path = path;
    m_undoStack->setClean();
    emit pathChanged(path);
}

void Document::apply(const Project& project)
{
    const Project before = m_project;
    m_project = project;
    emit projectChanged(before);
}

}  // namespace rigpose::studio
