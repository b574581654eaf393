#include "run_options_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
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
#include "rigpose/clean/option_table.h"
#include "option_form.h"

namespace rigpose::studio {

namespace {

// clean's row labels, for lupdate: core has no Qt, so the catalogue learns them here, in the
// context the retarget's rows use (option_form.cpp).
[[maybe_unused]] constexpr const char* kCleanRowWords[] = {
    QT_TRANSLATE_NOOP("rigpose::options", "Legs Window"),       QT_TRANSLATE_NOOP("rigpose::options", "Rest Window"),
    QT_TRANSLATE_NOOP("rigpose::options", "Hold Still Joints"), QT_TRANSLATE_NOOP("rigpose::options", "Hold Speed"),
    QT_TRANSLATE_NOOP("rigpose::options", "Hold Reach"),        QT_TRANSLATE_NOOP("rigpose::options", "Loop"),
    QT_TRANSLATE_NOOP("rigpose::options", "Hips Inferred"),     QT_TRANSLATE_NOOP("rigpose::options", "Depth"),
    QT_TRANSLATE_NOOP("rigpose::options", "Clean Person"),
};

// A clean row's label: the studio's label and the undo step's name.
QString cleanLabel(const char* keyOrFlag)
{
    return QCoreApplication::translate("rigpose::options", clean::optionRow(keyOrFlag).label.c_str());
}

QString cleanTooltip(const clean::OptionRow& row)
{
    return QStringLiteral("--%1: %2").arg(QString::fromStdString(row.flag), QString::fromStdString(row.help));
}

// A window's combo: the row's picks, 1 shown as no smoothing.
QComboBox* windowBox(QWidget* parent, const QString& name, const clean::OptionRow& row)
{
    auto* box = new QComboBox(parent);
    box->setObjectName(name);
    for (int w : row.picks)
        box->addItem(w == 1 ? RunOptionsPanel::tr("1 (none)") : RunOptionsPanel::tr("%n frame(s)", nullptr, w), w);
    box->setToolTip(cleanTooltip(row));
    return box;
}

QDoubleSpinBox* numberBox(QWidget* parent, const QString& name, const clean::OptionRow& row)
{
    auto* box = new QDoubleSpinBox(parent);
    box->setObjectName(name);
    box->setRange(util::boxLowest(row), util::boxHighest(row));
    box->setSingleStep(row.step);
    box->setDecimals(row.decimals);
    box->setKeyboardTracking(false);
    box->setToolTip(cleanTooltip(row));
    return box;
}

QCheckBox* checkBox(QWidget* parent, const QString& name, const char* key)
{
    auto* box = new QCheckBox(cleanLabel(key), parent);
    box->setObjectName(name);
    box->setToolTip(cleanTooltip(clean::optionRow(key)));
    return box;
}

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

    // The retarget's rows, from its option table; the switch figures go in a box of their own.
    m_retargetForm = new OptionForm(document, this);
    auto* retargetBox = new QGroupBox(tr("Retarget"), this);
    auto* retargetForm = new QFormLayout(retargetBox);
    for (const stage::OptionRow& row : stage::optionTable())
        if (!isSwitchRow(row))
            m_retargetForm->addRow(retargetForm, row);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(inputs);
    layout->addWidget(cleanBox());
    layout->addWidget(retargetBox);
    layout->addWidget(switchBox());
    m_idleOptions = new IdleOptionsBox(document, this);
    layout->addWidget(m_idleOptions);
    layout->addStretch(1);

