#pragma once
// The report panel: the run's lines grouped by tag, and above them, for a reduced run, each
// thinned track's key count (key_count_model.h). Activating a line that names frames asks for
// its first frame; a count's row, for the frame of its worst error.

#include <QStringList>
#include <QWidget>

#include <utility>
#include <vector>

#include "rigpose/reduce/reduce.h"

class QTableView;
class QTreeView;

namespace rigpose::widgets {

class KeyCountModel;
class ReportModel;

class ReportView : public QWidget {
    Q_OBJECT

public:
    explicit ReportView(QWidget* parent = nullptr);

    void setLines(const QStringList& lines);
    void setSections(const std::vector<std::pair<QString, QStringList>>& sections);
    // The reduction's rows: the key table is shown with them and hidden without (an empty list).
    void setKeyCounts(std::vector<reduce::TrackRow> rows);
    ReportModel* model() const { return m_model; }
    QTreeView* tree() const { return m_tree; }
    KeyCountModel* keyCounts() const { return m_keyCounts; }
    QTableView* keyTable() const { return m_keyTable; }

signals:
    void frameRequested(std::size_t frame);

private:
    ReportModel* m_model = nullptr;
    QTreeView* m_tree = nullptr;
    KeyCountModel* m_keyCounts = nullptr;
    QTableView* m_keyTable = nullptr;
};

}  // namespace rigpose::widgets
