#pragma once
// Refusals as a table: code and message, one row each, and a last row counting any the list
// left out (RefusalList keeps the first 200).

#include <QAbstractTableModel>

#include "rigpose/util/refusal.h"

namespace rigpose::widgets {

class RefusalModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { CodeColumn, MessageColumn, ColumnCount };

    explicit RefusalModel(QObject* parent = nullptr);

    void setRefusals(const RefusalList& refusals);
    const RefusalList& refusals() const { return m_refusals; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    RefusalList m_refusals;
};

}  // namespace rigpose::widgets
