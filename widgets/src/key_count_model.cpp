#include "rigpose/widgets/key_count_model.h"

#include <QLocale>

namespace rigpose::widgets {

KeyCountModel::KeyCountModel(QObject* parent) : QAbstractTableModel(parent) {}

void KeyCountModel::setRows(std::vector<reduce::TrackRow> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    // What the table shows is counted, not plotted: the dense values stay with the chart.
    for (reduce::TrackRow& row : m_rows) {
        row.dense.clear();
        row.dense.shrink_to_fit();
    }
    endResetModel();
}

int KeyCountModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int KeyCountModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : Columns; }

QString reduceFigure(const reduce::TrackRow& row, double value)
{
    if (row.property == "rotate")
        return QStringLiteral("%1°").arg(value, 0, 'f', 3);
    if (row.property == "translate")
        return KeyCountModel::tr("%1 units").arg(value, 0, 'f', 4);
    return KeyCountModel::tr("%1 of its length").arg(value, 0, 'g', 2);
}

QVariant KeyCountModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const reduce::TrackRow& row = m_rows[static_cast<std::size_t>(index.row())];
    if (role == FrameRole)
        return QVariant::fromValue<qulonglong>(row.frame);
    if (role == Qt::TextAlignmentRole)
        return index.column() <= Property ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                          : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole) {
        QString tip = tr("Worst on frame %1: %2 within %3")
                          .arg(row.frame)
                          .arg(reduceFigure(row, row.worst), reduceFigure(row, row.tolerance));
        if (!row.chain.empty())
            tip += QLatin1Char('\n') + tr("Chain %1%2")
                                           .arg(QString::fromStdString(row.chain),
                                                row.ownTolerance ? tr(", its own tolerance") : QString());
        if (!row.heldFor.empty()) {
            QStringList below;
            for (const std::string& chain : row.heldFor)
                below << QString::fromStdString(chain);
            tip += QLatin1Char('\n') + tr("Held for chain %1 below it").arg(below.join(QStringLiteral(", ")));
        }
        if (!row.kept.empty())
            tip += QLatin1Char('\n') + tr("%n frame(s) kept whatever the fit found", nullptr, int(row.kept.size()));
        return tip;
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Bone:
        return QString::fromStdString(row.bone);
    case Property:
        return QString::fromStdString(row.property);
    case Dense:
        return QVariant::fromValue<qulonglong>(row.before);
    case Reduced:
        return QVariant::fromValue<qulonglong>(row.after);
    case Ratio:
        return row.after ? QStringLiteral("%1×").arg(double(row.before) / double(row.after), 0, 'f', 2) : QString();
    case Curved:
        return QVariant::fromValue<qulonglong>(row.curved);
    case Worst:
        return reduceFigure(row, row.worst);
    case Tolerance:
        return reduceFigure(row, row.tolerance);
    case Frame:
        return QVariant::fromValue<qulonglong>(row.frame);
    default:
        return {};
    }
}

QVariant KeyCountModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Bone:
        return tr("Bone");
    case Property:
        return tr("Track");
    case Dense:
        return tr("Dense keys");
    case Reduced:
        return tr("Keys");
    case Ratio:
        return tr("Fewer");
    case Curved:
        return tr("Curves");
    case Worst:
        return tr("Worst");
    case Tolerance:
        return tr("Within");
    case Frame:
        return tr("At frame");
    default:
        return {};
    }
}

}  // namespace rigpose::widgets
