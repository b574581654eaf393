#pragma once
// The map editor's Alternates tab: the map's sets of alternate drawings, and the selected set's
// fields. Slots are picked from the rig's skins (each slot's row offers the setup drawing, hidden,
// or any attachment it has); chains from the map's; the key skeleton lists the joints those
// chains use, typed or taken from the current frame with one click; the drawn angles and offsets
// list the chains' bones. Each change says alternatesEdited with the whole array after it (an
// empty array: no sets); the owner makes that an undoable edit, and shows the result back
// through setAlternates. The form never changes the map itself.

#include <QList>
#include <QVariant>
#include <QWidget>

#include <nlohmann/json.hpp>

#include <functional>
#include <initializer_list>
#include <vector>

#include "rigpose/widgets/rig_slot_list.h"

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace rigpose::widgets {

// A chain of the map as the set's fields need it: its bones and the joints it reads.
struct MapChainInfo {
    QString name;
    QStringList bones, joints;
};

class MapAlternatesForm : public QWidget {
    Q_OBJECT

public:
    explicit MapAlternatesForm(QWidget* parent = nullptr);

    // The map's `alternates` (null or not an array: none).
    void setAlternates(const nlohmann::ordered_json& sets);
    void setChains(QList<MapChainInfo> chains);
    void setRigSlots(RigSlotList rigSlots);
    // Per set, in map order, the problems the map reader finds in it.
    void setProblems(const std::vector<QStringList>& perSet);

    const nlohmann::ordered_json& alternates() const { return m_sets; }
    int currentSet() const;
    // The index of the first set called `name`; -1 when none is (or `name` is empty).
    int setNamed(const QString& name) const;
    // The bones of the selected set's chains, in the chains' order (none without a set).
    QStringList currentBones() const;
    // The joints set `index`'s key skeleton lists: those its chains use, then any others it names.
    QStringList keySkeletonJoints(int index) const;
    void selectSet(int index);

    QListWidget* setList() const { return m_list; }
    QLineEdit* nameEdit() const { return m_name; }
    QListWidget* chainList() const { return m_chains; }
    QTableWidget* slotTable() const { return m_slots; }
    QTableWidget* poseTable() const { return m_pose; }
    QTableWidget* drawnTable() const { return m_drawn; }
    QTableWidget* offsetTable() const { return m_offsets; }
    QPushButton* takePoseButton() const { return m_takePose; }
    QPushButton* drawnFromKeyButton() const { return m_drawnFromKey; }
    QLabel* problemsLabel() const { return m_problems; }

    // The slot table's choice data for the two entries that are not attachments (an attachment's
    // is its name, a string).
    static QVariant setupChoice() { return 0; }
    static QVariant hiddenChoice() { return 1; }

signals:
    // The whole array after one edit, and the edit's name for the undo history.
    void alternatesEdited(const nlohmann::ordered_json& sets, const QString& what);
    // "Take Key Skeleton from Current Frame" and "Drawn Angles from Key Skeleton" on set `index`.
    void keySkeletonRequested(int index);
    void drawnFromKeyRequested(int index);
    // The bones of the selected set's chains changed (another set, its chains edited).
    void currentBonesChanged(const QStringList& bones);

private:
    void buildSetList(QWidget* parent);
    void buildFields(QWidget* parent);
    // Refills every view from m_sets; in place where the rows stay, so a cell being edited is not
    // deleted under its own signal (a refill an edit causes waits for the event loop).
    void refill();
    void requestRefill();
    void fillList();
    void fillFields();
    void fillSlots(const nlohmann::ordered_json& set);
    void fillPairs(QTableWidget* table, const nlohmann::ordered_json& set, const char* block, const QStringList& rows);
    void fillDrawn(const nlohmann::ordered_json& set, const QStringList& rows);
    // The joints and bones of the set's chains, in the chains' order, then any the set names besides.
    QStringList jointsOf(const nlohmann::ordered_json& set) const;
    QStringList bonesOf(const nlohmann::ordered_json& set) const;
    QStringList chainNames(const nlohmann::ordered_json& set, QStringList MapChainInfo::*names,
                           std::initializer_list<const char*> blocks) const;
    // Applies `change` to the current set and says so.
    void editCurrent(const std::function<void(nlohmann::ordered_json&)>& change, const QString& what);
    void emitEdit(nlohmann::ordered_json sets, const QString& what);
    void pairEdited(QTableWidget* table, const char* block, int row);

    nlohmann::ordered_json m_sets = nlohmann::ordered_json::array();
    QList<MapChainInfo> m_chainInfo;
    RigSlotList m_rigSlots;
    std::vector<QStringList> m_setProblems;
    int m_current = -1;
    bool m_filling = false;
    bool m_inEdit = false;
    bool m_refillPending = false;
    QStringList m_currentBones;

    QListWidget* m_list = nullptr;
    QPushButton* m_add = nullptr;
    QPushButton* m_duplicate = nullptr;
    QPushButton* m_remove = nullptr;
    QWidget* m_fields = nullptr;
    QLineEdit* m_name = nullptr;
    QLineEdit* m_note = nullptr;
    QListWidget* m_chains = nullptr;
    QTableWidget* m_slots = nullptr;
    QTableWidget* m_pose = nullptr;
    QTableWidget* m_drawn = nullptr;
    QTableWidget* m_offsets = nullptr;
    QPushButton* m_takePose = nullptr;
    QPushButton* m_drawnFromKey = nullptr;
    QLabel* m_problems = nullptr;
};

}  // namespace rigpose::widgets
