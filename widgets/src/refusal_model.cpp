#include "rigpose/widgets/refusal_model.h"

#include <QStringList>

namespace rigpose::widgets {

RefusalModel::RefusalModel(QObject* parent) : QAbstractTableModel(parent) {}

void RefusalModel::setRefusals(const RefusalList& refusals)
{
    beginResetModel();
    m_refusals = refusals;
    endResetModel();
}

QString RefusalModel::whereText(const RefusalPlace& place)
{
    QStringList parts;
    if (place.frame)
        parts << tr("frame %1").arg(static_cast<qulonglong>(*place.frame));
    if (!place.chain.empty())
        parts << tr("chain %1").arg(QString::fromStdString(place.chain));
    if (!place.bone.empty())
        parts << tr("bone %1").arg(QString::fromStdString(place.bone));
    if (place.key)
        parts << tr("key %1").arg(static_cast<qulonglong>(*place.key));
    if (!place.set.empty())
        parts << tr("set %1").arg(QString::fromStdString(place.set));
    return parts.join(QStringLiteral(" · "));
}

int RefusalModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid())
        return 0;
    return static_cast<int>(m_refusals.items().size()) + (m_refusals.omitted() > 0 ? 1 : 0);
}

int RefusalModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant RefusalModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto row = static_cast<std::size_t>(index.row());
    if (row == m_refusals.items().size()) {  // the row counting the rest points nowhere
        if (role == ChainRole || role == BoneRole || role == SetRole)
            return QString();
        if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
            return {};
        if (index.column() == CodeColumn)
            return QStringLiteral("…");
        if (index.column() == MessageColumn)
            return tr("and %n more not listed", nullptr, static_cast<int>(m_refusals.omitted()));
        return QString();
    }
    const Refusal& r = m_refusals.items()[row];
    switch (role) {
    case FrameRole:
        return r.place.frame ? QVariant(static_cast<qulonglong>(*r.place.frame)) : QVariant();
    case ChainRole:
        return QString::fromStdString(r.place.chain);
    case BoneRole:
        return QString::fromStdString(r.place.bone);
    case SetRole:
        return QString::fromStdString(r.place.set);
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        if (index.column() == WhereColumn)
            return whereText(r.place);
        return QString::fromStdString(index.column() == CodeColumn ? r.code : r.message);
    default:
        return {};
    }
}

QVariant RefusalModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case CodeColumn:
        return tr("Code");
    case MessageColumn:
        return tr("Message");
    case WhereColumn:
        return tr("Where");
    default:
        return {};
    }
}

QHash<int, QByteArray> RefusalModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(FrameRole, "frame");
    names.insert(ChainRole, "chain");
    names.insert(BoneRole, "bone");
    names.insert(SetRole, "set");
    return names;
}

}  // namespace rigpose::widgets
