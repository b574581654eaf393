#pragma once
// The table beside a key lane: one row per key (frame, then the format's values), edited in
// place, with the file's own problems above it and buttons to add a key at the current frame
// and delete the selected one. It shares the lane's model and selection and only asks.

#include <QWidget>

class QAbstractItemModel;
class QItemSelectionModel;
class QLabel;
class QPushButton;
class QTableView;

namespace rigpose::widgets {

class KeyTableEditor : public QWidget {
    Q_OBJECT

public:
    explicit KeyTableEditor(QWidget* parent = nullptr);

    void setModel(QAbstractItemModel* model);
    QItemSelectionModel* selectionModel() const;
    QTableView* table() const { return m_table; }
    // What the file is ("Pelvis keys: walk.pelvis.keys.json"), or that there is none.
    void setCaption(const QString& caption);
    // Problems of the file as a whole (not of one key), shown above the table.
    void setFileProblems(const QStringList& problems);
    QStringList fileProblems() const { return m_problems; }
    void setEditable(bool editable);

signals:
    void addKeyRequested();
    void removeKeyRequested(int row);

private:
    QTableView* m_table;
    QLabel* m_caption;
    QLabel* m_problemsLabel;
    QPushButton* m_add;
    QPushButton* m_remove;
    QStringList m_problems;
};

}  // namespace rigpose::widgets
