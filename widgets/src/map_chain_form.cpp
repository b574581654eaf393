#include "rigpose/widgets/map_chain_form.h"

#include <QAbstractItemModel>
#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include "rigpose/body/body18.h"
#include "rigpose/widgets/map_columns.h"
#include "rigpose/widgets/range_slider.h"
#include "combo_choices.h"

namespace rigpose::widgets {

namespace mc = map_columns;

QStringList mapPointNames()
{
    QStringList out;
    for (std::string_view name : body::kJointNames)
        out << QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()));
    out << QStringLiteral("mid_hip") << QStringLiteral("mid_shoulder");
    return out;
}

namespace {

// The joint a limb goes on to, so Add Bone proposes the segment an animator means most often.
QString nextJoint(const QString& joint)
{
    static const QHash<QString, QString> next = {
        {QStringLiteral("r_shoulder"), QStringLiteral("r_elbow")},
        {QStringLiteral("r_elbow"), QStringLiteral("r_wrist")},
        {QStringLiteral("l_shoulder"), QStringLiteral("l_elbow")},
        {QStringLiteral("l_elbow"), QStringLiteral("l_wrist")},
        {QStringLiteral("r_hip"), QStringLiteral("r_knee")},
        {QStringLiteral("r_knee"), QStringLiteral("r_ankle")},
        {QStringLiteral("l_hip"), QStringLiteral("l_knee")},
        {QStringLiteral("l_knee"), QStringLiteral("l_ankle")},
        {QStringLiteral("mid_hip"), QStringLiteral("neck")},
        {QStringLiteral("neck"), QStringLiteral("nose")},
    };
    return next.value(joint);
}

}  // namespace

MapChainForm::MapChainForm(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* head = new QFormLayout;
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("chainName"));
    head->addRow(tr("&Name"), m_name);
    layout->addLayout(head);

    m_gridHolder = new QWidget(this);
    m_grid = new QGridLayout(m_gridHolder);
    m_grid->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_gridHolder);
    m_pickGroup = new QButtonGroup(this);

    auto* bonesRow = new QHBoxLayout;
    m_addBone = new QPushButton(tr("Add Bone"), this);
    m_removeBone = new QPushButton(tr("Remove Last Bone"), this);
    bonesRow->addWidget(m_addBone);
    bonesRow->addWidget(m_removeBone);
    bonesRow->addStretch();
    layout->addLayout(bonesRow);

    auto* options = new QFormLayout;
    m_bend = new QComboBox(this);
    m_bend->setObjectName(QStringLiteral("chainBend"));
    m_bend->addItem(tr("rest (the rig's rest pose says the side)"), QStringLiteral("rest"));
    m_bend->addItem(tr("ccw"), QStringLiteral("ccw"));
    m_bend->addItem(tr("cw"), QStringLiteral("cw"));
    m_bend->addItem(tr("free (any side; right for arms seen from the front)"), QStringLiteral("free"));
    m_bend->setToolTip(tr("Which way the chain's inner joints may bend"));
    m_reach = new QCheckBox(tr("Aim from the posed origin at the segment's end"), this);
    m_reach->setToolTip(tr("reach: a one-bone chain from the translated joint (a trunk from mid_hip)"));
    m_nod = new QComboBox(this);
    m_nod->addItem(tr("read (default)"), QVariant());
    m_nod->addItem(tr("read"), true);
    m_nod->addItem(tr("off: no nod keyed"), false);
    m_nod->setToolTip(tr("nod: only on the chain carrying the eye line (r_eye, l_eye)"));
    // The run's --reduce tolerance for this chain alone (the legs tight while the trunk is thinned).
    m_reduceOwn = new QCheckBox(tr("Own"), this);
    m_reduceOwn->setObjectName(QStringLiteral("chainReduceOwn"));
    m_reduce = new QDoubleSpinBox(this);
    m_reduce->setObjectName(QStringLiteral("chainReduce"));
    m_reduce->setRange(0.01, 179.99);
    m_reduce->setDecimals(2);
    m_reduce->setSingleStep(0.1);
    m_reduce->setSuffix(QStringLiteral("°"));
    m_reduce->setKeyboardTracking(false);
    m_reduce->setToolTip(tr("The most this chain's bones may leave their dense world aim, on any frame"));
    auto* reduceRow = new QHBoxLayout;
    reduceRow->addWidget(m_reduceOwn);
    reduceRow->addWidget(m_reduce, 1);
    options->addRow(tr("&Bend"), m_bend);
    options->addRow(tr("Reach"), m_reach);
    options->addRow(tr("N&od"), m_nod);
    options->addRow(tr("Reduce within"), reduceRow);
    layout->addLayout(options);

    m_problems = new QLabel(this);
    m_problems->setObjectName(QStringLiteral("chainProblems"));
    m_problems->setWordWrap(true);
    m_problems->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problems->setStyleSheet(QStringLiteral("color: #b3261e"));
    layout->addWidget(m_problems);
    layout->addStretch();

    connect(m_name, &QLineEdit::textEdited, this, [this](const QString& text) { edit(mc::Name, text, true); });
    connect(m_name, &QLineEdit::editingFinished, this, &MapChainForm::finishEdit);
    connect(m_bend, &QComboBox::activated, this, [this] { edit(mc::Bend, m_bend->currentData()); });
    connect(m_reach, &QCheckBox::clicked, this, [this](bool on) { edit(mc::Reach, on); });
    connect(m_nod, &QComboBox::activated, this, [this] { edit(mc::Nod, m_nod->currentData()); });
    connect(m_reduceOwn, &QCheckBox::clicked, this, [this](bool own) {
        emit reduceToleranceEdited(own ? std::optional<double>(m_reduce->value()) : std::nullopt, false);
    });
    connect(m_reduce, &QDoubleSpinBox::valueChanged, this, [this](double degrees) {
        if (m_reduceOwn->isChecked())
            emit reduceToleranceEdited(degrees, true);
    });
    connect(m_addBone, &QPushButton::clicked, this, &MapChainForm::addBone);
    connect(m_removeBone, &QPushButton::clicked, this, &MapChainForm::removeLastBone);
    connect(m_pickGroup, &QButtonGroup::idClicked, this, [this](int k) { setPickRow(k); });
    setRow(-1);
}

