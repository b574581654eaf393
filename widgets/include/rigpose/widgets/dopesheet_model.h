#pragma once
// The dopesheet's rows (dopesheet_rows.h) as an item model: one flat row a keyed track, with the
// target as a column rather than a tree. Each lane of the sheet is one track, and the pipeline
// keys one or two properties a bone, so a level to collapse would hide little and make every diff
// two-level; a flat list also sorts and filters through a proxy as it is.
// A new animation does not reset it: rows are matched by identity (kind, target, property), so
// rows that went are removed, rows that came inserted, and changed rows report dataChanged; a view
// keeps its scroll and selection across runs.

#include <QAbstractTableModel>

#include <memory>
#include <vector>

#include "rigpose/motion/motion.h"
#include "rigpose/widgets/dopesheet_rows.h"

namespace rigpose::widgets {

class DopesheetModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { TargetColumn, PropertyColumn, KeysColumn, HoldsColumn, Columns };
    // Every role answers on every column of a row.
    enum Role {
        KindRole = Qt::UserRole + 1,  // int: DopesheetKind
        TargetRole,                   // QString: the bone, group or slot; empty for the draw order
        PropertyRole,                 // QString: rotate, attachment, drawOrder, ...
        KeyCountRole,                 // int
        KeyTimesRole,                 // QVariantList of double: pose seconds, increasing
        KeyFramesRole,                // QVariantList of qulonglong: each key's nearest pose frame (empty without times)
        KeyStylesRole,                // QVariantList of int: DopesheetKey::Style, per key
        KeyValuesRole,                // QStringList: each key's value as keyValueText says it
        HoldsRole,                    // QVariantList of QVariantMap {from, to (seconds), firstKey, lastKey}
        SteppedCountRole,             // int: keys whose segment is stepped
        CurvedCountRole,              // int: keys whose segment is a curve (named easing or Bézier)
    };

    explicit DopesheetModel(QObject* parent = nullptr);

    // The animation to show, its keys at t + `timeOffset` on the pose clock (the first pose
    // frame's time, as TrackTimeline::setAnimation takes it); null shows none. Rows are diffed
    // against the ones shown, never reset.
    void setAnimation(std::shared_ptr<const motion::Animation> animation, double timeOffset);
    // The rows themselves, for callers that diff or test them.
    void setRows(std::vector<DopesheetRow> rows);
    // The pose frames' times, for KeyFramesRole; every row's frames change with them.
    void setFrameTimes(std::shared_ptr<const std::vector<double>> times);

    const std::shared_ptr<const motion::Animation>& animation() const { return m_animation; }
    double timeOffset() const { return m_timeOffset; }
    const std::shared_ptr<const std::vector<double>>& frameTimes() const { return m_times; }
    const std::vector<DopesheetRow>& rows() const { return m_rows; }
    const DopesheetRow& row(int row) const { return m_rows[static_cast<std::size_t>(row)]; }
    // The pose frame nearest `key` of `row` (0 without frame times).
    std::size_t keyFrame(int row, std::size_t key) const;
    // "bone arm", "slot eyes", "draw order": what the row's target is, for a person.
    QString targetText(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString summary(int row) const;

    std::shared_ptr<const motion::Animation> m_animation;
    double m_timeOffset = 0;
    std::shared_ptr<const std::vector<double>> m_times;
    std::vector<DopesheetRow> m_rows;
};

}  // namespace rigpose::widgets
