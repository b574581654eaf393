#include "idle_options_box.h"

#include <QCheckBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>

#include "document.h"

namespace rigpose::studio {

IdleOptionsBox::IdleOptionsBox(Document* document, QWidget* parent)
    : QGroupBox(tr("The rig's own motion"), parent), m_document(document)
{
    setObjectName(QStringLiteral("idleOptions"));
    m_idle = new QLineEdit(this);
    m_idle->setObjectName(QStringLiteral("retargetIdle"));
    m_idle->setPlaceholderText(QStringLiteral("idle"));
    m_idle->setToolTip(
        tr("--idle: the rig's animation read as its idle (empty: the one named idle). Its tracks are "
           "listed as dropped or kept out in the report"));
    m_carry = new QCheckBox(tr("Carry the idle"), this);
    m_carry->setObjectName(QStringLiteral("retargetCarryIdle"));
    m_carry->setToolTip(
        tr("--carry-idle: every idle track the retarget would drop is looped into the new animation, "
           "key by key"));
    auto* form = new QFormLayout(this);
    form->addRow(tr("Idle animation"), m_idle);
    form->addRow(m_carry);
    QPushButton* chooseBase = nullptr;
    QPushButton* chooseMerge = nullptr;
    QWidget* baseRow = fileRow(QStringLiteral("retargetBaseMotion"), m_baseMotion, m_clearBaseMotion);
    chooseBase = baseRow->findChild<QPushButton*>(QStringLiteral("retargetBaseMotionChoose"));
    baseRow->setToolTip(
        tr("--base-motion: the rig's own motion (rigc-motion/1) read from this file instead of the "
           "motion.json beside the rig"));
    QWidget* mergeRow = fileRow(QStringLiteral("retargetMerge"), m_merge, m_clearMerge);
    chooseMerge = mergeRow->findChild<QPushButton*>(QStringLiteral("retargetMergeChoose"));
    mergeRow->setToolTip(
        tr("--merge: timed track fragments (rig-pose-tracks/1), a blink say, added to the new "
           "animation; a fragment never replaces a track"));
    form->addRow(tr("Base motion"), baseRow);
    form->addRow(tr("Merge tracks"), mergeRow);

    connect(m_idle, &QLineEdit::editingFinished, this, [this] {
        const QString name = m_idle->text().trimmed();
        m_document->set(fields::retargetIdle,
                        name.isEmpty() ? std::optional<std::string>() : std::optional<std::string>(name.toStdString()),
                        tr("Idle Animation"));
    });
    connect(m_carry, &QCheckBox::toggled, this,
            [this](bool on) { m_document->set(fields::retargetCarryIdle, on, tr("Carry Idle")); });
    connect(chooseBase, &QPushButton::clicked, this, &IdleOptionsBox::chooseBaseMotionRequested);
    connect(chooseMerge, &QPushButton::clicked, this, &IdleOptionsBox::chooseMergeRequested);
    connect(m_clearBaseMotion, &QPushButton::clicked, this,
            [this] { m_document->set(fields::baseMotion, QString(), tr("Clear Base Motion")); });
    connect(m_clearMerge, &QPushButton::clicked, this,
            [this] { m_document->set(fields::merge, QString(), tr("Clear Merge Tracks")); });
    connect(m_document, &Document::changed, this, &IdleOptionsBox::showProject);
    connect(m_document, &Document::projectReset, this, &IdleOptionsBox::showProject);
    showProject();
}

QWidget* IdleOptionsBox::fileRow(const QString& name, QLabel*& label, QPushButton*& clear)
{
    auto* row = new QWidget(this);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    label = new QLabel(row);
    label->setObjectName(name);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* choose = new QPushButton(tr("Choose…"), row);
    choose->setObjectName(name + QStringLiteral("Choose"));
    clear = new QPushButton(tr("Clear"), row);
    clear->setObjectName(name + QStringLiteral("Clear"));
    layout->addWidget(label, 1);
    layout->addWidget(choose);
    layout->addWidget(clear);
    return row;
}

void IdleOptionsBox::showProject()
{
    const Project& p = m_document->project();
    const QSignalBlocker b1(m_idle), b2(m_carry);
    m_idle->setText(QString::fromStdString(p.retarget.idle.value_or(std::string())));
    m_carry->setChecked(p.retarget.carryIdle);
    const auto show = [this](QLabel* label, QPushButton* clear, const QString& path, const QString& none) {
        label->setText(path.isEmpty() ? none : QFileInfo(path).fileName());
        label->setToolTip(path);
        clear->setEnabled(!path.isEmpty());
    };
    show(m_baseMotion, m_clearBaseMotion, p.baseMotion, tr("beside the rig"));
    show(m_merge, m_clearMerge, p.merge, tr("none"));
}

}  // namespace rigpose::studio