void MapChainForm::setModel(QAbstractItemModel* model)
{
    m_model = model;
    refresh();
}

void MapChainForm::setRow(int row)
{
    if (row != m_row)
        m_pickRow = -1;
    m_row = row;
    refresh();
}

void MapChainForm::setReduceTolerance(bool reducing, double every, std::optional<double> own)
{
    const QSignalBlocker blockOwn(m_reduceOwn), blockValue(m_reduce);
    m_reduceOwn->setEnabled(reducing && m_row >= 0);
    m_reduceOwn->setChecked(reducing && own.has_value());
    m_reduce->setEnabled(reducing && own.has_value() && m_row >= 0);
    m_reduce->setValue(own.value_or(every));
    m_reduceOwn->setToolTip(reducing ? tr("Reduce this chain's keys within a tolerance of its own (a run option, "
                                          "--reduce deg,chain=deg); off: within every chain's %1°")
                                           .arg(every)
                                     : tr("Turn on Reduce Keys in the run options to give this chain a tolerance "
                                          "of its own"));
}

void MapChainForm::setRigBones(RigBoneList bones)
{
    m_rig = std::move(bones);
    refresh();
}

QVariant MapChainForm::value(int column) const
{
    if (!m_model || m_row < 0 || m_row >= m_model->rowCount())
        return {};
    return m_model->data(m_model->index(m_row, column), Qt::EditRole);
}

void MapChainForm::edit(int column, const QVariant& value, bool continuing)
{
    if (m_filling || !m_model || m_row < 0 || m_row >= m_model->rowCount())
        return;
    m_model->setData(m_model->index(m_row, column), value,
                     continuing ? int(mc::ContinuousEditRole) : int(Qt::EditRole));
}

void MapChainForm::editFields(const std::vector<std::pair<int, QVariant>>& fields)
{
    if (m_filling || !m_model || m_row < 0 || m_row >= m_model->rowCount())
        return;
    QVariantMap values;
    for (const auto& [column, v] : fields)
        values.insert(QString::number(column), v);
    m_model->setData(m_model->index(m_row, mc::Name), values, mc::FieldsRole);
}

void MapChainForm::finishEdit()
{
    if (m_model)
        m_model->submit();
}

QComboBox* MapChainForm::boneBox(int k) const
{
    return k >= 0 && k < static_cast<int>(m_rows.size()) ? m_rows[static_cast<std::size_t>(k)].bone : nullptr;
}

