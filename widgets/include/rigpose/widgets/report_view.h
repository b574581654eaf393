#pragma once
// The report panel: the run's lines grouped by tag; activating a line that names frames asks
// for its first frame.

#include <QStringList>
#include <QWidget>

#include <utility>
#include <vector>

class QTreeView;

namespace rigpose::widgets {

class ReportModel;

class ReportView : public QWidget {
    Q_OBJECT

public:
    explicit ReportView(QWidget* parent = nullptr);

    void setLines(const QStringList& lines);
    void setSections(const std::vector<std::pair<QString, QStringList>>& sections);
    ReportModel* model() const { return m_model; }
    QTreeView* tree() const { return m_tree; }

signals:
    void frameRequested(std::size_t frame);

private:
    ReportModel* m_model = nullptr;
    QTreeView* m_tree = nullptr;
};

}  // namespace rigpose::widgets
