#pragma once
// The run's printed lines (clean's and the retarget's, as rig-pose prints them), grouped by
// section and tag (clean's HOLD is not the retarget's HOLD) in order of first appearance. A line that names frames
// carries them, so the report panel can jump there.

#include <QAbstractItemModel>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>
#include <vector>

namespace rigpose::widgets {

// The frames a line names ("frame 12", "frames 3–40", "on frame 7"); the first mention wins.
std::optional<std::pair<std::size_t, std::size_t>> framesInLine(const QString& line);
// A line's tag: its first word when that is in capitals ("HOLD"), otherwise empty.
QString lineTag(const QString& line);

class ReportModel : public QAbstractItemModel {
    Q_OBJECT

public:
    enum Role { FirstFrameRole = Qt::UserRole + 1, LastFrameRole, TagRole, SectionRole };

    explicit ReportModel(QObject* parent = nullptr);

    // Lines of one unnamed section.
    void setLines(const QStringList& lines);
    // Named sections ("clean", "retarget"), each a list of lines.
    void setSections(const std::vector<std::pair<QString, QStringList>>& sections);
    QStringList lines() const;
    int groupCount() const { return static_cast<int>(m_groups.size()); }

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    struct Line {
        QString text;
        std::optional<std::pair<std::size_t, std::size_t>> frames;
    };
    struct Group {
        QString section;
        QString tag;
        std::vector<Line> lines;
    };
    // Children point at their group through internalId: group row + 1 (0 marks a group).
    std::vector<Group> m_groups;
};

}  // namespace rigpose::widgets
