#pragma once
// The open project: its values, where it is saved, and the undo stack every edit goes through.
// "Modified" is the undo stack's clean state (style.md); views never change it directly.

#include <QObject>
#include <QString>

#include "project.h"

class QUndoStack;

namespace rigpose::studio {

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
    // An edit: pushes an undo command that sets `project`. Edits with the same non-negative
    // `mergeId` in a row merge into one (a spin box stepping), and one that changes nothing
    // leaves no command.
    void edit(const Project& project, const QString& text, int mergeId = -1);
    // After a save: the new path, and the stack's clean state moves here.
    void markSaved(const QString& path);

    // Applies `project` without an undo command (the commands call it).
    void apply(const Project& project);

signals:
    // After every change of values; `before` is what it was.
    void projectChanged(const rigpose::studio::Project& before);
    // After reset(): everything is new, read it all again.
    void projectReset();
    void pathChanged(const QString& path);
    void modifiedChanged(bool modified);

private:
    Project m_project;
    QString m_path;
    QUndoStack* m_undoStack = nullptr;
};

}  // namespace rigpose::studio
