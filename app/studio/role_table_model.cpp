#include "role_table_model.h"

#include <QFont>

#include <algorithm>

#include "bake_job.h"
#include "document.h"
#include "rigpose/r3d/profile.h"

namespace rigpose::studio {

namespace {

const r3d::RoleProfile& profileOf(const Project3D& p, bool source) { return source ? p.sourceRoles : p.targetRoles; }

// What the side's profile says of `role`: nothing (none), a bone, or empty by hand (an empty name).
std::optional<std::optional<std::string>> handMapping(const r3d::RoleProfile& profile, r3d::Role role)
{
    for (const auto& [r, bone] : profile.roles)
        if (r == role)
            return bone;
    return std::nullopt;
}

bool contains(const std::vector<r3d::Role>& roles, r3d::Role role)
{
    return std::find(roles.begin(), roles.end(), role) != roles.end();
}

}  // namespace

QString RoleTableModel::noBone() { return tr("(none)"); }
QString RoleTableModel::foundBone() { return tr("(as found)"); }

RoleTableModel::RoleTableModel(Document* document, QObject* parent) : QAbstractTableModel(parent), m_document(document)
{
    connect(document, &Document::changed, this, [this](ProjectParts parts) {
        if (parts & ProjectPart::R3d)
            refresh();
    });
    connect(document, &Document::projectReset, this, &RoleTableModel::refresh);
}

void RoleTableModel::setBake(std::shared_ptr<const BakeOutput> bake)
{
    m_bake = std::move(bake);
    refresh();
}

void RoleTableModel::refresh() { emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1)); }

int RoleTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(r3d::kRoleCount);
}

int RoleTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant RoleTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case RoleColumn:
        return tr("Role");
    case SourceColumn:
        return tr("Source bone");
    case TargetColumn:
        return tr("Target bone");
    case PlanColumn:
        return tr("Plan");
    case CheckColumn:
        return tr("Check (°)");
    }
    return {};
}

Qt::ItemFlags RoleTableModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.column() == SourceColumn || index.column() == TargetColumn)
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant RoleTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const r3d::Role r = roleOfRow(index.row());
    const QString name = QString::fromStdString(std::string(r3d::roleName(r)));
    const Project3D& project = m_document->project().r3d;
    const bool sourceSide = index.column() == SourceColumn;
    if (index.column() == SourceColumn || index.column() == TargetColumn) {
        const auto byHand = handMapping(profileOf(project, sourceSide), r);
        const r3d::Skeleton3* rig = m_bake ? (sourceSide ? &m_bake->source : &m_bake->target) : nullptr;
        switch (role) {
        case Qt::DisplayRole:
        case Qt::EditRole: {
            if (byHand && !*byHand)
                return noBone();
            if (byHand)
                return QString::fromStdString(**byHand);
            const int bone = rig ? rig->roles.boneOf(r) : -1;
            return bone >= 0 ? QString::fromStdString(rig->bones[static_cast<std::size_t>(bone)].name) : QString();
        }
        case Qt::FontRole: {
            QFont font;
            font.setBold(byHand.has_value());
            return font;
        }
        case ByHandRole:
            return byHand.has_value();
        case BoneNamesRole: {
            QStringList names;
            if (rig)
                for (const r3d::Bone3& b : rig->bones)
                    names << QString::fromStdString(b.name);
            return names;
        }
        case Qt::ToolTipRole:
            return byHand ? tr("Mapped by hand in this project; pick %1 to give it back to the naming convention")
                                .arg(foundBone())
                          : tr("Found by the rig's bone names (%1)")
                                .arg(rig ? QString::fromStdString(rig->roles.convention) : QString());
        default:
            return {};
        }
    }
    if (role == Qt::DisplayRole && index.column() == RoleColumn)
        return name;
    if (role == Qt::ToolTipRole && index.column() == RoleColumn)
        return r3d::isRequired(r) ? tr("A role every humanoid rig needs") : tr("An optional role");
    if (!m_bake || role != Qt::DisplayRole)
        return {};
    if (index.column() == PlanColumn) {
        if (contains(m_bake->plan.mapped, r))
            return tr("carried");
        if (contains(m_bake->plan.unmappedSource, r))
            return tr("source only: dropped");
        if (contains(m_bake->plan.unmappedTarget, r))
            return tr("target only: at its bind");
        return tr("neither rig");
    }
    if (index.column() == CheckColumn)
        for (const r3d::RoleCheck& c : m_bake->check.roles)
            if (c.role == r)
                return QString::number(c.worstDegrees, 'f', 3);
    return {};
}

bool RoleTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || (index.column() != SourceColumn && index.column() != TargetColumn))
        return false;
    return mapRole(index.column() == SourceColumn, roleOfRow(index.row()), value.toString());
}

bool RoleTableModel::mapRole(bool source, r3d::Role role, const QString& bone)
{
    const Project3D& project = m_document->project().r3d;
    const r3d::RoleProfile& before = profileOf(project, source);
    const QString roleText = QString::fromStdString(std::string(r3d::roleName(role)));
    r3d::RoleProfile after;
    QString what;
    if (bone == foundBone()) {
        after = r3d::withoutRole(before, role);
        what = tr("Find %1 by Name").arg(roleText);
    } else if (bone == noBone() || bone.isEmpty()) {
        after = r3d::withRole(before, role, std::nullopt);
        what = tr("Leave %1 Empty").arg(roleText);
    } else {
        after = r3d::withRole(before, role, bone.toStdString());
        what = tr("Map %1 to %2").arg(roleText, bone);
    }
    if (after == before)
        return true;
    m_document->set(source ? fields::r3dSourceRoles : fields::r3dTargetRoles, std::move(after), what);
    return true;
}

}  // namespace rigpose::studio
