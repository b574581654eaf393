#pragma once
// One chain of a map, edited field by field: its name, each bone with the joint it starts from,
// its aim and its range, the chain's last joint, and bend, reach and nod. The form reads a row
// of a chain model (map_columns.h) and edits it only through the model's setData, so every
// change is the model's to make undoable. One bone row is the pick target: a bone clicked in
// the viewport goes there (pickBone).

#include <QPersistentModelIndex>
#include <QWidget>

#include <optional>
#include <vector>

#include "rigpose/widgets/rig_bone_list.h"

class QAbstractItemModel;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QButtonGroup;

namespace rigpose::widgets {

class RangeSlider;

class MapChainForm : public QWidget {
    Q_OBJECT

public:
    explicit MapChainForm(QWidget* parent = nullptr);

    void setModel(QAbstractItemModel* model);
    // The chain shown (-1: none, the form is disabled).
    void setRow(int row);
    int row() const { return m_row; }
    void setRigBones(RigBoneList bones);

    // The bone row a viewport pick fills; -1 when the chain has no bones (a pick appends).
    int pickRow() const { return m_pickRow; }
    void setPickRow(int bone);
    // Puts `bone` into the pick row (or appends it to an empty chain). False with no chain shown.
    bool pickBone(const QString& bone);

    // Reads the model's row again (the model changed).
    void refresh();

    // The chain's own key-reduction tolerance: a run option (--reduce's chain=deg), not the
    // map's, so the form only shows it and asks through reduceToleranceEdited. `reducing`: the
    // run reduces at all (otherwise the row is off); `every`: its tolerance for every chain.
    void setReduceTolerance(bool reducing, double every, std::optional<double> own);
    QCheckBox* reduceOwnCheck() const { return m_reduceOwn; }
    QDoubleSpinBox* reduceBox() const { return m_reduce; }

    // For tests: the widgets of bone row k.
    QLineEdit* nameEdit() const { return m_name; }
    QComboBox* boneBox(int k) const;
    QComboBox* jointBox(int k) const;
    QComboBox* aimBox(int k) const;
    RangeSlider* rangeSlider(int k) const;
    QCheckBox* rangeCheck(int k) const;
    QComboBox* bendBox() const { return m_bend; }
    QLabel* problemsLabel() const { return m_problems; }

signals:
    // The pick row moved (to highlight what a click would replace).
    void pickRowChanged(int bone);
    // The chain's own reduction tolerance asked for, in degrees (nullopt: every chain's).
    // `continuing`: a spin box still being stepped, one undo step with the next.
    void reduceToleranceEdited(std::optional<double> degrees, bool continuing);

private:
    struct BoneRow {
        QRadioButton* pick = nullptr;
        QComboBox* joint = nullptr;
        QComboBox* bone = nullptr;
        QComboBox* aim = nullptr;
        QCheckBox* ranged = nullptr;
        QDoubleSpinBox* min = nullptr;
        QDoubleSpinBox* max = nullptr;
        RangeSlider* slider = nullptr;
    };

    QVariant value(int column) const;
    void edit(int column, const QVariant& value, bool continuing = false);
    // Several fields of the chain as one edit (one undo step).
    void editFields(const std::vector<std::pair<int, QVariant>>& fields);
    void finishEdit();
    void rebuildRows(int bones);
    void fillRow(int k, const QStringList& bones, const QStringList& joints, const QStringList& aims,
                 const QVariantMap& ranges);
    void editBone(int k, const QString& name);
    void editJoint(int k, const QString& name);
    void editAim(int k, const QString& aim);
    void editRange(int k, bool on, double min, double max, bool continuing);
    void addBone();
    void removeLastBone();

    QAbstractItemModel* m_model = nullptr;
    int m_row = -1;
    int m_pickRow = -1;
    RigBoneList m_rig;
    QLineEdit* m_name = nullptr;
    QGridLayout* m_grid = nullptr;
    QWidget* m_gridHolder = nullptr;
    std::vector<BoneRow> m_rows;
    QComboBox* m_lastJoint = nullptr;
    QButtonGroup* m_pickGroup = nullptr;
    QPushButton* m_addBone = nullptr;
    QPushButton* m_removeBone = nullptr;
    QComboBox* m_bend = nullptr;
    QCheckBox* m_reach = nullptr;
    QComboBox* m_nod = nullptr;
    QCheckBox* m_reduceOwn = nullptr;
    QDoubleSpinBox* m_reduce = nullptr;
    QLabel* m_problems = nullptr;
    bool m_filling = false;
};

// body-18's joints and the two midpoints, as a chain's joints may name them.
QStringList mapPointNames();

}  // namespace rigpose::widgets
