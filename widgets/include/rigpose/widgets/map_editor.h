#pragma once
// The map editor: the chains as rows of a table (a chain model, map_columns.h), the selected
// chain's form below it, the translate block, the problems of each row as the map is edited, the
// sets of alternate drawings on a tab of their own (map_alternates_form.h), and the map's JSON,
// read only, in step with every edit. Rows are added, removed and moved
// through the model's insertRows/removeRows/moveRows, fields through setData: the model makes
// each an undoable edit; this widget never changes the map itself.

#include <QWidget>

#include "rigpose/widgets/rig_bone_list.h"

class QAbstractItemModel;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableView;
class QTabWidget;

namespace rigpose::widgets {

class MapAlternatesForm;
class MapChainForm;
class MapTranslateForm;

class MapEditor : public QWidget {
    Q_OBJECT

public:
    explicit MapEditor(QWidget* parent = nullptr);

    void setModel(QAbstractItemModel* model);
    void setRigBones(RigBoneList bones);
    // The map file's name and state ("map.json · edited"), above the rows.
    void setTitle(const QString& text);
    // Problems of the map that belong to no chain (its spec, its keys, the translate).
    void setMapProblems(const QStringList& problems);
    void setTranslate(const QVariant& block);
    void setTranslateProblems(const QStringList& problems);
    void setJsonText(const QString& text);

    int currentRow() const;
    void selectRow(int row);
    // A bone clicked in the viewport: into the selected chain's pick row. False with no chain.
    bool pickBone(const QString& bone);
    // The selected chain's bones.
    QStringList selectedBones() const;
    // What the viewport highlights: the selected chain's bones, or on the Alternates tab the
    // selected set's.
    QStringList highlightedBones() const;

    QTableView* chainTable() const { return m_table; }
    MapChainForm* chainForm() const { return m_form; }
    MapTranslateForm* translateForm() const { return m_translate; }
    // The Alternates tab: the map's sets of alternate drawings (its owner feeds and hears it).
    MapAlternatesForm* alternatesForm() const { return m_alternates; }
    // Brings the Alternates tab (true) or the Chains tab (false) to the front.
    void showAlternates(bool shown);
    QPlainTextEdit* jsonView() const { return m_json; }
    QPushButton* autoMapButton() const { return m_autoMap; }

signals:
    void currentChainChanged(int row);
    // What to highlight changed: the selected chain's bones (on the Chains tab) or the selected
    // alternate set's chains' bones (on the Alternates tab).
    void highlightedBonesChanged(const QStringList& bones);
    void duplicateRequested(int row);
    void translateEdited(const QVariant& block);
    void autoMapRequested();

private:
    void updateButtons();
    void rowsChanged();

    QAbstractItemModel* m_model = nullptr;
    QLabel* m_title = nullptr;
    QLabel* m_mapProblems = nullptr;
    QTabWidget* m_tabs = nullptr;
    QTableView* m_table = nullptr;
    MapChainForm* m_form = nullptr;
    MapTranslateForm* m_translate = nullptr;
    MapAlternatesForm* m_alternates = nullptr;
    QWidget* m_chainsPage = nullptr;
    QWidget* m_alternatesPage = nullptr;
    QPlainTextEdit* m_json = nullptr;
    QPushButton* m_add = nullptr;
    QPushButton* m_duplicate = nullptr;
    QPushButton* m_remove = nullptr;
    QPushButton* m_up = nullptr;
    QPushButton* m_down = nullptr;
    QPushButton* m_autoMap = nullptr;
    QStringList m_highlighted;
};

}  // namespace rigpose::widgets
