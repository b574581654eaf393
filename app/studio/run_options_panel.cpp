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
#include "rigpose/retarget/option_bounds.h"

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
    m_retargetPerson = new QComboBox(retargetBox);
    m_retargetPerson->setObjectName(QStringLiteral("retargetPerson"));
    m_shortOn = new QCheckBox(tr("Hold short segments"), retargetBox);
    m_shortOn->setObjectName(QStringLiteral("retargetShortOn"));
    m_short = numberBox(QStringLiteral("retargetShort"), 0.01, 1, 0.05, 2);
    m_short->setValue(0.5);  // what the box offers when the guard is turned on
    m_flipOn = new QCheckBox(tr("Spread one-frame flips"), retargetBox);
    m_flipOn->setObjectName(QStringLiteral("retargetFlipOn"));
    m_flip = numberBox(QStringLiteral("retargetFlip"), 1, 179, 5, 1);
    m_flip->setValue(60);
    m_bends = new QComboBox(retargetBox);
    m_bends->setObjectName(QStringLiteral("retargetBends"));
    m_bends->addItem(tr("refuse"), QStringLiteral("refuse"));
    m_bends->addItem(tr("clamp"), QStringLiteral("clamp"));
    m_animation->setToolTip(tr("--animation: the name of the animation written"));
    m_minScore->setToolTip(tr("--min-score: a joint scored under this holds its last good value (default 0.3)"));
    m_retargetPerson->setToolTip(tr("--person: whom to retarget when the sequence holds more than one person"));
    m_shortOn->setToolTip(
        tr("--short: a segment drawn shorter than this share of its median length (pointing at the "
           "camera) has its angle interpolated rather than read"));
    m_flipOn->setToolTip(
        tr("--flip: a segment that turns more than this many degrees in one frame is spread over "
           "the frames around the jump"));
    m_bends->setToolTip(tr("--bends: a hinge bent against its side is refused (refuse) or straightened (clamp)"));
    retargetForm->addRow(tr("Animation"), m_animation);
    retargetForm->addRow(tr("Minimum score"), m_minScore);
    retargetForm->addRow(tr("Person"), m_retargetPerson);
    retargetForm->addRow(m_shortOn, m_short);
    retargetForm->addRow(m_flipOn, m_flip);
    retargetForm->addRow(tr("Bends"), m_bends);

    m_plantFeet = new QCheckBox(tr("Plant feet"), retargetBox);
    m_plantFeet->setObjectName(QStringLiteral("retargetPlantFeet"));
    m_floorOn = new QCheckBox(tr("Floor"), retargetBox);
    m_floorOn->setObjectName(QStringLiteral("retargetFloorOn"));
    // A world y: a rig's units run from fractions to thousands, so the box is wide and fine.
    m_floor = numberBox(QStringLiteral("retargetFloor"), -100000, 100000, 1, 3);
    m_floor->setValue(0);
    m_stanceOn = new QCheckBox(tr("Stance"), retargetBox);
    m_stanceOn->setObjectName(QStringLiteral("retargetStanceOn"));
    m_stance = numberBox(QStringLiteral("retargetStance"), 0.001, 1, 0.01, 3);
    m_stance->setValue(0.07);  // the reference's figure, measured where both shoes stood flat
    m_stance->setSuffix(tr(" leg lengths"));
    m_plantFeet->setToolTip(
        tr("--plant-feet: the hip is placed so the supporting foot stays where it took support, "
           "instead of following the pose's hip"));
    m_floorOn->setToolTip(
        tr("--floor: the one floor's world y (up) every support is planted on; unset, it is read "
           "from the support spans (only with Plant feet)"));
    m_stanceOn->setToolTip(
        tr("--stance: both feet are planted while the free ankle is within this many leg lengths "
           "of the supporting one's height, the free leg stretched to reach it (only with Plant feet)"));
    m_floor->setToolTip(m_floorOn->toolTip());
    m_stance->setToolTip(m_stanceOn->toolTip());
    retargetForm->addRow(m_plantFeet);
    retargetForm->addRow(m_floorOn, m_floor);
    retargetForm->addRow(m_stanceOn, m_stance);

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
    connect(m_retargetPerson, &QComboBox::activated, this, [this, personOf](int i) {
        m_document->set(fields::retargetPerson, personOf(m_retargetPerson, i), tr("Retarget Person"));
    });
    connect(m_shortOn, &QCheckBox::toggled, this, [this](bool on) {
        m_document->set(fields::retargetShort, on ? std::optional<double>(m_short->value()) : std::nullopt,
                        tr("Short Segments"));
    });
    connect(m_short, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        m_document->set(fields::retargetShort, std::optional<double>(v), tr("Short Segments"), MergeId::ShortFraction);
    });
    connect(m_flipOn, &QCheckBox::toggled, this, [this](bool on) {
        m_document->set(fields::retargetFlip, on ? std::optional<double>(m_flip->value()) : std::nullopt,
                        tr("Flip Guard"));
    });
    connect(m_flip, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        m_document->set(fields::retargetFlip, std::optional<double>(v), tr("Flip Guard"), MergeId::FlipDegrees);
    });
    connect(m_bends, &QComboBox::activated, this, [this](int i) {
        const auto mode = retarget::bendModeFromName(m_bends->itemData(i).toString().toStdString());
        m_document->set(fields::retargetBends, mode.value_or(retarget::BendMode::Refuse), tr("Bends"));
    });
    connectFeet();
    for (QDoubleSpinBox* box :
         {m_holdSpeed, m_holdReach, m_short, m_flip, m_floor, m_stance, m_switchTolerance, m_switchMin})
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
    const QSignalBlocker b7(m_holdSpeed), b8(m_holdReach), b9(m_hipsInferred), b10(m_depth), b11(m_cleanPerson),
        b12(m_retargetPerson), b13(m_shortOn), b14(m_short), b15(m_flipOn), b16(m_flip), b17(m_bends);
    m_holdSpeed->setValue(p.clean.holdParams.speed);
    m_holdReach->setValue(p.clean.holdParams.reach);
    // The hold's figures tune the hold; off, they mean nothing (the CLI refuses them then).
    m_holdSpeed->setEnabled(p.clean.hold);
    m_holdReach->setEnabled(p.clean.hold);
    m_hipsInferred->setChecked(p.clean.hipsInferred);
    m_depth->setCurrentIndex(std::max(
        0, m_depth->findData(p.clean.depth ? QString::fromUtf8(clean::gaitName(*p.clean.depth).data()) : QString())));
    fillPeople(m_cleanPerson, p.clean.person);
    fillPeople(m_retargetPerson, p.retarget.person);
    m_shortOn->setChecked(p.retarget.shortFraction.has_value());
    m_short->setEnabled(p.retarget.shortFraction.has_value());
    if (p.retarget.shortFraction)
        m_short->setValue(*p.retarget.shortFraction);
    m_flipOn->setChecked(p.retarget.flipDegrees.has_value());
    m_flip->setEnabled(p.retarget.flipDegrees.has_value());
    if (p.retarget.flipDegrees)
        m_flip->setValue(*p.retarget.flipDegrees);
    m_bends->setCurrentIndex(
        std::max(0, m_bends->findData(QString::fromUtf8(retarget::bendModeName(p.retarget.bends).data()))));
    showFeet();
    showSwitches();
}