QComboBox* MapChainForm::jointBox(int k) const
{
    if (k == static_cast<int>(m_rows.size()))
        return m_lastJoint;
    return k >= 0 && k < static_cast<int>(m_rows.size()) ? m_rows[static_cast<std::size_t>(k)].joint : nullptr;
}

QComboBox* MapChainForm::aimBox(int k) const
{
    return k >= 0 && k < static_cast<int>(m_rows.size()) ? m_rows[static_cast<std::size_t>(k)].aim : nullptr;
}

RangeSlider* MapChainForm::rangeSlider(int k) const
{
    return k >= 0 && k < static_cast<int>(m_rows.size()) ? m_rows[static_cast<std::size_t>(k)].slider : nullptr;
}

QCheckBox* MapChainForm::rangeCheck(int k) const
{
    return k >= 0 && k < static_cast<int>(m_rows.size()) ? m_rows[static_cast<std::size_t>(k)].ranged : nullptr;
}

void MapChainForm::setPickRow(int bone)
{
    const int count = static_cast<int>(m_rows.size());
    const int k = count == 0 ? -1 : std::clamp(bone, 0, count - 1);
    if (k >= 0)
        if (QAbstractButton* b = m_pickGroup->button(k); b && !b->isChecked())
            b->setChecked(true);
    if (k == m_pickRow)
        return;
    m_pickRow = k;
    emit pickRowChanged(k);
}

bool MapChainForm::pickBone(const QString& bone)
{
    if (!m_model || m_row < 0 || m_row >= m_model->rowCount())
        return false;
    if (m_pickRow < 0) {
        QStringList bones = value(mc::Bones).toStringList();
        bones << bone;
        edit(mc::Bones, bones);
        return true;
    }
    editBone(m_pickRow, bone);
    return true;
}

