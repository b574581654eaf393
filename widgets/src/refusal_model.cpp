#include "rigpose/widgets/refusal_model.h"

namespace rigpose::widgets {

RefusalModel::RefusalModel(QObject* parent) : QAbstractTableModel(parent) {}

void RefusalModel::setRefusals(const RefusalList& refusals)
{
    beginResetModel();
    m_refusals = refusals;
    endResetModel();
}

int RefusalModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid())
        return 0;
    return static_cast<int>(m_refusals.items().size()) + (m_refusals.omitted() > 0 ? 1 : 0);
}

int RefusalModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RefusalModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    const auto row = static_cast<std::size_t>(index.row());
    if (row == m_refusals.items().size())
        return index.column() == CodeColumn
                   ? QVariant(QStringLiteral("…"))
                   : QVariant(tr("and %n more not listed", nullptr, static_cast<int>(m_refusals.omitted())));
    const Refusal& r = m_refusals.items()[row];
    return QString::fromStdString(index.column() == CodeColumn ? r.code : r.message);
}

QVariant RefusalModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == CodeColumn ? tr("Code") : tr("Message");
}

}  // namespace rigpose::widgets
