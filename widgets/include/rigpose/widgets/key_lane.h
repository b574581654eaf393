#pragma once
// A lane of keys under the scrubber, a dopesheet row of one key file (pelvis, contact, camera)
// on the scrubber's time axis. Click selects a key (Ctrl toggles it), a drag on empty space
// selects the keys it spans, a drag on a key moves every selected key along time, snapped to
// frames and to span edges, the frame shown while dragging. Left/Right nudge the selection a
// frame (Shift: ten), Ctrl+Left/Right step from key to key, Ctrl+C/X/V copy, cut and paste at
// the current frame, Delete removes, a double click or the owner's action adds. A key's mark
// says how the segment after it is interpolated: a diamond linear, a square stepped, a circle
// eased. Keys the model colours (key_columns.h's ColorRole: a contact key's side) are drawn
// in their colour with the state each holds as a band up to the next key.
// It reads a key model (key_columns.h) and asks; the owner makes the edits, live during a drag
// (keysDragged each time the shift changes) and closed on release, one undo step.

#include <QList>
#include <QVariant>
#include <QWidget>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "rigpose/widgets/time_axis.h"

class QAbstractItemModel;
class QItemSelectionModel;
class QMenu;

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
    // Frames a dragged key snaps to within a few pixels (the scrubber's span edges).
    void setSnapFrames(std::vector<double> frames) { m_snapFrames = std::move(frames); }
    // Whether the format interpolates (the context menu's Interpolation entries).
    void setInterpolates(bool interpolates) { m_interpolates = interpolates; }
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
    // The current key (the table's current row), -1 for none; and every selected key, increasing.
    int selectedKey() const;
    QList<int> selectedKeys() const;
    void selectKeys(const QList<int>& rows);
    // Where a key dragged to widget x `x` would land: snapped to a span edge within a few
    // pixels, else to a whole frame (a tenth with Shift when fractions are allowed).
    double dropFrameAt(double x, Qt::KeyboardModifiers modifiers) const;
    // While a key is dragged: the frame it is on now (shown beside it).
    std::optional<double> dragFrame() const { return m_drag ? std::optional<double>(m_drag->at) : std::nullopt; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void frameRequested(std::size_t frame);
    // A drag of the selected keys: started (the keys), moved by `frames` from where they were
    // (asked again each time the shift changes), finished on release.
    void keyDragStarted(const QList<int>& rows);
    void keysDragged(double frames);
    void keyDragFinished();
    void nudgeRequested(const QList<int>& rows, double frames);
    void addKeyRequested(double frame);
    void removeKeysRequested(const QList<int>& rows);
    void copyRequested(const QList<int>& rows);
    void cutRequested(const QList<int>& rows);
    void pasteRequested(double frame);
    // "linear", "stepped" or "ease" for the segment after each key.
    void curveRequested(const QList<int>& rows, const QString& curve);
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
    // Whether the lane answers `key` itself rather than the window's shortcut.
    bool takesKey(int key, Qt::KeyboardModifiers modifiers) const;
    void selectKey(int row);
    void toggleKey(int row);
    void addInterpolationMenu(QMenu& menu, const QList<int>& rows);
    void paintMarks(QPainter& painter) const;

    QAbstractItemModel* m_model = nullptr;
    QItemSelectionModel* m_selection = nullptr;
    QString m_title;
    std::shared_ptr<const std::vector<double>> m_times;
    TimeAxis m_axis;
    std::size_t m_current = 0;
    bool m_fractional = false;
    bool m_interpolates = false;
    std::vector<double> m_snapFrames;
    // A press on a key: where it started, and once it moves, the drag.
    struct Drag {
        double from = 0;  // the grabbed key's frame when pressed
        double at = 0;    // where it is now
    };
    int m_pressRow = -1;
    double m_pressFrame = 0;
    std::optional<Drag> m_drag;
    // A press on empty space: the band selecting keys once it moves.
    std::optional<QRect> m_band;
    bool m_bandAdds = false;
    QPoint m_pressPoint;
    bool m_pressed = false;
    int m_valueColumn = -1;
    std::vector<std::pair<int, QVariant>> m_valueKeys;
};

}  // namespace rigpose::widgets
