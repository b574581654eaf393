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
#include "idle_options_box.h"
#include "rigpose/clean/depth.h"
#include "option_form.h"

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

// The alternate drawings' figures, shown in a box of their own.
bool isSwitchRow(const stage::OptionRow& row) { return row.key == "switchTolerance" || row.key == "switchMin"; }

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
    m_holdSpeed = numberBox(QStringLiteral("cleanHoldSpeed"), 0.001, 1, 0.005, 3);
    m_holdReach = numberBox(QStringLiteral("cleanHoldReach"), 0.001, 1, 0.005, 3);
    m_hipsInferred = new QCheckBox(tr("Hips may be inferred"), cleanBox);
    m_hipsInferred->setObjectName(QStringLiteral("cleanHipsInferred"));
    m_depth = new QComboBox(cleanBox);
    m_depth->setObjectName(QStringLiteral("cleanDepth"));
    m_depth->addItem(tr("off"), QString());
    m_depth->addItem(tr("derived for a walk"), QStringLiteral("walk"));
    m_depth->addItem(tr("derived for a run"), QStringLiteral("run"));
    m_cleanPerson = new QComboBox(cleanBox);
    m_cleanPerson->setObjectName(QStringLiteral("cleanPerson"));
    m_legs->setToolTip(tr("--legs: the smoothing window over the hips, knees and ankles, in frames (1: none)"));
    m_rest->setToolTip(tr("--rest: the smoothing window over every other joint, in frames (1: none)"));
    m_hold->setToolTip(
        tr("--hold: a joint that stays still for at least half a second is held exactly still "
           "(--hold off turns it off)"));
    m_holdSpeed->setToolTip(
        tr("--hold-speed: a joint moving less than this many trunk lengths a frame counts as still "
           "(default 0.015)"));
    m_holdReach->setToolTip(
        tr("--hold-reach: a held joint stays within this many trunk lengths of where it is held "
           "(default 0.03)"));
    m_loop->setToolTip(
        tr("--loop: the clip loops, so the smoothing windows run across its seam instead of being cut at "
           "the ends"));
    m_hipsInferred->setToolTip(
        tr("--hips-inferred: the hips cannot be seen (a skirt, a cloak): they are marked inferred on every frame, "
           "and the hip tilt is not read"));
    m_depth->setToolTip(tr("--depth: derive each limb's depth from its foreshortening, for a walk or a run"));
    m_cleanPerson->setToolTip(tr("--person: whom to clean when the sequence holds more than one person"));
    cleanForm->addRow(tr("Legs window"), m_legs);
    cleanForm->addRow(tr("Rest window"), m_rest);
    cleanForm->addRow(m_hold);
    cleanForm->addRow(tr("Hold speed"), m_holdSpeed);
    cleanForm->addRow(tr("Hold reach"), m_holdReach);
    cleanForm->addRow(m_loop);
    cleanForm->addRow(m_hipsInferred);
    cleanForm->addRow(tr("Depth"), m_depth);
    cleanForm->addRow(tr("Person"), m_cleanPerson);

    // The retarget's rows, from its option table; the switch figures go in a box of their own.
    m_retargetForm = new OptionForm(document, this);
    auto* retargetBox = new QGroupBox(tr("Retarget"), this);
    auto* retargetForm = new QFormLayout(retargetBox);
    for (const stage::OptionRow& row : stage::optionTable())
        if (!isSwitchRow(row))
            m_retargetForm->addRow(retargetForm, row);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(inputs);
    layout->addWidget(cleanBox);
    layout->addWidget(retargetBox);
    layout->addWidget(switchBox());
    m_idleOptions = new IdleOptionsBox(document, this);
    layout->addWidget(m_idleOptions);
    layout->addStretch(1);

    // Widgets only ask: the document makes the undoable command, and its change re-runs.
    connect(m_legs, &QComboBox::activated, this,
            [this](int i) { m_document->set(fields::cleanLegs, m_legs->itemData(i).toInt(), tr("Legs Window")); });
    connect(m_rest, &QComboBox::activated, this,
            [this](int i) { m_document->set(fields::cleanRest, m_rest->itemData(i).toInt(), tr("Rest Window")); });
    connect(m_hold, &QCheckBox::toggled, this,
            [this](bool on) { m_document->set(fields::cleanHold, on, tr("Hold Still Joints")); });
    connect(m_loop, &QCheckBox::toggled, this, [this](bool on) { m_document->set(fields::cleanLoop, on, tr("Loop")); });
    connect(m_holdSpeed, &QDoubleSpinBox::valueChanged, this,
            [this](double v) { m_document->set(fields::cleanHoldSpeed, v, tr("Hold Speed"), MergeId::HoldSpeed); });
    connect(m_holdReach, &QDoubleSpinBox::valueChanged, this,
            [this](double v) { m_document->set(fields::cleanHoldReach, v, tr("Hold Reach"), MergeId::HoldReach); });
    connect(m_hipsInferred, &QCheckBox::toggled, this,
            [this](bool on) { m_document->set(fields::cleanHipsInferred, on, tr("Hips Inferred")); });
    connect(m_depth, &QComboBox::activated, this, [this](int i) {
        const QString gait = m_depth->itemData(i).toString();
        m_document->set(fields::cleanDepth, clean::gaitFromName(gait.toStdString()), tr("Depth"));
    });
    const auto personOf = [](QComboBox* box, int i) {
        const QString id = box->itemData(i).toString();
        return id.isEmpty() ? std::optional<std::string>() : std::optional<std::string>(id.toStdString());
    };
    connect(m_cleanPerson, &QComboBox::activated, this, [this, personOf](int i) {
        m_document->set(fields::cleanPerson, personOf(m_cleanPerson, i), tr("Clean Person"));
    });
    for (QDoubleSpinBox* box : {m_holdSpeed, m_holdReach})
        connect(box, &QDoubleSpinBox::editingFinished, m_document, &Document::closeMerge);
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
    const QSignalBlocker b1(m_legs), b2(m_rest), b3(m_hold), b4(m_loop);
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
    const QSignalBlocker b7(m_holdSpeed), b8(m_holdReach), b9(m_hipsInferred), b10(m_depth), b11(m_cleanPerson),
        b12(m_retargetForm->personBox());
    m_holdSpeed->setValue(p.clean.holdParams.speed);
    m_holdReach->setValue(p.clean.holdParams.reach);
    // The hold's figures tune the hold; off, they mean nothing (the CLI refuses them then).
    m_holdSpeed->setEnabled(p.clean.hold);
    m_holdReach->setEnabled(p.clean.hold);
    m_hipsInferred->setChecked(p.clean.hipsInferred);
    m_depth->setCurrentIndex(std::max(
        0, m_depth->findData(p.clean.depth ? QString::fromUtf8(clean::gaitName(*p.clean.depth).data()) : QString())));
    fillPeople(m_cleanPerson, p.clean.person);
    fillPeople(m_retargetForm->personBox(), p.retarget.person);
    m_retargetForm->show();
    showSwitches();
}