QWidget* RunOptionsPanel::switchBox()
{
    auto* box = new QGroupBox(tr("Alternate drawings"), this);
    box->setObjectName(QStringLiteral("switchOptions"));
    auto* form = new QFormLayout(box);
    m_switchTolerance = numberBox(QStringLiteral("retargetSwitchTolerance"), 0.1, 179.9, 1, 1);
    m_switchTolerance->setSuffix(QStringLiteral("\u00b0"));
    m_switchMin = numberBox(QStringLiteral("retargetSwitchMin"), 0, 60, 0.05, 3);
    m_switchMin->setSuffix(tr(" s"));
    m_switchTolerance->setToolTip(
        tr("--switch-tolerance: a set shows where the pose is within this many degrees of its "
           "key skeleton, and leaves 15\u00b0 past it (default 25)"));
    m_switchMin->setToolTip(
        tr("--switch-min: a set that would show for less than this many seconds is held back "
           "(SWITCH-MIN; default 0.25, 0 keeps every run)"));
    m_switchNote = new QLabel(box);
    m_switchNote->setObjectName(QStringLiteral("switchNote"));
    m_switchNote->setWordWrap(true);
    form->addRow(tr("Switch tolerance"), m_switchTolerance);
    form->addRow(tr("Switch minimum"), m_switchMin);
    form->addRow(m_switchNote);
    connect(m_switchTolerance, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        m_document->set(fields::retargetSwitchTolerance, v, tr("Switch Tolerance"), MergeId::SwitchTolerance);
    });
    connect(m_switchMin, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        m_document->set(fields::retargetSwitchMin, v, tr("Switch Minimum"), MergeId::SwitchMin);
    });
    return box;
}

