#include "rigpose/widgets/track_chart_view.h"

#include <QChart>
#include <QMouseEvent>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

#include "rigpose/widgets/frame_times.h"
#include "rigpose/widgets/time_axis.h"
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

void TrackChartView::requestFrameAt(double x)
{
    const double t = m_timeline->timeAxis().toTime(x);
    emit m_timeline->frameRequested(nearestFrame(m_timeline->m_times, t));
}

void TrackChartView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || m_timeline->m_times.empty())
        return QChartView::mousePressEvent(event);
    const QRectF plot = chart()->plotArea();
    m_pressX = event->position().x();
    const TimeAxis axis = m_timeline->timeAxis();
    m_startFrom = axis.start;
    m_startTo = axis.end;
    // Below the plot is the time ruler: pressing there scrubs, as the scrubber does.
    m_drag = event->position().y() > plot.bottom() ? Drag::Ruler : Drag::Plot;
    if (m_drag == Drag::Ruler)
        requestFrameAt(m_pressX);
    event->accept();
}

void TrackChartView::mouseMoveEvent(QMouseEvent* event)
{
    constexpr double kDragSlop = 3;  // px: a press that moves less is a click
    const double x = event->position().x();
    if (m_drag == Drag::Ruler) {
        requestFrameAt(x);
    } else if (m_drag == Drag::Plot || m_drag == Drag::Panning) {
        if (m_drag == Drag::Plot && std::abs(x - m_pressX) < kDragSlop)
            return;
        m_drag = Drag::Panning;
        // The time under the press stays under the pointer; the clip's ends are the limits.
        const double width = std::max(1.0, chart()->plotArea().width());
        const double span = m_startTo - m_startFrom;
        const double first = m_timeline->m_times.front(), last = m_timeline->m_clipEnd;
        const double shift = std::clamp((m_pressX - x) * span / width, first - m_startFrom, last - m_startTo);
        m_timeline->setVisibleTime(m_startFrom + shift, m_startTo + shift);
    } else {
        QChartView::mouseMoveEvent(event);
    }
    event->accept();
}

void TrackChartView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton && m_drag == Drag::Plot)
        requestFrameAt(event->position().x());  // a click in the plot goes to its frame
    m_drag = Drag::None;
    event->accept();
}

}  // namespace rigpose::widgets
