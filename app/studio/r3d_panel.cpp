#include "r3d_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

#include "bake_job.h"
#include "document.h"
#include "role_table_model.h"
#include "rigpose/widgets/skeleton3d_view.h"

namespace rigpose::studio {

namespace {

// The bone columns edit with a list of the rig's bones and the two words besides them.
class BoneDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem&, const QModelIndex& index) const override
    {
        auto* box = new QComboBox(parent);
        box->addItem(RoleTableModel::foundBone());
        box->addItem(RoleTableModel::noBone());
        box->addItems(index.data(RoleTableModel::BoneNamesRole).toStringList());
        return box;
    }
    void setEditorData(QWidget* editor, const QModelIndex& index) const override
    {
        auto* box = static_cast<QComboBox*>(editor);
        const int at = box->findText(index.data(Qt::EditRole).toString());
        box->setCurrentIndex(at >= 0 ? at : 0);
    }
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override
    {
        model->setData(index, static_cast<QComboBox*>(editor)->currentText());
    }
};

QString roleText(r3d::Role role) { return QString::fromStdString(std::string(r3d::roleName(role))); }

QString roleList(const std::vector<r3d::Role>& roles)
{
    QStringList names;
    for (r3d::Role r : roles)
        names << roleText(r);
    return names.isEmpty() ? R3dPanel::tr("none") : names.join(QStringLiteral(", "));
}

widgets::Figure3D figureOf(const QString& label, const r3d::Skeleton3& skeleton, const r3d::Clip3& clip,
                           std::size_t frame)
{
    widgets::Figure3D f;
    f.label = label;
    f.joints = jointPositions(skeleton, clip, frame);
    f.roles = boneRoles(skeleton);
    for (const r3d::Bone3& b : skeleton.bones) {
        f.parents.push_back(b.parent);
        f.names.push_back(QString::fromStdString(b.name));
    }
    return f;
}

}  // namespace

R3dPanel::R3dPanel(Document* document, QWidget* parent) : QWidget(parent), m_document(document)
{
    m_view = new widgets::Skeleton3DView(this);
    m_view->setObjectName(QStringLiteral("r3dView"));

    m_layout = new QComboBox(this);
    m_layout->setObjectName(QStringLiteral("r3dLayout"));
    m_layout->addItem(tr("Side by side"), int(widgets::Skeleton3DView::Layout::SideBySide));
    m_layout->addItem(tr("Overlaid"), int(widgets::Skeleton3DView::Layout::Overlaid));
    m_layout->setToolTip(tr("The source and the baked target each in its own half, or one over the other"));
    connect(m_layout, &QComboBox::currentIndexChanged, this, [this] {
        m_view->setFigureLayout(static_cast<widgets::Skeleton3DView::Layout>(m_layout->currentData().toInt()));
        showFigures();
    });
    auto* controls = new QHBoxLayout;
    controls->addWidget(m_layout);
    for (auto [text, preset] : {std::pair{tr("Front"), widgets::Skeleton3DView::Preset::Front},
                                std::pair{tr("Side"), widgets::Skeleton3DView::Preset::Side},
                                std::pair{tr("Top"), widgets::Skeleton3DView::Preset::Top}}) {
        auto* button = new QPushButton(text, this);
        button->setObjectName(QStringLiteral("r3dPreset") + text);
        connect(button, &QPushButton::clicked, m_view, [this, preset] { m_view->setPreset(preset); });
        controls->addWidget(button);
    }
    m_absolute = new QCheckBox(tr("Absolute correction"), this);
    m_absolute->setObjectName(QStringLiteral("r3dAbsolute"));
    m_absolute->setToolTip(
        tr("Make both rigs' T-poses exactly symmetric before the bake, and keep the target at the symmetric "
           "offsets (rig-pose r3d bake --absolute); off, each rig keeps its own proportions"));
    connect(m_absolute, &QCheckBox::toggled, this, [this](bool on) {
        m_document->set(fields::r3dAbsolute, on, on ? tr("Absolute Correction") : tr("Relative Correction"));
    });
    controls->addWidget(m_absolute);
    controls->addStretch();

    m_roles = new RoleTableModel(document, this);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("r3dRoles"));
    m_table->setModel(m_roles);
    m_table->setItemDelegateForColumn(RoleTableModel::SourceColumn, new BoneDelegate(m_table));
    m_table->setItemDelegateForColumn(RoleTableModel::TargetColumn, new BoneDelegate(m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setToolTip(
        tr("Pick a role, then click its bone in the view (source on the left, target on the "
           "right), or choose the bone from the list; bold roles are mapped by hand"));

    m_plan = new QLabel(this);
    m_plan->setObjectName(QStringLiteral("r3dPlan"));
    m_plan->setWordWrap(true);
    m_plan->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* top = new QWidget(this);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addLayout(controls);
    topLayout->addWidget(m_view, 1);
    auto* bottom = new QWidget(this);
    auto* bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    bottomLayout->addWidget(m_plan);
    bottomLayout->addWidget(m_table, 1);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(top);
    split->addWidget(bottom);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);

    connect(m_view, &widgets::Skeleton3DView::jointPicked, this, &R3dPanel::jointPicked);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] { showFigures(); });
    const auto follow = [this] {
        const QSignalBlocker quiet(m_absolute);
        m_absolute->setChecked(m_document->project().r3d.absolute);
    };
    connect(document, &Document::changed, this, [follow](ProjectParts parts) {
        if (parts & ProjectPart::R3d)
            follow();
    });
    connect(document, &Document::projectReset, this, follow);
    showPlan();
}

