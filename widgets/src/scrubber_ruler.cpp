// The scrubber's ruler: ticks and labels laid out by rulerLayout (ruler_labels.h), and the loop
// range shaded on it with an in and an out marker that a drag moves.

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

#include "rigpose/widgets/frame_times.h"
#include "rigpose/widgets/scrubber.h"
#include "scrubber_layout.h"

namespace rigpose::widgets {

using namespace scrubber_layout;

namespace {

// The frame boundary nearest `t`: frame b starts there, or b is the frame count at the clip's
// `end`. A marker sits on a boundary, so a drag moves it from one to the next.
std::size_t nearestBoundary(const std::vector<double>& times, double end, double t)
{
    const std::size_t frame = nearestFrame(times, t);
    return std::abs(end - t) < std::abs(times[frame] - t) ? times.size() : frame;
}

}  // namespace

void Scrubber::setLoopRange(std::optional<FrameRange> range)
{
    if (range && range->first > range->second)
        range = FrameRange{range->second, range->first};
    if (range == m_loopRange)
        return;
    m_loopRange = range;
    update();
}

std::optional<std::pair<double, double>> Scrubber::loopMarkerX() const
{
    if (!m_loopRange || !m_times || m_times->empty())
        return std::nullopt;
    const std::vector<double>& times = *m_times;
    const std::size_t first = std::min(m_loopRange->first, times.size() - 1);
    const std::size_t last = std::min(m_loopRange->second, times.size() - 1);
    const TimeAxis a = axis();
    // The out marker stands where the last frame ends: the shading covers every frame played.
    return std::pair{a.toPixel(times[first]), a.toPixel(last + 1 < times.size() ? times[last + 1] : m_clipEnd)};
}

std::optional<Scrubber::Hit::Part> Scrubber::loopMarkerAt(QPoint point) const
{
    const auto x = loopMarkerX();
    if (!x || point.y() < 0 || point.y() >= kRulerHeight)
        return std::nullopt;
    const double toIn = std::abs(point.x() - x->first), toOut = std::abs(point.x() - x->second);
    if (std::min(toIn, toOut) > kMarkerGrab)
        return std::nullopt;
    // Markers on one pixel (a short range zoomed out): the pointer's side picks, so a press just
    // right of them pulls the out marker and either end can be moved.
    if (toIn == toOut)
        return point.x() <= (x->first + x->second) / 2 ? Hit::Part::LoopIn : Hit::Part::LoopOut;
    return toIn < toOut ? Hit::Part::LoopIn : Hit::Part::LoopOut;
}

void Scrubber::dragLoopMarker(Drag marker, double x)
{
    if (!m_loopRange || !m_times || m_times->empty())
        return;
    const std::vector<double>& times = *m_times;
    const TimeAxis a = axis();
    const std::size_t boundary = nearestBoundary(times, m_clipEnd, std::clamp(a.toTime(x), a.start, a.end));
    FrameRange range = *m_loopRange;
    // Each end stops at the other: the range keeps at least one frame.
    if (marker == Drag::LoopIn)
        range.first = std::min({boundary, times.size() - 1, range.second});
    else
        range.second = std::max(std::max(boundary, std::size_t(1)) - 1, range.first);  // the frame ending there
    if (range != *m_loopRange)
        emit loopRangeRequested(range.first, range.second);
}

RulerLayout Scrubber::rulerLayout() const
{
    if (!m_times || m_times->empty())
        return {};
    const QFontMetrics metrics = fontMetrics();
    return widgets::rulerLayout(axis(), *m_times, m_clipEnd, rulerRect(),
                                [&metrics](const QString& text) { return metrics.horizontalAdvance(text); });
}

void Scrubber::paintRuler(QPainter& painter, const TimeAxis& a) const
{
    painter.fillRect(QRect(0, 0, width(), kRulerHeight), palette().alternateBase());
    painter.setPen(palette().color(QPalette::Text));
    const QString count = m_times ? tr("%n frame(s)", nullptr, static_cast<int>(m_times->size())) : QString();
    painter.drawText(QRect(4, 0, kNameWidth - 8, kRulerHeight), Qt::AlignVCenter | Qt::AlignLeft,
                     painter.fontMetrics().elidedText(count, Qt::ElideRight, kNameWidth - 8));
    if (!m_times || m_times->empty())
        return;
    painter.save();
    painter.setClipRect(rulerRect());
    const RulerLayout layout = rulerLayout();
    for (double k = std::ceil((a.start - 1e-9) / layout.step); k * layout.step <= a.end + 1e-9; k += 1) {
        const double x = a.toPixel(k * layout.step);
        painter.drawLine(QPointF(x, kRulerHeight - 8), QPointF(x, kRulerHeight));
    }
    for (const RulerLabel& label : layout.labels)
        painter.drawText(label.rect, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, label.text);
    paintLoopRange(painter);
    painter.restore();
}

void Scrubber::paintLoopRange(QPainter& painter) const
{
    const auto x = loopMarkerX();
    if (!x)
        return;
    QColor shade = palette().color(QPalette::Highlight);
    shade.setAlpha(70);
    painter.fillRect(QRectF(x->first, 0, std::max(1.0, x->second - x->first), kRulerHeight), shade);
    const QColor marker = palette().color(QPalette::Highlight).darker(130);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(marker, 2));
    // Each marker a post with a flag pointing into the range, so in and out read apart.
    for (const auto& [post, inward] : {std::pair{x->first, 1.0}, std::pair{x->second, -1.0}}) {
        painter.drawLine(QPointF(post, 0), QPointF(post, kRulerHeight));
        QPainterPath flag;
        flag.moveTo(post, 0);
        flag.lineTo(post + inward * 7, 0);
        flag.lineTo(post, 7);
        flag.closeSubpath();
        painter.fillPath(flag, marker);
    }
    painter.restore();
}

}  // namespace rigpose::widgets