    // Widgets only ask: the document makes the undoable command, and its change re-runs.
    connect(m_legs, &QComboBox::activated, this,
            [this](int i) { m_document->set(fields::cleanLegs, m_legs->itemData(i).toInt(), cleanLabel("legs")); });
    connect(m_rest, &QComboBox::activated, this,
            [this](int i) { m_document->set(fields::cleanRest, m_rest->itemData(i).toInt(), cleanLabel("rest")); });
    connect(m_hold, &QCheckBox::toggled, this,
            [this](bool on) { m_document->set(fields::cleanHold, on, cleanLabel("hold")); });
    connect(m_loop, &QCheckBox::toggled, this,
            [this](bool on) { m_document->set(fields::cleanLoop, on, cleanLabel("loop")); });
    connect(m_holdSpeed, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        m_document->set(fields::cleanHoldSpeed, v, cleanLabel("hold-speed"), MergeId::HoldSpeed);
    });
    connect(m_holdReach, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        m_document->set(fields::cleanHoldReach, v, cleanLabel("hold-reach"), MergeId::HoldReach);
    });
    connect(m_hipsInferred, &QCheckBox::toggled, this,
            [this](bool on) { m_document->set(fields::cleanHipsInferred, on, cleanLabel("hips-inferred")); });
    connect(m_depth, &QComboBox::activated, this, [this](int i) {
        const QString gait = m_depth->itemData(i).toString();
        m_document->set(fields::cleanDepth, clean::gaitFromName(gait.toStdString()), cleanLabel("depth"));
    });
    const auto personOf = [](QComboBox* box, int i) {
        const QString id = box->itemData(i).toString();
        return id.isEmpty() ? std::optional<std::string>() : std::optional<std::string>(id.toStdString());
    };
    connect(m_cleanPerson, &QComboBox::activated, this, [this, personOf](int i) {
        m_document->set(fields::cleanPerson, personOf(m_cleanPerson, i), cleanLabel("person"));
    });
    for (QDoubleSpinBox* box : {m_holdSpeed, m_holdReach})
        connect(box, &QDoubleSpinBox::editingFinished, m_document, &Document::closeMerge);
    connect(m_document, &Document::changed, this, &RunOptionsPanel::showProject);
    connect(m_document, &Document::projectReset, this, &RunOptionsPanel::showProject);
    showProject();
}

QWidget* RunOptionsPanel::cleanBox()
{
    auto* box = new QGroupBox(tr("Clean (raw sequences)"), this);
    auto* form = new QFormLayout(box);
    m_legs = windowBox(box, QStringLiteral("cleanLegs"), clean::optionRow("legs"));
    m_rest = windowBox(box, QStringLiteral("cleanRest"), clean::optionRow("rest"));
    m_hold = checkBox(box, QStringLiteral("cleanHold"), "hold");
    m_loop = checkBox(box, QStringLiteral("cleanLoop"), "loop");
    m_holdSpeed = numberBox(box, QStringLiteral("cleanHoldSpeed"), clean::optionRow("hold-speed"));
    m_holdReach = numberBox(box, QStringLiteral("cleanHoldReach"), clean::optionRow("hold-reach"));
    m_hipsInferred = checkBox(box, QStringLiteral("cleanHipsInferred"), "hips-inferred");
    // The depth's choices are the row's words, shown as what they derive; first, off.
    const clean::OptionRow& depth = clean::optionRow("depth");
    m_depth = new QComboBox(box);
    m_depth->setObjectName(QStringLiteral("cleanDepth"));
    m_depth->addItem(tr("off"), QString());
    for (const std::string& gait : depth.choices)
        m_depth->addItem(gait == "walk" ? tr("derived for a walk") : tr("derived for a run"),
                         QString::fromStdString(gait));
    m_depth->setToolTip(cleanTooltip(depth));
    m_cleanPerson = new QComboBox(box);
    m_cleanPerson->setObjectName(QStringLiteral("cleanPerson"));
    m_cleanPerson->setToolTip(cleanTooltip(clean::optionRow("person")));
    form->addRow(cleanLabel("legs"), m_legs);
    form->addRow(cleanLabel("rest"), m_rest);
    form->addRow(m_hold);
    form->addRow(cleanLabel("hold-speed"), m_holdSpeed);
    form->addRow(cleanLabel("hold-reach"), m_holdReach);
    form->addRow(m_loop);
    form->addRow(m_hipsInferred);
    form->addRow(cleanLabel("depth"), m_depth);
    form->addRow(cleanLabel("person"), m_cleanPerson);
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
    for (auto [box, key] : {std::pair{m_holdSpeed, "hold-speed"}, std::pair{m_holdReach, "hold-reach"}})
        box->setEnabled(!util::unmetNeed(clean::optionTable(), clean::optionRow(key), p.clean));
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