void R3dPanel::setBake(std::shared_ptr<const BakeOutput> bake)
{
    if (bake && !bake->ok())
        return setRefused(QString::fromStdString(bake->refusals.items().front().message));
    m_refused.clear();
    m_bake = std::move(bake);
    m_roles->setBake(m_bake);
    showFigures();
    showPlan();
}

void R3dPanel::setRefused(const QString& why)
{
    m_refused = why;
    showPlan();
}

void R3dPanel::setFrame(std::size_t frame)
{
    m_frame = frame;
    showFigures();
}

int R3dPanel::selectedRole() const
{
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void R3dPanel::selectRole(int role)
{
    m_table->selectRow(role);
    m_table->setCurrentIndex(m_roles->index(role, RoleTableModel::RoleColumn));
}

void R3dPanel::showFigures()
{
    if (!m_bake) {
        m_view->setFigures({});
        return;
    }
    std::vector<widgets::Figure3D> figures{
        figureOf(tr("source"), m_bake->source, m_bake->clip, m_frame),
        figureOf(tr("target, baked"), m_bake->bakedRig(), m_bake->bakedClip(), m_frame)};
    // Overlaid, the target is drawn at the source's size: the bake carries turns, not lengths.
    if (m_view->figureLayout() == widgets::Skeleton3DView::Layout::Overlaid) {
        const double s = r3d::hipHeight(m_bake->source), t = r3d::hipHeight(m_bake->bakedRig());
        const int sh = m_bake->source.roles.boneOf(r3d::Role::Hips),
                  th = m_bake->bakedRig().roles.boneOf(r3d::Role::Hips);
        if (s > 0 && t > 0 && sh >= 0 && th >= 0 && !figures[0].joints.empty() && !figures[1].joints.empty()) {
            const Eigen::Vector3d from = figures[1].joints[static_cast<std::size_t>(th)];
            const Eigen::Vector3d to = figures[0].joints[static_cast<std::size_t>(sh)];
            for (Eigen::Vector3d& p : figures[1].joints)
                p = to + (p - from) * (s / t);
        }
    }
    m_view->setFigures(std::move(figures));
    const int role = selectedRole();
    const int sourceBone = role >= 0 ? m_bake->source.roles.bone[static_cast<std::size_t>(role)] : -1;
    m_view->setHighlighted(sourceBone >= 0 ? 0 : -1, sourceBone);
}

void R3dPanel::showPlan()
{
    if (!m_bake) {
        m_plan->setText(m_refused.isEmpty() ? tr("Open a 3D source and a target rig from the 3D menu.")
                                            : tr("Refused: %1").arg(m_refused));
        return;
    }
    const r3d::Plan& plan = m_bake->plan;
    const r3d::BakeCheck& check = m_bake->check;
    QString text = tr("%n role(s) carried; source only (dropped): %1; target only (at bind): %2.", nullptr,
                      static_cast<int>(plan.mapped.size()))
                       .arg(roleList(plan.unmappedSource), roleList(plan.unmappedTarget));
    text += QLatin1Char(' ') + (check.passes() ? tr("Check: every segment within %1°; worst %2° (%3, frame %4).")
                                               : tr("Check FAILS: %3 is %2° off at frame %4 (%1° allowed); an "
                                                    "export is refused until the roles are mapped right."))
                                   .arg(r3d::kBakeCheckDegrees)
                                   .arg(check.worstDegrees, 0, 'f', 3)
                                   .arg(roleText(check.worstRole))
                                   .arg(check.worstFrame);
    if (!m_refused.isEmpty())
        text = tr("Refused (showing the last bake): %1").arg(m_refused) + QLatin1Char('\n') + text;
    m_plan->setText(text);
}

void R3dPanel::jointPicked(int figure, int joint)
{
    const int role = selectedRole();
    if (!m_bake || role < 0 || joint < 0)
        return;
    const r3d::Skeleton3& rig = figure == 0 ? m_bake->source : m_bake->bakedRig();
    if (static_cast<std::size_t>(joint) >= rig.bones.size())
        return;
    m_roles->mapRole(figure == 0, RoleTableModel::roleOfRow(role),
                     QString::fromStdString(rig.bones[static_cast<std::size_t>(joint)].name));
}

}  // namespace rigpose::studio
