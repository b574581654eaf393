#include "rigpose/widgets/scrubber.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <cmath>

#include "rigpose/widgets/frame_times.h"

namespace rigpose::widgets {

namespace {

// Room for a lane's name ("Occluded", "END-ON") at the default font.
constexpr int kNameWidth = 96;
constexpr int kRulerHeight = 24;
constexpr int kLaneHeight = 14;
constexpr int kLaneGap = 2;
// Ticks closer than this crowd their labels.
constexpr double kMinTickPixels = 64;
// The narrowest window the wheel zooms to: a few frames stay readable.
constexpr double kMinSpanSeconds = 0.25;

QString timeLabel(double seconds, double step)
{
    const int decimals = step >= 1 ? 0 : step >= 0.1 ? 1 : 2;
    if (seconds >= 60) {
        const int minutes = static_cast<int>(seconds / 60);
        return QStringLiteral("%1:%2").arg(minutes).arg(seconds - minutes * 60.0, decimals ? 3 + decimals : 2, 'f',
                                                        decimals, QLatin1Char('0'));
    }
    return QString::number(seconds, 'f', decimals) + QStringLiteral(" s");
}

}  // namespace

Scrubber::Scrubber(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("scrubber"));
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setFixedHeight(sizeHint().height());
    setAccessibleName(tr("Scrubber"));
}

void Scrubber::setFrameTimes(std::shared_ptr<const std::vector<double>> times)
{
    m_times = std::move(times);
    m_current = 0;
    m_viewStart = m_viewEnd = 0;
    update();
    emit axisChanged();
}

void Scrubber::setLanes(std::vector<SpanLane> lanes)
{
    m_lanes = std::move(lanes);
    for (SpanLane& lane : m_lanes)
        sortSpans(lane);
    if (m_selectedLane >= static_cast<int>(m_lanes.size()))
        m_selectedLane = -1;
    if (m_selectedLane < 0)
        for (std::size_t i = 0; i < m_lanes.size(); ++i)
            if (!m_lanes[i].spans.empty()) {
                m_selectedLane = static_cast<int>(i);
                break;
            }
    // Every lane shows: a dock or layout must not squeeze one out of sight (a scroll area may hold it).
    setFixedHeight(sizeHint().height());
    updateGeometry();
    update();
    emit lanesChanged();
}

void Scrubber::setCurrentFrame(std::size_t frame)
{
    if (frame == m_current)
        return;
    m_current = frame;
    update();
}

void Scrubber::setSelectedLane(int lane)
{
    if (lane < -1 || lane >= static_cast<int>(m_lanes.size()) || lane == m_selectedLane)
        return;
    m_selectedLane = lane;
    emit selectedLaneChanged(lane);
    update();
}

TimeAxis Scrubber::axis() const
{
    TimeAxis axis;
    axis.left = kNameWidth;
    axis.width = std::max(1, width() - kNameWidth - 4);
    const bool has = m_times && !m_times->empty();
    axis.start = has ? m_times->front() : 0;
    axis.end = has ? clipEnd(*m_times) : 1;
    if (m_viewEnd > m_viewStart) {
        axis.start = m_viewStart;
        axis.end = m_viewEnd;
    }
    return axis;
}

QRect Scrubber::rulerRect() const { return {kNameWidth, 0, width() - kNameWidth, kRulerHeight}; }

QRect Scrubber::laneRect(int lane) const
{
    return {kNameWidth, kRulerHeight + kLaneGap + lane * (kLaneHeight + kLaneGap), width() - kNameWidth, kLaneHeight};
}

int Scrubber::heightForLanes(int lanes)
{
    return kRulerHeight + kLaneGap + std::max(1, lanes) * (kLaneHeight + kLaneGap) + kLaneGap;
}

QSize Scrubber::sizeHint() const { return {640, heightForLanes(static_cast<int>(m_lanes.size()))}; }

QSize Scrubber::minimumSizeHint() const { return {kNameWidth + 120, sizeHint().height()}; }

std::optional<std::size_t> Scrubber::frameAtX(double x) const
{
    if (!m_times || m_times->empty())
        return std::nullopt;
    const TimeAxis a = axis();
    return frameShownAt(*m_times, std::clamp(a.toTime(x), m_times->front(), m_times->back()));
}

