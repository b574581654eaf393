#pragma once
// A joint's range as two handles on one track, in degrees: drag a handle (or the span between
// them) and the range follows. While dragging it says rangeEdited on each move; on release it
// says dragFinished, so an undo stack can make the whole drag one step.

#include <QWidget>

namespace rigpose::widgets {

class RangeSlider : public QWidget {
    Q_OBJECT

public:
    explicit RangeSlider(QWidget* parent = nullptr);

    // The track's ends (default -180 .. 180).
    void setBounds(double lowest, double highest);
    // Shown without saying rangeEdited; min > max is swapped.
    void setRange(double min, double max);
    double minimum() const { return m_min; }
    double maximum() const { return m_max; }
    bool isDragging() const { return m_drag != Handle::None; }

    // Widget x of a value, and back (for tests and the painting).
    double xOf(double value) const;
    double valueAt(double x) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void rangeEdited(double min, double max);
    void dragFinished();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    enum class Handle { None, Min, Max, Span };
    Handle handleAt(double x) const;

    double m_lowest = -180, m_highest = 180;
    double m_min = -180, m_max = 180;
    Handle m_drag = Handle::None;
    double m_grabValue = 0, m_grabMin = 0, m_grabMax = 0;
};

}  // namespace rigpose::widgets
