#include "run_options_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include "document.h"

namespace rigpose::studio {

namespace {

// clean's windows: 1 (none) or odd and at least 5.
constexpr int kWindows[] = {1, 5, 7, 9, 11, 13, 15, 21, 31};

QLabel* pathLabel(QWidget* parent, const QString& name)
{
    auto* label = new QLabel(parent);
    label->setObjectName(name);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setWordWrap(true);
    return label;
}

void showPath(QLabel* label, const QString& path, const QString& none)
{
    label->setText(path.isEmpty() ? none : QFileInfo(path).fileName());
    label->setToolTip(path);
}

}  // namespace

RunOptionsPanel::RunOptionsPanel(Document* document, QWidget* parent) : QWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("runOptions"));
    auto* inputs = new QGroupBox(tr("Inputs"), this);
    auto* inputForm = new QFormLayout(inputs);
    m_sequence = pathLabel(inputs, QStringLiteral("inputSequence"));
    m_rig = pathLabel(inputs, QStringLiteral("inputRig"));
    m_map = pathLabel(inputs, QStringLiteral("inputMap"));
    m_frames = pathLabel(inputs, QStringLiteral("inputFrames"));
    inputForm->addRow(tr("Sequence"), m_sequence);
    inputForm->addRow(tr("Rig"), m_rig);
    inputForm->addRow(tr("Map"), m_map);
    inputForm->addRow(tr("Frames"), m_frames);

    auto* cleanBox = new QGroupBox(tr("Clean (raw sequences)"), this);
    auto* cleanForm = new QFormLayout(cleanBox);
    m_legs = windowBox(QStringLiteral("cleanLegs"));
    m_rest = windowBox(QStringLiteral("cleanRest"));
    m_hold = new QCheckBox(tr("Hold still joints"), cleanBox);
    m_hold->setObjectName(QStringLiteral("cleanHold"));
    m_loop = new QCheckBox(tr("The clip loops"), cleanBox);
    m_loop->setObjectName(QStringLiteral("cleanLoop"));
    cleanForm->addRow(tr("Legs window"), m_legs);
    cleanForm->addRow(tr("Rest window"), m_rest);
    cleanForm->addRow(m_hold);
    cleanForm->addRow(m_loop);

    auto* retargetBox = new QGroupBox(tr("Retarget"), this);
    auto* retargetForm = new QFormLayout(retargetBox);
    m_animation = new QLineEdit(retargetBox);
    m_animation->setObjectName(QStringLiteral("retargetName"));
    m_minScore = new QDoubleSpinBox(retargetBox);
    m_minScore->setObjectName(QStringLiteral("retargetMinScore"));
    m_minScore->setRange(0, 10);
    m_minScore->setSingleStep(0.05);
    m_minScore->setDecimals(2);
    m_minScore->setKeyboardTracking(false);
    retargetForm->addRow(tr("Animation"), m_animation);
    retargetForm->addRow(tr("Minimum score"), m_minScore);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(inputs);
    layout->addWidget(cleanBox);
    layout->addWidget(retargetBox);
    layout->addStretch(1);

    // Widgets only ask: the document makes the undoable command, and its change re-runs.
    connect(m_legs, &QComboBox::activated, this, [this](int i) {
        m_document->set(fields::cleanLegs, m_legs->itemData(i).toInt(), tr("Legs Window"));
    });
    connect(m_rest, &QComboBox::activated, this, [this](int i) {
        m_document->set(fields::cleanRest, m_rest->itemData(i).toInt(), tr("Rest Window"));
    });
    connect(m_hold, &QCheckBox::toggled, this, [this](bool on) { m_document->set(fields::cleanHold, on, tr("Hold Still Joints")); });
    connect(m_loop, &QCheckBox::toggled, this, [this](bool on) { m_document->set(fields::cleanLoop, on, tr("Loop")); });
    connect(m_animation, &QLineEdit::editingFinished, this, [this] {
        const QString name = m_animation->text().trimmed();
        if (name.isEmpty())
            return showProject();
        m_document->set(fields::retargetName, name.toStdString(), tr("Animation Name"));
    });
    connect(m_minScore, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        m_document->set(fields::retargetMinScore, value, tr("Minimum Score"), MergeId::MinScore);
    });
    // Leaving the spin box ends its run of steps: the next change is an undo step of its own.
    connect(m_minScore, &QDoubleSpinBox::editingFinished, m_document, &Document::closeMerge);
    connect(m_document, &Document::changed, this, &RunOptionsPanel::showProject);
    connect(m_document, &Document::projectReset, this, &RunOptionsPanel::showProject);
    showProject();
}

QComboBox* RunOptionsPanel::windowBox(const QString& name)
{
    auto* box = new QComboBox(this);
    box->setObjectName(name);
    for (int w : kWindows)
        box->addItem(w == 1 ? tr("1 (none)") : tr("%n frame(s)", nullptr, w), w);
    return box;
}

void RunOptionsPanel::showProject()
{
    const Project& p = m_document->project();
    const QString none = tr("none");
    showPath(m_sequence, p.sequence, none);
    showPath(m_rig, p.rig, none);
    showPath(m_map, p.map, none);
    showPath(m_frames, p.frames, none);
    const QSignalBlocker b1(m_legs), b2(m_rest), b3(m_hold), b4(m_loop), b5(m_animation), b6(m_minScore);
    const auto pick = [](QComboBox* box, int value) {
        const int i = box->findData(value);
        if (i < 0)
            box->addItem(QString::number(value), value);
        box->setCurrentIndex(box->findData(value));
    };
    pick(m_legs, p.clean.legs);
    pick(m_rest, p.clean.rest);
    m_hold->setChecked(p.clean.hold);
    m_loop->setChecked(p.clean.loop);
    m_animation->setText(QString::fromStdString(p.retarget.name));
    m_minScore->setValue(p.retarget.minScore);
}

}  // namespace rigpose::studio