void MapChainForm::rebuildRows(int bones)
{
    // Rebuilt only when the count of bones changes; edits in place otherwise keep the focus.
    while (QLayoutItem* item = m_grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_rows.clear();
    m_lastJoint = nullptr;
    const QStringList headers = {QString(), tr("From joint"), tr("Bone"), tr("Aim")};
    for (int c = 0; c < headers.size(); ++c)
        m_grid->addWidget(new QLabel(headers[c], m_gridHolder), 0, c);
    for (int k = 0; k < bones; ++k) {
        BoneRow r;
        r.pick = new QRadioButton(m_gridHolder);
        r.pick->setToolTip(tr("A bone clicked in the viewport goes here"));
        m_pickGroup->addButton(r.pick, k);
        r.joint = editableCombo(m_gridHolder);
        r.bone = editableCombo(m_gridHolder);
        r.bone->setObjectName(QStringLiteral("chainBone%1").arg(k));
        r.aim = editableCombo(m_gridHolder);
        r.aim->setToolTip(
            tr("x: the bone's own axis; a bone (or bone:tip, or a+b): from the bone's origin to that "
               "point; a>b: from point a to point b"));
        r.ranged = new QCheckBox(tr("Range"), m_gridHolder);
        r.ranged->setToolTip(tr("Clamp this bone's key to a range of rotate-key degrees"));
        r.min = new QDoubleSpinBox(m_gridHolder);
        r.max = new QDoubleSpinBox(m_gridHolder);
        for (QDoubleSpinBox* s : {r.min, r.max}) {
            s->setRange(-360, 360);
            s->setDecimals(1);
            s->setKeyboardTracking(false);
        }
        r.slider = new RangeSlider(m_gridHolder);
        r.slider->setObjectName(QStringLiteral("chainRange%1").arg(k));
        // Two lines a bone: what it carries, then its range, so the form fits a side dock.
        const int row = 2 * k + 1;
        m_grid->addWidget(r.pick, row, 0);
        m_grid->addWidget(r.joint, row, 1);
        m_grid->addWidget(r.bone, row, 2);
        m_grid->addWidget(r.aim, row, 3);
        auto* rangeLine = new QHBoxLayout;
        rangeLine->addWidget(r.ranged);
        rangeLine->addWidget(r.min);
        rangeLine->addWidget(r.slider, 1);
        rangeLine->addWidget(r.max);
        m_grid->addLayout(rangeLine, row + 1, 1, 1, 3);
        connect(r.joint, &QComboBox::textActivated, this, [this, k](const QString& t) { editJoint(k, t); });
        connect(r.bone, &QComboBox::textActivated, this, [this, k](const QString& t) { editBone(k, t); });
        connect(r.aim, &QComboBox::textActivated, this, [this, k](const QString& t) { editAim(k, t); });
        connect(r.ranged, &QCheckBox::clicked, this, [this, k](bool on) {
            const BoneRow& row = m_rows[static_cast<std::size_t>(k)];
            editRange(k, on, row.min->value(), row.max->value(), false);
        });
        const auto spun = [this, k] {
            const BoneRow& row = m_rows[static_cast<std::size_t>(k)];
            editRange(k, true, row.min->value(), row.max->value(), false);
        };
        connect(r.min, &QDoubleSpinBox::valueChanged, this, spun);
        connect(r.max, &QDoubleSpinBox::valueChanged, this, spun);
        connect(r.slider, &RangeSlider::rangeEdited, this,
                [this, k](double lo, double hi) { editRange(k, true, lo, hi, true); });
        connect(r.slider, &RangeSlider::dragFinished, this, &MapChainForm::finishEdit);
        m_rows.push_back(r);
    }
    m_lastJoint = editableCombo(m_gridHolder);
    m_grid->addWidget(new QLabel(tr("to"), m_gridHolder), 2 * bones + 1, 0);
    m_grid->addWidget(m_lastJoint, 2 * bones + 1, 1);
    connect(m_lastJoint, &QComboBox::textActivated, this, [this, bones](const QString& t) { editJoint(bones, t); });
    m_grid->setColumnStretch(2, 1);
    m_grid->setColumnStretch(3, 1);
}

void MapChainForm::fillRow(int k, const QStringList& bones, const QStringList& joints, const QStringList& aims,
                           const QVariantMap& ranges)
{
    BoneRow& r = m_rows[static_cast<std::size_t>(k)];
    const QStringList points = mapPointNames();
    setChoices(r.joint, points, joints.value(k));
    const int above = k > 0 ? m_rig.indexOf(bones.value(k - 1)) : -1;
    setChoices(r.bone, k > 0 && above >= 0 ? m_rig.below(above) : m_rig.names, bones.value(k));
    QStringList aimChoices = {QStringLiteral("x")};
    for (const QString& b : m_rig.subtree(m_rig.indexOf(bones.value(k))))
        aimChoices << b << b + QStringLiteral(":tip");
    if (m_rig.indexOf(bones.value(k)) < 0)
        aimChoices = {QStringLiteral("x")};
    setChoices(r.aim, aimChoices, aims.value(k, QStringLiteral("x")));
    const QVariantList range = ranges.value(bones.value(k)).toList();
    const bool ranged = range.size() == 2;
    const double lo = ranged ? range[0].toDouble() : -180, hi = ranged ? range[1].toDouble() : 180;
    const QSignalBlocker b1(r.ranged), b2(r.min), b3(r.max), b4(r.slider);
    r.ranged->setChecked(ranged);
    r.min->setValue(lo);
    r.max->setValue(hi);
    if (!r.slider->isDragging())
        r.slider->setRange(lo, hi);
    r.min->setEnabled(ranged);
    r.max->setEnabled(ranged);
}

void MapChainForm::refresh()
{
    const bool shown = m_model && m_row >= 0 && m_row < m_model->rowCount();
    setEnabled(shown);
    m_filling = true;
    const QStringList bones = value(mc::Bones).toStringList();
    const QStringList joints = value(mc::Joints).toStringList();
    const QStringList aims = value(mc::Aim).toStringList();
    const QVariantMap ranges = value(mc::Range).toMap();
    if (static_cast<int>(m_rows.size()) != bones.size() || !m_lastJoint)
        rebuildRows(static_cast<int>(bones.size()));
    for (int k = 0; k < bones.size(); ++k)
        fillRow(k, bones, joints, aims, ranges);
    setChoices(m_lastJoint, mapPointNames(), joints.value(bones.size()));
    {
        const QString name = value(mc::Name).toString();
        const QSignalBlocker block(m_name);
        if (m_name->text() != name)
            m_name->setText(name);
        const QSignalBlocker blockBend(m_bend);
        const int bend = m_bend->findData(value(mc::Bend).toString().isEmpty() ? QStringLiteral("rest")
                                                                               : value(mc::Bend).toString());
        m_bend->setCurrentIndex(std::max(0, bend));
        const QSignalBlocker blockReach(m_reach);
        m_reach->setChecked(value(mc::Reach).toBool());
        const QSignalBlocker blockNod(m_nod);
        const QVariant nod = value(mc::Nod);
        m_nod->setCurrentIndex(!nod.isValid() ? 0 : nod.toBool() ? 1 : 2);
    }
    m_removeBone->setEnabled(bones.size() > 1);
    const QStringList problems =
        shown ? m_model->data(m_model->index(m_row, mc::Problems), mc::ProblemsRole).toStringList() : QStringList();
    m_problems->setText(problems.join(QLatin1Char('\n')));
    m_problems->setVisible(!problems.isEmpty());
    m_filling = false;
    setPickRow(m_pickRow < 0 ? 0 : m_pickRow);
}

void MapChainForm::editBone(int k, const QString& name)
{
    QStringList bones = value(mc::Bones).toStringList();
    if (k < 0 || k >= bones.size() || bones[k] == name)
        return;
    // A range follows its bone's new name, so renaming a row keeps its limits.
    QVariantMap ranges = value(mc::Range).toMap();
    const QString old = bones[k];
    bones[k] = name;
    if (ranges.contains(old) && !ranges.contains(name)) {
        ranges.insert(name, ranges.take(old));
        editFields({{mc::Bones, bones}, {mc::Range, ranges}});
    } else {
        edit(mc::Bones, bones);
    }
    setPickRow(k);
}

void MapChainForm::editJoint(int k, const QString& name)
{
    QStringList joints = value(mc::Joints).toStringList();
    while (joints.size() <= k)
        joints << QString();
    if (joints[k] == name)
        return;
    joints[k] = name;
    edit(mc::Joints, joints);
}

void MapChainForm::editAim(int k, const QString& aim)
{
    const int bones = static_cast<int>(value(mc::Bones).toStringList().size());
    QStringList aims = value(mc::Aim).toStringList();
    while (aims.size() < bones)
        aims << QStringLiteral("x");
    if (k < 0 || k >= aims.size() || aims[k] == aim)
        return;
    aims[k] = aim.isEmpty() ? QStringLiteral("x") : aim;
    edit(mc::Aim, aims);
}

void MapChainForm::editRange(int k, bool on, double min, double max, bool continuing)
{
    if (m_filling)
        return;
    const QString bone = value(mc::Bones).toStringList().value(k);
    QVariantMap ranges = value(mc::Range).toMap();
    if (on)
        ranges.insert(bone, QVariantList{std::min(min, max), std::max(min, max)});
    else
        ranges.remove(bone);
    edit(mc::Range, ranges, continuing);
}

void MapChainForm::addBone()
{
    QStringList bones = value(mc::Bones).toStringList();
    QStringList joints = value(mc::Joints).toStringList();
    const int last = bones.isEmpty() ? -1 : m_rig.indexOf(bones.back());
    const QStringList below = m_rig.below(last);
    QString child;
    for (const QString& b : below)
        if (m_rig.parents[static_cast<std::size_t>(m_rig.indexOf(b))] == last) {
            child = b;
            break;
        }
    bones << child;
    joints << nextJoint(joints.value(bones.size() - 1));
    QStringList aims = value(mc::Aim).toStringList();
    if (!aims.isEmpty())
        aims << QStringLiteral("x");
    editFields({{mc::Bones, bones}, {mc::Joints, joints}, {mc::Aim, aims}});
    setPickRow(static_cast<int>(bones.size()) - 1);
}

void MapChainForm::removeLastBone()
{
    QStringList bones = value(mc::Bones).toStringList();
    if (bones.size() <= 1)
        return;
    QStringList joints = value(mc::Joints).toStringList();
    QVariantMap ranges = value(mc::Range).toMap();
    QStringList aims = value(mc::Aim).toStringList();
    const QString gone = bones.takeLast();
    if (joints.size() > bones.size() + 1)
        joints.removeLast();
    if (aims.size() > bones.size())
        aims.removeLast();
    ranges.remove(gone);
    editFields({{mc::Bones, bones}, {mc::Joints, joints}, {mc::Aim, aims}, {mc::Range, ranges}});
}

}  // namespace rigpose::widgets
