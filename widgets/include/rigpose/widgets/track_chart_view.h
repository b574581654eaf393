#pragma once
// The chart view under the track timeline: draws the frame cursor over the plot and turns the
// wheel and clicks into time zoom and frame requests on its timeline.

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

private:
    TrackTimeline* m_timeline;
    double m_cursor = 0;
};

}  // namespace rigpose::widgets
