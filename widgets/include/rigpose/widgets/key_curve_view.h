#pragma once
// A curve editor for one number a key file keys (a pelvis tilt, a camera's scale or pan): time
// across, the value up, the keys as points on the curve the run reads between them. A click
// selects a key (Ctrl toggles), a band selects several, a drag moves the selected keys in time
// (whole frames) and value together (Shift: only along the way it moved most), frame and value
// shown while dragging; Delete removes. It reads the key model (key_columns.h) and a sampler the
// owner gives (the value the core reads at a frame), and asks; the owner edits, live during a
// drag and closed on release, one undo step.

#include <QList>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QAbstractItemModel;
class QComboBox;
class QItemSelectionModel;

namespace rigpose::widgets {

// Where values land on the view's height and back: the range [low, high] on [top, top + height].
struct ValueAxis {
    double low = 0, high = 1;
    double top = 0, height = 1;

    double toPixel(double v) const { return high > low ? top + (high - v) / (high - low) * height : top + height / 2; }
    double toValue(double y) const { return high > low ? high - (y - top) / height * (high - low) : low; }
    // A range that holds `values` with a margin, and at least `minimumSpan` wide.
    static ValueAxis around(const std::vector<double>& values, double minimumSpan, double top, double height);
};

class KeyCurveView : public QWidget {
    Q_OBJECT

public:
    explicit KeyCurveView(QWidget* parent = nullptr);

    void setModel(QAbstractItemModel* model, QItemSelectionModel* selection);
    // The model's columns this view can show (numbers); more than one offers a choice.
    void setValueColumns(const QList<int>& columns);
    int valueColumn() const { return m_column; }
    void setValueColumn(int column);
    void setFrameTimes(std::shared_ptr<const std::vector<double>> times);
    void setCurrentFrame(std::size_t frame);
    // The value the run reads at a (fractional) frame; nullopt where it reads none.
    void setSampler(std::function<std::optional<double>(double frame)> sampler);

    // Where things are drawn, for gestures and tests.
    QPointF keyPoint(int row) const;
    int keyAt(QPoint point) const;
    QList<int> selectedKeys() const;
    double frameAtX(double x) const;
    double valueAtY(double y) const;
    // While a drag is under way: the grabbed key's frame and value now.
    std::optional<std::pair<double, double>> dragAt() const;
    ValueAxis valueAxis() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void frameRequested(std::size_t frame);
    void keyDragStarted(const QList<int>& rows);
    // Moved by `frames` and `value` from where the drag began.
    void keysDragged(double frames, double value);
    void keyDragFinished();
    void removeKeysRequested(const QList<int>& rows);
    void valueColumnChanged(int column);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;

private:
    QRectF plotRect() const;
    double xOfFrame(double frame) const;
    double keyValue(int row) const;
    int keyCount() const;
    void selectOnly(int row);
    void paintCurve(QPainter& painter, const QRectF& plot) const;

    QAbstractItemModel* m_model = nullptr;
    QItemSelectionModel* m_selection = nullptr;
    QComboBox* m_columns = nullptr;
    int m_column = 1;
    std::shared_ptr<const std::vector<double>> m_times;
    std::size_t m_current = 0;
    std::function<std::optional<double>(double)> m_sampler;
    struct Drag {
        double frame = 0, value = 0;  // the grabbed key's, as pressed
        double frames = 0, by = 0;    // the shift asked for now
        ValueAxis axis;               // held while dragging, so the value under the mouse stays
    };
    std::optional<Drag> m_drag;
    int m_pressRow = -1;
    QPoint m_pressPoint;
    std::optional<QRect> m_band;
    bool m_pressed = false;
};

}  // namespace rigpose::widgets