QWidget* RunOptionsPanel::switchBox()
{
    auto* box = new QGroupBox(tr("Alternate drawings"), this);
    box->setObjectName(QStringLiteral("switchOptions"));
    auto* form = new QFormLayout(box);
    for (const stage::OptionRow& row : stage::optionTable())
        if (isSwitchRow(row))
            m_retargetForm->addRow(form, row);
    m_switchNote = new QLabel(box);
    m_switchNote->setObjectName(QStringLiteral("switchNote"));
    m_switchNote->setWordWrap(true);
    form->addRow(m_switchNote);
    return box;
}

void RunOptionsPanel::showSwitches()
{
    // Kept and saved either way, as the CLI takes the flags either way; they only steer a map
    // with sets.
    const nlohmann::ordered_json* map = m_document->mapJson();
    const bool sets = map && map->is_object() && map->contains("alternates");
    m_switchNote->setText(sets ? QString() : tr("The map has no alternate drawings: these are not read."));
    m_switchNote->setVisible(!sets);
}

QDoubleSpinBox* RunOptionsPanel::numberBox(const QString& name, double lowest, double highest, double step,
                                           int decimals)
{
    auto* box = new QDoubleSpinBox(this);
    box->setObjectName(name);
    box->setRange(lowest, highest);
    box->setSingleStep(step);
    box->setDecimals(decimals);
    box->setKeyboardTracking(false);
    return box;
}

void RunOptionsPanel::setPeople(const QStringList& people)
{
    m_people = people;
    showProject();
}

void RunOptionsPanel::fillPeople(QComboBox* box, const std::optional<std::string>& chosen)
{
    box->clear();
    box->addItem(m_people.isEmpty() ? tr("the only one") : tr("the first (%1)").arg(m_people.front()), QString());
    QStringList ids = m_people;
    if (chosen && !ids.contains(QString::fromStdString(*chosen)))
        ids << QString::fromStdString(*chosen);  // named by the project, not in this sequence: refused by the run
    for (const QString& id : ids)
        box->addItem(id, id);
    box->setCurrentIndex(chosen ? box->findData(QString::fromStdString(*chosen)) : 0);
}

}  // namespace rigpose::studio
