#pragma once
// The chart view under the track timeline: draws the frame cursor over the plot and turns the
// wheel into time zoom, a drag in the plot into a pan, a click into a frame request, and a drag
// along the time ruler under the plot into scrubbing.

#include <QChartView>

namespace rigpose::widgets {

class TrackTimeline;

class TrackChartView : public QChartView {
    Q_OBJECT

public:
    TrackChartView(QChart* chart, TrackTimeline* timeline);
    void setCursorTime(double t);
    double cursorTime() const { return m_cursor; }

protected:
    void drawForeground(QPainter* painter, const QRectF& rect) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    enum class Drag { None, Plot, Panning, Ruler };
    void requestFrameAt(double x);

    TrackTimeline* m_timeline;
    double m_cursor = 0;
    Drag m_drag = Drag::None;
    double m_pressX = 0, m_startFrom = 0, m_startTo = 0;
};

}  // namespace rigpose::widgets
