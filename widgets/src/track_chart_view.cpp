#include "rigpose/widgets/track_chart_view.h"

#include <QChart>
#include <QMouseEvent>
#include <QWheelEvent>

#include <cmath>

#include "rigpose/widgets/frame_times.h"
#include "rigpose/widgets/track_timeline.h"

namespace rigpose::widgets {

TrackChartView::TrackChartView(QChart* chart, TrackTimeline* timeline) : QChartView(chart), m_timeline(timeline)
{
    setObjectName(QStringLiteral("trackChart"));
    setRenderHint(QPainter::Antialiasing);
}

void TrackChartView::setCursorTime(double t)
{
    m_cursor = t;
    // The foreground is cached with the scene; invalidate just that layer.
    scene()->invalidate(sceneRect(), QGraphicsScene::ForegroundLayer);
}

void TrackChartView::drawForeground(QPainter* painter, const QRectF& rect)
{
    QChartView::drawForeground(painter, rect);
    const QRectF plot = chart()->plotArea();
    const double x = m_timeline->timeAxis().toPixel(m_cursor);
    if (x < plot.left() || x > plot.right())
        return;
    painter->save();
    painter->setPen(QPen(QColor(220, 40, 40), 1.5));
    painter->drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
    painter->restore();
}

void TrackChartView::wheelEvent(QWheelEvent* event)
{
    m_timeline->zoomAt(std::pow(1.2, event->angleDelta().y() / 120.0), event->position().x());
    event->accept();
}

void TrackChartView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || m_timeline->m_times.empty())
        return QChartView::mousePressEvent(event);
    const double t = m_timeline->timeAxis().toTime(event->position().x());
    emit m_timeline->frameRequested(nearestFrame(m_timeline->m_times, t));
}

}  // namespace rigpose::widgets
