#pragma once
// The map's translate block: which bone the figure's travel moves, the pose point it follows,
// and the one length measured on both sides (two pose points, two rig points) that scales it.
// Shows a QVariantMap { bone, joint, pose: [a, b], rig: [a, b] } (invalid: no translate) and
// says translateEdited with the whole block after each change.

#include <QGroupBox>
#include <QVariant>

#include "rigpose/widgets/rig_bone_list.h"

class QComboBox;
class QLabel;

namespace rigpose::widgets {

class MapTranslateForm : public QGroupBox {
    Q_OBJECT

public:
    explicit MapTranslateForm(QWidget* parent = nullptr);

    void setTranslate(const QVariant& block);
    void setRigBones(RigBoneList bones);
    void setProblems(const QStringList& problems);
    QVariant translate() const;

    QComboBox* boneBox() const { return m_bone; }

signals:
    // The whole block; an invalid QVariant removes it.
    void translateEdited(const QVariant& block);

private:
    void fill();
    void edited();

    QVariant m_block;
    RigBoneList m_rig;
    QComboBox* m_bone = nullptr;
    QComboBox* m_joint = nullptr;
    QComboBox* m_poseA = nullptr;
    QComboBox* m_poseB = nullptr;
    QComboBox* m_rigA = nullptr;
    QComboBox* m_rigB = nullptr;
    QLabel* m_problems = nullptr;
    bool m_filling = false;
};

}  // namespace rigpose::widgets
