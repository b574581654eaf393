#pragma once
// The report panel's table of a reduced run (--reduce): one row a thinned track, its keys
// dense and reduced, how many times fewer, how many spans are curves, and its worst error
// against its tolerance with the frame it falls on (what the REDUCE lines say, as columns).

#include <QAbstractTableModel>

#include <vector>

#include "rigpose/reduce/reduce.h"

namespace rigpose::widgets {

class KeyCountModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Bone, Property, Dense, Reduced, Ratio, Curved, Worst, Tolerance, Frame, Columns };
    enum Role { FrameRole = Qt::UserRole + 1 };

    explicit KeyCountModel(QObject* parent = nullptr);

    // The reduction's rows (empty: a run without --reduce) and the total's.
    void setRows(std::vector<reduce::TrackRow> rows);
    const std::vector<reduce::TrackRow>& rows() const { return m_rows; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<reduce::TrackRow> m_rows;
};

// An error or tolerance in its track's unit: degrees for a rotate, world units for the hip's
// translate, a share of the setup length for a stretch.
QString reduceFigure(const reduce::TrackRow& row, double value);

}  // namespace rigpose::widgets
