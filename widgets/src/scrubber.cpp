#include "rigpose/widgets/scrubber.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>

#include <algorithm>

#include "rigpose/widgets/frame_times.h"
#include "scrubber_layout.h"
#include "tool_tip_event.h"

namespace rigpose::widgets {

using namespace scrubber_layout;

Scrubber::Scrubber(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("scrubber"));
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setFixedHeight(sizeHint().height());
    setAccessibleName(tr("Scrubber"));
    m_bar = new QScrollBar(Qt::Horizontal, this);
    m_bar->setObjectName(QStringLiteral("scrubberScrollBar"));
    m_bar->setFocusPolicy(Qt::NoFocus);  // the lane keys stay with the scrubber
    m_bar->setAccessibleName(tr("Timeline position"));
    m_bar->hide();
    connect(m_bar, &QScrollBar::valueChanged, this, [this](int ms) {
        // The bar counts milliseconds: its ends stand for the clip's own ends, not a rounding.
        const auto [lower, upper] = clipBounds();
        const double span = m_viewEnd - m_viewStart;
        const double start = ms >= m_bar->maximum() ? upper - span : ms <= m_bar->minimum() ? lower : ms / 1000.0;
        showWindow(start, start + span);
    });
}

void Scrubber::setFrameTimes(std::shared_ptr<const std::vector<double>> times)
{
    m_times = std::move(times);
    m_clipEnd = m_times && !m_times->empty() ? clipEnd(*m_times) : 1.0;
    m_current = 0;
    m_viewStart = m_viewEnd = 0;
    m_loopRange.reset();
    m_drag = Drag::None;
    syncScrollBar();
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
    const std::size_t before = m_current;
    m_current = frame;
    if (isZoomed() && m_times && frame < m_times->size() && before < m_times->size()) {
        const auto [lower, upper] = clipBounds();
        const TimeAxis followed = axis().following((*m_times)[before], (*m_times)[frame], lower, upper);
        showWindow(followed.start, followed.end);
    }
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

QRect Scrubber::rulerRect() const { return {kNameWidth, 0, width() - kNameWidth, kRulerHeight}; }

QRect Scrubber::laneRect(int lane) const
{
    return {kNameWidth, kRulerHeight + kLaneGap + lane * (kLaneHeight + kLaneGap), width() - kNameWidth, kLaneHeight};
}

int Scrubber::heightForLanes(int lanes)
{
    return kRulerHeight + kLaneGap + std::max(1, lanes) * (kLaneHeight + kLaneGap) + kLaneGap + kBarHeight;
}

QSize Scrubber::sizeHint() const { return {640, heightForLanes(static_cast<int>(m_lanes.size()))}; }

QSize Scrubber::minimumSizeHint() const { return {kNameWidth + 120, sizeHint().height()}; }

std::optional<std::size_t> Scrubber::frameAtX(double x) const
{
    if (!m_times || m_times->empty())
        return std::nullopt;
    const TimeAxis a = axis();
    // Just short of the window's end: the frame there is still in view, so no follow pages on.
    const double last = std::max(a.start, a.end - 1e-9);
    return frameShownAt(*m_times, std::clamp(a.toTime(x), std::max(a.start, m_times->front()), last));
}

Scrubber::Hit Scrubber::hitTest(QPoint point) const
{
    Hit hit;
    if (point.y() < kRulerHeight) {
        if (point.x() >= kNameWidth) {
            hit.part = loopMarkerAt(point).value_or(Hit::Part::Ruler);
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
    case Hit::Part::LoopIn:
        return tr("Loop in: frame %1 · %2 s; drag to move it").arg(m_loopRange->first).arg(timeOf(m_loopRange->first));
    case Hit::Part::LoopOut:
        return tr("Loop out: frame %1 · %2 s; drag to move it")
            .arg(m_loopRange->second)
            .arg(timeOf(m_loopRange->second));
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
    const double end = m_clipEnd;
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
    if (answerToolTip(this, event, [this](QPoint at) { return toolTipAt(at); }))
        return true;
    if (event->type() == QEvent::ParentChange || event->type() == QEvent::Show)
        watchParent();
    return QWidget::event(event);
}

void Scrubber::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::MiddleButton) {
        // A middle-button drag holds the time under the pointer to it, as a hand would.
        m_drag = Drag::Pan;
        m_panFromX = event->position().x();
        m_panFrom = axis();
        setCursor(Qt::ClosedHandCursor);
        return;
    }
    if (event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    const Hit hit = hitTest(event->position().toPoint());
    if (hit.part == Hit::Part::LoopIn || hit.part == Hit::Part::LoopOut) {
        m_drag = hit.part == Hit::Part::LoopIn ? Drag::LoopIn : Drag::LoopOut;
        return;
    }
    if (hit.lane >= 0)
        setSelectedLane(hit.lane);
    if (hit.part == Hit::Part::Lane && hit.span) {
        // A click on a span jumps to its start: that is where the finding begins.
        emit frameRequested(m_lanes[static_cast<std::size_t>(hit.lane)].spans[*hit.span].from);
    } else if (hit.frame) {
        emit frameRequested(*hit.frame);
        m_drag = hit.part == Hit::Part::Ruler ? Drag::Scrub : Drag::None;
    }
}

void Scrubber::mouseMoveEvent(QMouseEvent* event)
{
    const double x = event->position().x();
    switch (m_drag) {
    case Drag::Scrub:
        if (event->buttons() & Qt::LeftButton) {
            if (auto frame = frameAtX(x))
                emit frameRequested(*frame);
            return;
        }
        break;
    case Drag::Pan:
        if ((event->buttons() & Qt::MiddleButton) && m_panFrom.pixelsPerSecond() > 0) {
            const auto [lower, upper] = clipBounds();
            const TimeAxis panned = m_panFrom.panned(-(x - m_panFromX) / m_panFrom.pixelsPerSecond(), lower, upper);
            showWindow(panned.start, panned.end);
            return;
        }
        unsetCursor();
        break;
    case Drag::LoopIn:
    case Drag::LoopOut:
        if (event->buttons() & Qt::LeftButton) {
            dragLoopMarker(m_drag, x);
            return;
        }
        break;
    case Drag::None:
        break;
    }
    m_drag = Drag::None;
    // A marker says it can be dragged.
    if (loopMarkerAt(event->position().toPoint()))
        setCursor(Qt::SizeHorCursor);
    else
        unsetCursor();
}

void Scrubber::mouseReleaseEvent(QMouseEvent* event)
{
    const bool panEnds = m_drag == Drag::Pan && event->button() == Qt::MiddleButton;
    const bool leftEnds = m_drag != Drag::Pan && event->button() == Qt::LeftButton;
    if (panEnds || leftEnds) {
        m_drag = Drag::None;
        unsetCursor();
    }
    QWidget::mouseReleaseEvent(event);
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
