#include "rigpose/widgets/dopesheet_model.h"

#include <QStringList>

#include <algorithm>
#include <iterator>

#include "rigpose/widgets/frame_times.h"
#include "rigpose/widgets/row_diff.h"

namespace rigpose::widgets {

namespace {

int countStyle(const DopesheetRow& row, DopesheetKey::Style style)
{
    return static_cast<int>(
        std::count_if(row.keys.begin(), row.keys.end(), [style](const DopesheetKey& k) { return k.style == style; }));
}

}  // namespace

DopesheetModel::DopesheetModel(QObject* parent) : QAbstractTableModel(parent) {}

void DopesheetModel::setAnimation(std::shared_ptr<const motion::Animation> animation, double timeOffset)
{
    m_animation = std::move(animation);
    m_timeOffset = timeOffset;
    setRows(m_animation ? dopesheetRows(*m_animation, timeOffset) : std::vector<DopesheetRow>{});
}

void DopesheetModel::setRows(std::vector<DopesheetRow> rows)
{
    std::vector<std::string> before, after;
    for (const DopesheetRow& r : m_rows)
        before.push_back(r.identity());
    for (const DopesheetRow& r : rows)
        after.push_back(r.identity());
    const std::vector<bool> kept = rowsKept(before, after);
    // Rows that went, in runs from the end, so the indices ahead stay put.
    for (int i = static_cast<int>(m_rows.size()) - 1; i >= 0;) {
        if (kept[static_cast<std::size_t>(i)]) {
            --i;
            continue;
        }
        const int last = i;
        while (i >= 0 && !kept[static_cast<std::size_t>(i)])
            --i;
        beginRemoveRows({}, i + 1, last);
        m_rows.erase(m_rows.begin() + (i + 1), m_rows.begin() + (last + 1));
        endRemoveRows();
    }
    // What is left is in the new order; the new rows go in around it, in runs.
    std::vector<int> changed;
    std::size_t at = 0;
    for (std::size_t j = 0; j < rows.size();) {
        if (at < m_rows.size() && m_rows[at].sameIdentity(rows[j])) {
            if (!(m_rows[at] == rows[j])) {
                m_rows[at] = std::move(rows[j]);
                changed.push_back(static_cast<int>(at));
            }
            ++at;
            ++j;
            continue;
        }
        std::size_t k = j;
        while (k < rows.size() && !(at < m_rows.size() && m_rows[at].sameIdentity(rows[k])))
            ++k;
        beginInsertRows({}, static_cast<int>(at), static_cast<int>(at + (k - j) - 1));
        m_rows.insert(m_rows.begin() + static_cast<std::ptrdiff_t>(at), std::make_move_iterator(rows.begin() + j),
                      std::make_move_iterator(rows.begin() + k));
        endInsertRows();
        at += k - j;
        j = k;
    }
    // Inserts only went after the changed rows, so their indices hold.
    for (std::size_t i = 0; i < changed.size();) {
        std::size_t e = i;
        while (e + 1 < changed.size() && changed[e + 1] == changed[e] + 1)
            ++e;
        emit dataChanged(index(changed[i], 0), index(changed[e], Columns - 1));
        i = e + 1;
    }
}

void DopesheetModel::setFrameTimes(std::shared_ptr<const std::vector<double>> times)
{
    m_times = std::move(times);
    if (!m_rows.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, Columns - 1), {KeyFramesRole});
}

std::size_t DopesheetModel::keyFrame(int row, std::size_t key) const
{
    return m_times && !m_times->empty() ? nearestFrame(*m_times, this->row(row).keys[key].time) : 0;
}

QString DopesheetModel::targetText(int row) const
{
    const DopesheetRow& r = this->row(row);
    const QString name = QString::fromStdString(r.target);
    switch (r.kind) {
    case DopesheetKind::Bone:
        return tr("bone %1").arg(name);
    case DopesheetKind::Group:
        return tr("group %1").arg(name);
    case DopesheetKind::Slot:
        return tr("slot %1").arg(name);
    case DopesheetKind::DrawOrder:
        break;
    }
    return tr("draw order");
}

int DopesheetModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int DopesheetModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : Columns; }

QString DopesheetModel::summary(int index) const
{
    const DopesheetRow& row = this->row(index);
    QStringList shapes;
    if (const int n = countStyle(row, DopesheetKey::Style::Stepped))
        shapes << tr("%n stepped", nullptr, n);
    if (const int n = countStyle(row, DopesheetKey::Style::Curved))
        shapes << tr("%n curved", nullptr, n);
    QString keys = tr("%n key(s)", nullptr, static_cast<int>(row.keys.size()));
    if (!shapes.isEmpty())
        keys += QStringLiteral(" (") + shapes.join(QStringLiteral(", ")) + QLatin1Char(')');
    QString name = targetText(index);
    if (row.kind != DopesheetKind::DrawOrder)
        name += QStringLiteral(" · ") + QString::fromStdString(row.property);
    return tr("%1: %2, %3").arg(name, keys, tr("%n hold(s)", nullptr, static_cast<int>(row.holds.size())));
}

QVariant DopesheetModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const DopesheetRow& row = m_rows[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TargetColumn:
            return row.kind == DopesheetKind::DrawOrder ? tr("draw order") : QString::fromStdString(row.target);
        case PropertyColumn:
            return row.kind == DopesheetKind::DrawOrder ? QString() : QString::fromStdString(row.property);
        case KeysColumn:
            return static_cast<int>(row.keys.size());
        case HoldsColumn:
            return static_cast<int>(row.holds.size());
        default:
            return {};
        }
    case Qt::TextAlignmentRole:
        return index.column() >= KeysColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                            : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        return summary(index.row());
    case KindRole:
        return static_cast<int>(row.kind);
    case TargetRole:
        return QString::fromStdString(row.target);
    case PropertyRole:
        return QString::fromStdString(row.property);
    case KeyCountRole:
        return static_cast<int>(row.keys.size());
    case KeyTimesRole: {
        QVariantList times;
        for (const DopesheetKey& k : row.keys)
            times << k.time;
        return times;
    }
    case KeyFramesRole: {
        QVariantList frames;
        if (m_times && !m_times->empty())
            for (const DopesheetKey& k : row.keys)
                frames << QVariant::fromValue<qulonglong>(nearestFrame(*m_times, k.time));
        return frames;
    }
    case KeyStylesRole: {
        QVariantList styles;
        for (const DopesheetKey& k : row.keys)
            styles << static_cast<int>(k.style);
        return styles;
    }
    case KeyValuesRole: {
        QStringList values;
        for (const DopesheetKey& k : row.keys)
            values << keyValueText(k);
        return values;
    }
    case HoldsRole: {
        QVariantList holds;
        for (const DopesheetHold& h : row.holds)
            holds << QVariantMap{{QStringLiteral("from"), h.from},
                                 {QStringLiteral("to"), h.to},
                                 {QStringLiteral("firstKey"), QVariant::fromValue<qulonglong>(h.first)},
                                 {QStringLiteral("lastKey"), QVariant::fromValue<qulonglong>(h.last)}};
        return holds;
    }
    case SteppedCountRole:
        return countStyle(row, DopesheetKey::Style::Stepped);
    case CurvedCountRole:
        return countStyle(row, DopesheetKey::Style::Curved);
    default:
        return {};
    }
}

QVariant DopesheetModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TargetColumn:
        return tr("Target");
    case PropertyColumn:
        return tr("Track");
    case KeysColumn:
        return tr("Keys");
    case HoldsColumn:
        return tr("Holds");
    default:
        return {};
    }
}

}  // namespace rigpose::widgets