Scrubber::Hit Scrubber::hitTest(QPoint point) const
{
    Hit hit;
    if (point.y() < kRulerHeight) {
        if (point.x() >= kNameWidth) {
            hit.part = Hit::Part::Ruler;
            hit.frame = frameAtX(point.x());
        }
        return hit;
    }
    const int row = (point.y() - kRulerHeight - kLaneGap) / (kLaneHeight + kLaneGap);
    if (point.y() < kRulerHeight + kLaneGap || row >= static_cast<int>(m_lanes.size()))
        return hit;
    hit.lane = row;
    if (point.x() < kNameWidth) {
        hit.part = Hit::Part::LaneName;
        return hit;
    }
    hit.part = Hit::Part::Lane;
    hit.frame = frameAtX(point.x());
    if (hit.frame)
        hit.span = spanAt(m_lanes[static_cast<std::size_t>(row)], *hit.frame);
    return hit;
}

QString Scrubber::toolTipAt(QPoint point) const
{
    const Hit hit = hitTest(point);
    const auto timeOf = [this](std::size_t f) { return QString::number((*m_times)[f], 'f', 3); };
    switch (hit.part) {
    case Hit::Part::Nothing:
        return {};
    case Hit::Part::LaneName:
        return tr("%1: %n span(s); Page Up/Down steps through them", nullptr,
                  static_cast<int>(m_lanes[static_cast<std::size_t>(hit.lane)].spans.size()))
            .arg(m_lanes[static_cast<std::size_t>(hit.lane)].name);
    case Hit::Part::Ruler:
        return hit.frame ? tr("frame %1 · %2 s").arg(*hit.frame).arg(timeOf(*hit.frame)) : QString();
    case Hit::Part::Lane:
        break;
    }
    if (!hit.span)
        return {};
    const Span& span = m_lanes[static_cast<std::size_t>(hit.lane)].spans[*hit.span];
    const QString where =
        span.from == span.to
            ? tr("frame %1 (%2 s)").arg(span.from).arg(timeOf(span.from))
            : tr("frames %1–%2 (%3–%4 s)").arg(span.from).arg(span.to).arg(timeOf(span.from), timeOf(span.to));
    return m_lanes[static_cast<std::size_t>(hit.lane)].name + QStringLiteral(" · ") + where +
           (span.label.isEmpty() ? QString() : QStringLiteral("\n") + span.label);
}

void Scrubber::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    const TimeAxis a = axis();
    paintRuler(painter, a);
    for (int lane = 0; lane < static_cast<int>(m_lanes.size()); ++lane)
        paintLane(painter, a, lane);
    if (m_times && m_current < m_times->size()) {
        const double x = a.toPixel((*m_times)[m_current]);
        if (x >= kNameWidth && x <= width()) {
            painter.setPen(QPen(QColor(220, 40, 40), 2));
            painter.drawLine(QPointF(x, 0), QPointF(x, height()));
        }
    }
}

void Scrubber::paintRuler(QPainter& painter, const TimeAxis& a) const
{
    painter.fillRect(QRect(0, 0, width(), kRulerHeight), palette().alternateBase());
    painter.setPen(palette().color(QPalette::Text));
    painter.drawText(QRect(4, 0, kNameWidth - 8, kRulerHeight), Qt::AlignVCenter | Qt::AlignLeft,
                     m_times ? tr("%n frame(s)", nullptr, static_cast<int>(m_times->size())) : QString());
    if (!m_times || m_times->empty())
        return;
    const double step = tickStep(a, kMinTickPixels);
    painter.save();
    painter.setClipRect(rulerRect());
    for (double t = std::ceil(a.start / step) * step; t <= a.end + 1e-9; t += step) {
        const double x = a.toPixel(t);
        painter.drawLine(QPointF(x, kRulerHeight - 8), QPointF(x, kRulerHeight));
        const std::size_t frame = frameShownAt(*m_times, t + 1e-9);
        painter.drawText(QRectF(x + 3, 0, kMinTickPixels, kRulerHeight - 6), Qt::AlignLeft | Qt::AlignVCenter,
                         timeLabel(t, step) + QStringLiteral(" · ") + QString::number(frame));
    }
    painter.restore();
}

