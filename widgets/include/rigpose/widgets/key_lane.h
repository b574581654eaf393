#pragma once
// A lane of keys under the scrubber: the keys of one key file (pelvis, contact, camera) drawn on
// the scrubber's time axis. A click selects a key, a drag moves it (previewed while dragging,
// asked for once on release), a double click or K adds one, Delete removes the selected one.
// Keys the model colours (key_columns.h's ColorRole: a contact key's side) are drawn in their
// colour, with the state each holds as a band of it up to the next key (the last to the clip's
// end); value keys (setValueKeys) set a key of that value at the current frame.
// It reads a key model (key_columns.h) and asks; the model's owner makes the edits.

#include <QVariant>
#include <QWidget>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "rigpose/widgets/time_axis.h"

class QAbstractItemModel;
class QItemSelectionModel;

namespace rigpose::widgets {

// Where a (maybe fractional) frame lies in time: frame i at its own time, a fraction of the way
// to the next frame's time between them. And back: the frame at time `t`, within [0, N - 1].
double timeOfFrame(const std::vector<double>& times, double frame);
double frameAtTime(const std::vector<double>& times, double t);

class KeyLane : public QWidget {
    Q_OBJECT

public:
    explicit KeyLane(QWidget* parent = nullptr);

    // The key model and the selection it shares with a table beside it.
    void setModel(QAbstractItemModel* model, QItemSelectionModel* selection);
    void setTitle(const QString& title);
    QString title() const { return m_title; }
    void setFrameTimes(std::shared_ptr<const std::vector<double>> times);
    // The scrubber's axis, so a key sits under its frame.
    void setAxis(const TimeAxis& axis);
    void setCurrentFrame(std::size_t frame);
    // Frames a drag lands on: whole frames, or tenths with Shift when the format allows them.
    void setFractionalFrames(bool allowed) { m_fractional = allowed; }
    // Keys of the keyboard that each set a key holding that value in `column` at the current
    // frame (a contact lane: L, R, B, N for the side); the lane takes them before the window's
    // shortcuts while it has focus.
    void setValueKeys(int column, std::vector<std::pair<int, QVariant>> keys);

    int keyCount() const;
    double keyFrame(int row) const;
    // The key under `point` (within a few pixels), or -1.
    int keyAt(QPoint point) const;
    // The centre of a key's mark.
    QPointF keyPoint(int row) const;
    int selectedKey() const;
    // Where a drag would drop at widget x `x`.
    double dropFrameAt(double x, Qt::KeyboardModifiers modifiers) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void frameRequested(std::size_t frame);
    // A drag released over another frame: asked once, so it is one undo step.
    void keyMoved(int row, double frame);
    void addKeyRequested(double frame);
    void removeKeyRequested(int row);
    // A value key pressed: a key at `frame` holding `value` in `column` (added, or the key on
    // that frame changed).
    void valueKeyRequested(double frame, int column, const QVariant& value);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    bool event(QEvent* event) override;

private:
    double xOfFrame(double frame) const;
    // The value a value key sets, or null when `key` is none of them.
    const QVariant* valueOfKey(int key, Qt::KeyboardModifiers modifiers) const;
    void selectKey(int row);

    QAbstractItemModel* m_model = nullptr;
    QItemSelectionModel* m_selection = nullptr;
    QString m_title;
    std::shared_ptr<const std::vector<double>> m_times;
    TimeAxis m_axis;
    std::size_t m_current = 0;
    bool m_fractional = false;
    // A drag under way: the key, and where it would drop now.
    int m_dragRow = -1;
    std::optional<double> m_dragFrame;
    QPoint m_pressPoint;
    int m_valueColumn = -1;
    std::vector<std::pair<int, QVariant>> m_valueKeys;
};

}  // namespace rigpose::widgets