void RunOptionsPanel::showSwitches()
{
    const retarget::Options& o = m_document->project().retarget;
    const QSignalBlocker b1(m_switchTolerance), b2(m_switchMin);
    m_switchTolerance->setValue(o.switchTolerance);
    m_switchMin->setValue(o.switchMin);
    // Kept and saved either way, as the CLI takes the flags either way; they only steer a map
    // with sets.
    const nlohmann::ordered_json* map = m_document->mapJson();
    const bool sets = map && map->is_object() && map->contains("alternates");
    m_switchNote->setText(sets ? QString() : tr("The map has no alternate drawings: these are not read."));
    m_switchNote->setVisible(!sets);
}

void RunOptionsPanel::connectFeet()
{
    connect(m_plantFeet, &QCheckBox::toggled, this,
            [this](bool on) { m_document->set(fields::retargetPlantFeet, on, tr("Plant Feet")); });
    connect(m_floorOn, &QCheckBox::toggled, this, [this](bool on) {
        m_document->set(fields::retargetFloor, on ? std::optional<double>(m_floor->value()) : std::nullopt,
                        tr("Floor"));
    });
    connect(m_floor, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        m_document->set(fields::retargetFloor, std::optional<double>(v), tr("Floor"), MergeId::FloorY);
    });
    connect(m_stanceOn, &QCheckBox::toggled, this, [this](bool on) {
        m_document->set(fields::retargetStance, on ? std::optional<double>(m_stance->value()) : std::nullopt,
                        tr("Stance"));
    });
    connect(m_stance, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        m_document->set(fields::retargetStance, std::optional<double>(v), tr("Stance"), MergeId::StanceTolerance);
    });
}

void RunOptionsPanel::showFeet()
{
    const retarget::Options& o = m_document->project().retarget;
    const QSignalBlocker b1(m_plantFeet), b2(m_floorOn), b3(m_floor), b4(m_stanceOn), b5(m_stance);
    m_plantFeet->setChecked(o.plantFeet);
    // The floor and the stance tune the plant: without it they are kept but not run, as the CLI
    // refuses --floor and --stance without --plant-feet.
    m_floorOn->setEnabled(o.plantFeet);
    m_floorOn->setChecked(o.floor.has_value());
    m_floor->setEnabled(o.plantFeet && o.floor.has_value());
    if (o.floor)
        m_floor->setValue(*o.floor);
    m_stanceOn->setEnabled(o.plantFeet);
    m_stanceOn->setChecked(o.stance.has_value());
    m_stance->setEnabled(o.plantFeet && o.stance.has_value());
    if (o.stance)
        m_stance->setValue(*o.stance);
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