void Scrubber::paintLane(QPainter& painter, const TimeAxis& a, int lane) const
{
    const SpanLane& l = m_lanes[static_cast<std::size_t>(lane)];
    const QRect r = laneRect(lane);
    const QRect nameRect(0, r.top(), kNameWidth, r.height());
    if (lane == m_selectedLane)
        painter.fillRect(nameRect, palette().highlight());
    painter.setPen(lane == m_selectedLane ? palette().color(QPalette::HighlightedText)
                                          : palette().color(QPalette::Text));
    painter.drawText(nameRect.adjusted(4, 0, -4, 0), Qt::AlignVCenter | Qt::AlignLeft,
                     painter.fontMetrics().elidedText(l.name, Qt::ElideRight, kNameWidth - 8));
    painter.fillRect(r, palette().window());
    if (!m_times || m_times->empty())
        return;
    const std::vector<double>& times = *m_times;
    const double end = clipEnd(times);
    // Spans narrower than a pixel merge into the one drawn before them: a lane of a 30-minute
    // clip may hold tens of thousands of spans and only a few hundred pixels.
    double drawnRight = -1;
    for (const Span& span : l.spans) {
        if (span.from >= times.size())
            break;
        const double t0 = times[span.from];
        const double t1 = span.to + 1 < times.size() ? times[span.to + 1] : end;
        if (t1 < a.start)
            continue;
        if (t0 > a.end)
            break;
        const double x0 = std::max<double>(r.left(), a.toPixel(t0));
        const double x1 = std::min<double>(r.right() + 1, std::max(a.toPixel(t1), x0 + 1));
        if (x1 <= drawnRight)
            continue;
        const double from = std::max(x0, drawnRight);
        const QRectF box(from, r.top(), x1 - from, r.height());
        const QColor colour = span.colour.isValid() ? span.colour : l.colour;
        if (span.hollow) {
            // An outline inside the box, so a one-pixel span still shows as a mark.
            painter.save();
            painter.setPen(QPen(colour, 1));
            painter.setBrush(span.hatched ? QBrush(colour, Qt::BDiagPattern) : QBrush(Qt::NoBrush));
            painter.drawRect(box.adjusted(0.5, 0.5, -0.5, -0.5));
            painter.restore();
        } else {
            painter.fillRect(box, colour);
            if (span.hatched)
                painter.fillRect(box, QBrush(colour.darker(170), Qt::BDiagPattern));
        }
        drawnRight = x1;
    }
}

bool Scrubber::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

void Scrubber::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    const Hit hit = hitTest(event->position().toPoint());
    if (hit.lane >= 0)
        setSelectedLane(hit.lane);
    if (hit.part == Hit::Part::Lane && hit.span) {
        // A click on a span jumps to its start: that is where the finding begins.
        emit frameRequested(m_lanes[static_cast<std::size_t>(hit.lane)].spans[*hit.span].from);
    } else if (hit.frame) {
        emit frameRequested(*hit.frame);
        m_scrubbing = hit.part == Hit::Part::Ruler;
    }
}

void Scrubber::mouseMoveEvent(QMouseEvent* event)
{
    if (m_scrubbing && (event->buttons() & Qt::LeftButton)) {
        if (auto frame = frameAtX(event->position().x()))
            emit frameRequested(*frame);
    } else {
        m_scrubbing = false;
    }
}

void Scrubber::wheelEvent(QWheelEvent* event)
{
    if (!m_times || m_times->empty())
        return;
    const double lower = m_times->front(), upper = clipEnd(*m_times);
    const double factor = std::pow(1.2, event->angleDelta().y() / 120.0);
    const TimeAxis zoomed = axis().zoomed(factor, event->position().x(), lower, upper, kMinSpanSeconds);
    m_viewStart = zoomed.start;
    m_viewEnd = zoomed.end;
    update();
    emit axisChanged();
}

void Scrubber::resetZoom()
{
    m_viewStart = m_viewEnd = 0;
    update();
    emit axisChanged();
}

void Scrubber::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    emit axisChanged();
}

void Scrubber::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_PageDown)
        stepToNextSpan();
    else if (event->key() == Qt::Key_PageUp)
        stepToPreviousSpan();
    else if (event->key() == Qt::Key_Up && m_selectedLane > 0)
        setSelectedLane(m_selectedLane - 1);
    else if (event->key() == Qt::Key_Down && m_selectedLane + 1 < static_cast<int>(m_lanes.size()))
        setSelectedLane(m_selectedLane + 1);
    else
        QWidget::keyPressEvent(event);
}

bool Scrubber::stepToNextSpan()
{
    if (m_selectedLane < 0)
        return false;
    const auto next = nextSpanStart(m_lanes[static_cast<std::size_t>(m_selectedLane)], m_current);
    if (next)
        emit frameRequested(*next);
    return next.has_value();
}

bool Scrubber::stepToPreviousSpan()
{
    if (m_selectedLane < 0)
        return false;
    const auto previous = previousSpanStart(m_lanes[static_cast<std::size_t>(m_selectedLane)], m_current);
    if (previous)
        emit frameRequested(*previous);
    return previous.has_value();
}

}  // namespace rigpose::widgets
