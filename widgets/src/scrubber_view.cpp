// The scrubber's view window: the wheel's zoom, the pans (Shift+wheel, a sideways wheel, a
// middle-button drag, the scroll bar) and following the current frame all land in showWindow.

#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

#include "rigpose/widgets/frame_times.h"
#include "rigpose/widgets/scrubber.h"
#include "scrubber_layout.h"

namespace rigpose::widgets {

using namespace scrubber_layout;

TimeAxis Scrubber::axis() const
{
    TimeAxis axis;
    axis.left = kNameWidth;
    axis.width = std::max(1, width() - kNameWidth - kRightMargin);
    const auto [lower, upper] = clipBounds();
    axis.start = lower;
    axis.end = upper;
    if (isZoomed()) {
        axis.start = m_viewStart;
        axis.end = m_viewEnd;
    }
    return axis;
}

std::pair<double, double> Scrubber::clipBounds() const
{
    const bool has = m_times && !m_times->empty();
    return {has ? m_times->front() : 0.0, has ? m_clipEnd : 1.0};
}

std::pair<double, double> Scrubber::viewWindow() const
{
    const TimeAxis a = axis();
    return {a.start, a.end};
}

void Scrubber::setViewWindow(double start, double end) { showWindow(start, end); }

bool Scrubber::showWindow(double start, double end)
{
    if (!m_times || m_times->empty() || !std::isfinite(start) || !std::isfinite(end))
        return false;
    const auto [lower, upper] = clipBounds();
    const double full = upper - lower;
    double newStart = 0, newEnd = 0;
    // A window as wide as the clip is no zoom: the bar hides and a new width keeps it whole.
    if (end - start < full * (1 - 1e-12)) {
        const double span = std::max(end - start, std::min(kMinSpanSeconds, full));
        const TimeAxis kept = TimeAxis{start, start + span, 0, 1}.panned(0, lower, upper);
        newStart = kept.start;
        newEnd = kept.end;
    }
    if (newStart == m_viewStart && newEnd == m_viewEnd)
        return false;
    m_viewStart = newStart;
    m_viewEnd = newEnd;
    syncScrollBar();
    update();
    emit axisChanged();
    return true;
}

void Scrubber::resetZoom()
{
    m_viewStart = m_viewEnd = 0;
    syncScrollBar();
    update();
    emit axisChanged();
}

void Scrubber::wheelEvent(QWheelEvent* event)
{
    if (!m_times || m_times->empty())
        return;
    // The scroll bar passes on a wheel it has no room for: that is not a zoom.
    if (m_bar->isVisible() && m_bar->geometry().contains(event->position().toPoint()))
        return;
    const QPoint delta = event->angleDelta();
    // A mostly sideways scroll (a tilt wheel, a touchpad) pans, so a slightly slanted swipe
    // still zooms; Shift makes the wheel pan (some platforms turn it sideways themselves).
    const bool sideways = std::abs(delta.x()) > std::abs(delta.y());
    if (sideways || (event->modifiers() & Qt::ShiftModifier)) {
        pan(sideways ? delta.x() : delta.y());
        return;
    }
    const auto [lower, upper] = clipBounds();
    const double factor = std::pow(1.2, delta.y() / 120.0);
    const TimeAxis zoomed = axis().zoomed(factor, event->position().x(), lower, upper, kMinSpanSeconds);
    showWindow(zoomed.start, zoomed.end);
}

void Scrubber::pan(int angleDelta)
{
    // Up or left (a positive delta) shows earlier times, as a horizontal scroll bar would.
    const double notches = angleDelta / 120.0;
    const TimeAxis a = axis();
    const auto [lower, upper] = clipBounds();
    const TimeAxis panned = a.panned(-notches * kPanPerNotch * a.span(), lower, upper);
    showWindow(panned.start, panned.end);
}

void Scrubber::syncScrollBar()
{
    m_bar->setVisible(isZoomed());
    if (!isZoomed())
        return;
    placeScrollBar();
    const auto [lower, upper] = clipBounds();
    const auto ms = [](double seconds) { return static_cast<int>(std::lround(seconds * 1000)); };
    const int span = ms(m_viewEnd - m_viewStart);
    const QSignalBlocker block(m_bar);
    m_bar->setRange(ms(lower), std::max(ms(lower), ms(upper) - span));
    m_bar->setPageStep(span);
    m_bar->setSingleStep(std::max(1, static_cast<int>(std::lround(span * kPanPerNotch))));
    m_bar->setValue(ms(m_viewStart));
}

void Scrubber::placeScrollBar()
{
    // A scroll area that shows eight of twelve lanes clips the bottom: the bar sits at the bottom
    // of what shows, over the lane cut in half there.
    const QRect shown = visibleRegion().boundingRect();
    const int bottom = shown.isEmpty() ? height() : shown.bottom() + 1;
    m_bar->setGeometry(kNameWidth, std::max(kRulerHeight, bottom - kBarHeight),
                       std::max(1, width() - kNameWidth - kRightMargin), kBarHeight);
}

void Scrubber::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    placeScrollBar();
    emit axisChanged();
}

void Scrubber::watchParent()
{
    if (m_watchedParent == parentWidget()) {
        placeScrollBar();
        return;
    }
    if (m_watchedParent)
        m_watchedParent->removeEventFilter(this);
    m_watchedParent = parentWidget();
    if (m_watchedParent)
        m_watchedParent->installEventFilter(this);
    placeScrollBar();
}

bool Scrubber::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_watchedParent && event->type() == QEvent::Resize)
        placeScrollBar();
    return QWidget::eventFilter(watched, event);
}

void Scrubber::moveEvent(QMoveEvent* event)
{
    QWidget::moveEvent(event);
    placeScrollBar();  // scrolled in a scroll area: what shows has changed
}

}  // namespace rigpose::widgets
