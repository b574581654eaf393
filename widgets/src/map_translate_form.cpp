#include "rigpose/widgets/map_translate_form.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>

#include "rigpose/widgets/map_chain_form.h"
#include "combo_choices.h"

namespace rigpose::widgets {

namespace {

QStringList rigPoints(const RigBoneList& rig)
{
    QStringList out;
    for (const QString& b : rig.names)
        out << b << b + QStringLiteral(":tip");
    return out;
}

}  // namespace

MapTranslateForm::MapTranslateForm(QWidget* parent)
    : QGroupBox(tr("&Translate: the bone the figure's travel moves"), parent)
{
    setCheckable(true);
    setObjectName(QStringLiteral("mapTranslate"));
    auto* form = new QFormLayout(this);
    m_bone = editableCombo(this);
    m_joint = editableCombo(this);
    m_poseA = editableCombo(this);
    m_poseB = editableCombo(this);
    m_rigA = editableCombo(this);
    m_rigB = editableCombo(this);
    auto pair = [this](QComboBox* a, QComboBox* b) {
        auto* row = new QHBoxLayout;
        row->addWidget(a, 1);
        row->addWidget(new QLabel(QStringLiteral("→"), this));
        row->addWidget(b, 1);
        return row;
    };
    form->addRow(tr("Bone"), m_bone);
    form->addRow(tr("Follows"), m_joint);
    form->addRow(tr("Scale, pose"), pair(m_poseA, m_poseB));
    form->addRow(tr("Scale, rig"), pair(m_rigA, m_rigB));
    setToolTip(
        tr("The pose's length between the two pose points, against the rig's between the two rig points, "
           "scales the travel. Pick a long segment that does not foreshorten much."));
    m_problems = new QLabel(this);
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(QStringLiteral("color: #b3261e"));
    form->addRow(m_problems);
    for (QComboBox* box : {m_bone, m_joint, m_poseA, m_poseB, m_rigA, m_rigB})
        connect(box, &QComboBox::textActivated, this, &MapTranslateForm::edited);
    connect(this, &QGroupBox::clicked, this, &MapTranslateForm::edited);
    setTranslate(QVariant());
}

void MapTranslateForm::setTranslate(const QVariant& block)
{
    m_block = block;
    fill();
}

void MapTranslateForm::setRigBones(RigBoneList bones)
{
    m_rig = std::move(bones);
    fill();
}

void MapTranslateForm::setProblems(const QStringList& problems)
{
    m_problems->setText(problems.join(QLatin1Char('\n')));
    m_problems->setVisible(!problems.isEmpty());
}

void MapTranslateForm::fill()
{
    m_filling = true;
    const QVariantMap m = m_block.toMap();
    {
        const QSignalBlocker block(this);
        setChecked(m_block.isValid());
    }
    const QStringList points = mapPointNames();
    setChoices(m_bone, m_rig.names, m.value(QStringLiteral("bone")).toString());
    setChoices(m_joint, points, m.value(QStringLiteral("joint"), QStringLiteral("mid_hip")).toString());
    const QStringList pose = m.value(QStringLiteral("pose")).toStringList();
    const QStringList rig = m.value(QStringLiteral("rig")).toStringList();
    setChoices(m_poseA, points, pose.value(0, QStringLiteral("mid_hip")));
    setChoices(m_poseB, points, pose.value(1, QStringLiteral("neck")));
    setChoices(m_rigA, rigPoints(m_rig), rig.value(0));
    setChoices(m_rigB, rigPoints(m_rig), rig.value(1));
    m_filling = false;
}

QVariant MapTranslateForm::translate() const
{
    if (!isChecked())
        return {};
    QVariantMap m;
    m.insert(QStringLiteral("bone"), m_bone->currentText());
    m.insert(QStringLiteral("joint"), m_joint->currentText());
    m.insert(QStringLiteral("pose"), QStringList{m_poseA->currentText(), m_poseB->currentText()});
    m.insert(QStringLiteral("rig"), QStringList{m_rigA->currentText(), m_rigB->currentText()});
    return m;
}

void MapTranslateForm::edited()
{
    if (m_filling)
        return;
    const QVariant block = translate();
    if (block == m_block)
        return;
    emit translateEdited(block);
}

}  // namespace rigpose::widgets
