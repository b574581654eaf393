#pragma once
// Refusals as a table: code, message and where it points, one row each, and a last row counting
// any the list left out (RefusalList keeps the first 200). Every column of a row also carries the
// refusal's place as data (FrameRole, ChainRole, BoneRole, SetRole), for a view to go there.

#include <QAbstractTableModel>

#include "rigpose/util/refusal.h"

namespace rigpose::widgets {

class RefusalModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { CodeColumn, MessageColumn, WhereColumn, ColumnCount };
    enum Role {
        FrameRole = Qt::UserRole + 1,  // qulonglong, the 0-based frame; an invalid QVariant when none
        ChainRole,                     // QString, the map chain's name; empty when none
        BoneRole,                      // QString, the rig bone's name; empty when none
        SetRole,                       // QString, the alternate set's name; empty when none
    };

    explicit RefusalModel(QObject* parent = nullptr);

    void setRefusals(const RefusalList& refusals);
    const RefusalList& refusals() const { return m_refusals; }

    // "frame 12 · chain arm_r · bone r_forearm", the parts the place has; empty when it has none.
    static QString whereText(const RefusalPlace& place);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    RefusalList m_refusals;
};

}  // namespace rigpose::widgets
