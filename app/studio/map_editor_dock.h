#pragma once
// The Map dock: the map editor (widgets/map_editor.h) over the document's map, the chain model
// that turns its requests into undoable edits, the problems of each row as the map is edited,
// and the viewport's side of it: the selected chain's bones highlighted, a bone clicked there
// put into the chain.

#include <QDockWidget>

#include <functional>
#include <optional>

#include "map_check.h"
#include "rigpose/sequence/sequence.h"
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
    // The last run's refusals: those placed on a chain join the rows' problems, those on an
    // alternate set (SET_KEY_DRAWN) the set's.
    void setRunRefusals(const RefusalList& refusals);
    // Brings the map's Alternates tab up on the set called `name`; false when the map has none.
    bool showSet(const QString& name);
    // The rig as the editor read it (null when the project has none or it was refused).
    const rig::Rig* rig() const { return m_rigShown; }
    // Who the figure is on the frame the views show (the cleaned clip once a run has cleaned
    // it): what "Take Key Skeleton from Current Frame" reads. Unset or nullopt: no frame.
    using FramePose = std::function<std::optional<sequence::Person>()>;
    void setFramePose(FramePose pose) { m_framePose = std::move(pose); }

signals:
    void autoMapRequested();
    // Why a request could not be done (no frame, the map does not read): for the status bar.
    void note(const QString& text);

private:
    void documentChanged();
    void showProblems();
    // The set of the map a problem is about: by the reader's "alternates[i]", or by its place.
    std::optional<std::size_t> setOf(const Refusal& r) const;
    void editTranslate(const QVariant& block);
    // The shown chain's own --reduce tolerance: read from the run options, edited into them.
    void showChainReduce();
    void editChainReduce(std::optional<double> degrees, bool continuing);
    // map_editor_dock_alternates.cpp
    void showAlternates(const nlohmann::ordered_json* map);
    void editAlternates(const nlohmann::ordered_json& sets, const QString& what);
    void takeKeySkeleton(int set);
    void drawnFromKey(int set);

    Document* m_document;
    widgets::SkeletonView* m_view;
    widgets::MapEditor* m_editor;
    MapChainModel* m_model;
    RigForMap m_rigs;
    const rig::Rig* m_rigShown = nullptr;
    RefusalList m_mapProblems, m_runProblems, m_problems;
    FramePose m_framePose;
};

}  // namespace rigpose::studio
