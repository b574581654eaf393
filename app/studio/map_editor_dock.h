#pragma once
// The Map dock: the map editor (widgets/map_editor.h) over the document's map, the chain model
// that turns its requests into undoable edits, the problems of each row as the map is edited,
// and the viewport's side of it: the selected chain's bones highlighted, a bone clicked there
// put into the chain.

#include <QDockWidget>

#include "map_check.h"
#include "rigpose/util/refusal.h"

namespace rigpose::widgets {
class MapEditor;
class SkeletonView;
}  // namespace rigpose::widgets

namespace rigpose::studio {

class Document;
class MapChainModel;

class MapEditorDock : public QDockWidget {
    Q_OBJECT

public:
    MapEditorDock(Document* document, widgets::SkeletonView* view, QWidget* parent = nullptr);

    widgets::MapEditor* editor() const { return m_editor; }
    MapChainModel* model() const { return m_model; }
    // The map's own problems (as typed) and the last run's that point at a chain.
    const RefusalList& problems() const { return m_problems; }
    // The last run's refusals: those placed on a chain join the rows' problems.
    void setRunRefusals(const RefusalList& refusals);
    // The rig as the editor read it (null when the project has none or it was refused).
    const rig::Rig* rig() const { return m_rigShown; }

signals:
    void autoMapRequested();

private:
    void documentChanged();
    void showProblems();
    void editTranslate(const QVariant& block);

    Document* m_document;
    widgets::SkeletonView* m_view;
    widgets::MapEditor* m_editor;
    MapChainModel* m_model;
    RigForMap m_rigs;
    const rig::Rig* m_rigShown = nullptr;
    RefusalList m_mapProblems, m_runProblems, m_problems;
};

}  // namespace rigpose::studio
