#include "rigpose/widgets/report_model.h"

#include <QRegularExpression>

namespace rigpose::widgets {

std::optional<std::pair<std::size_t, std::size_t>> framesInLine(const QString& line)
{
    // rig-pose writes spans with an en dash ("frames 3–40"); a hyphen is taken too.
    static const QRegularExpression pattern(QStringLiteral("\\bframes? (\\d+)(?:\\s*[–-]\\s*(\\d+))?"));
    const QRegularExpressionMatch match = pattern.match(line);
    if (!match.hasMatch())
        return std::nullopt;
    const std::size_t from = match.captured(1).toULongLong();
    const std::size_t to = match.captured(2).isEmpty() ? from : match.captured(2).toULongLong();
    return std::make_pair(from, std::max(from, to));
}

QString lineTag(const QString& line)
{
    static const QRegularExpression pattern(QStringLiteral("^([A-Z][A-Z0-9_-]+)\\b"));
    const QRegularExpressionMatch match = pattern.match(line);
    return match.hasMatch() ? match.captured(1) : QString();
}

ReportModel::ReportModel(QObject* parent) : QAbstractItemModel(parent) {}

void ReportModel::setLines(const QStringList& lines) { setSections({{QString(), lines}}); }

void ReportModel::setSections(const std::vector<std::pair<QString, QStringList>>& sections)
{
    beginResetModel();
    m_groups.clear();
    for (const auto& [section, lines] : sections)
        for (const QString& text : lines) {
            QString tag = lineTag(text);
            if (tag.isEmpty())
                tag = tr("other");
            auto group = std::find_if(m_groups.begin(), m_groups.end(),
                                      [&](const Group& g) { return g.tag == tag && g.section == section; });
            if (group == m_groups.end()) {
                m_groups.push_back({section, tag, {}});
                group = std::prev(m_groups.end());
            }
            group->lines.push_back({text, framesInLine(text)});
        }
    endResetModel();
}

QStringList ReportModel::lines() const
{
    QStringList out;
    for (const Group& g : m_groups)
        for (const Line& l : g.lines)
            out << l.text;
    return out;
}

QModelIndex ReportModel::index(int row, int column, const QModelIndex& parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, quintptr(0));
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex ReportModel::parent(const QModelIndex& child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(static_cast<int>(child.internalId() - 1), 0, quintptr(0));
}

int ReportModel::rowCount(const QModelIndex& parent) const
{
    if (!parent.isValid())
        return static_cast<int>(m_groups.size());
    if (parent.internalId() != 0 || parent.column() != 0)
        return 0;
    return static_cast<int>(m_groups[static_cast<std::size_t>(parent.row())].lines.size());
}

int ReportModel::columnCount(const QModelIndex&) const { return 1; }

QVariant ReportModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (index.internalId() == 0) {
        const Group& g = m_groups[static_cast<std::size_t>(index.row())];
        if (role == Qt::DisplayRole)
            return g.section.isEmpty()
                       ? tr("%1 (%n line(s))", nullptr, static_cast<int>(g.lines.size())).arg(g.tag)
                       : tr("%1 · %2 (%n line(s))", nullptr, static_cast<int>(g.lines.size())).arg(g.section, g.tag);
        if (role == TagRole)
            return g.tag;
        if (role == SectionRole)
            return g.section;
        return {};
    }
    const Group& g = m_groups[static_cast<std::size_t>(index.internalId() - 1)];
    const Line& l = g.lines[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        return l.text;
    case TagRole:
        return g.tag;
    case SectionRole:
        return g.section;
    case FirstFrameRole:
        return l.frames ? QVariant(static_cast<qulonglong>(l.frames->first)) : QVariant();
    case LastFrameRole:
        return l.frames ? QVariant(static_cast<qulonglong>(l.frames->second)) : QVariant();
    default:
        return {};
    }
}

}  // namespace rigpose::widgets
