#include "rigpose/widgets/range_slider.h"

#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace rigpose::widgets {

namespace {

constexpr double kMargin = 7;  // room for a handle at either end
constexpr double kHandleHalf = 5;
constexpr double kGrab = 8;  // how near a press must be to take a handle
// The map's ranges are read as whole tenths; a drag lands on them too.
double toTenth(double v) { return std::round(v * 10) / 10; }

}  // namespace

RangeSlider::RangeSlider(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(false);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void RangeSlider::setBounds(double lowest, double highest)
{
    m_lowest = std::min(lowest, highest);
    m_highest = std::max(lowest, highest);
    update();
}

void RangeSlider::setRange(double min, double max)
{
    if (min > max)
        std::swap(min, max);
    m_min = min;
    m_max = max;
    update();
}

double RangeSlider::xOf(double value) const
{
    const double span = m_highest - m_lowest;
    const double t = span > 0 ? (std::clamp(value, m_lowest, m_highest) - m_lowest) / span : 0;
    return kMargin + t * (width() - 2 * kMargin);
}

double RangeSlider::valueAt(double x) const
{
    const double track = width() - 2 * kMargin;
    const double t = track > 0 ? std::clamp((x - kMargin) / track, 0.0, 1.0) : 0;
    return toTenth(m_lowest + t * (m_highest - m_lowest));
}

QSize RangeSlider::sizeHint() const { return {160, 20}; }

QSize RangeSlider::minimumSizeHint() const { return {60, 20}; }

RangeSlider::Handle RangeSlider::handleAt(double x) const
{
    const double dMin = std::abs(x - xOf(m_min)), dMax = std::abs(x - xOf(m_max));
    if (std::min(dMin, dMax) <= kGrab)
        return dMin < dMax || (dMin == dMax && x < xOf(m_min)) ? Handle::Min : Handle::Max;
    if (x > xOf(m_min) && x < xOf(m_max))
        return Handle::Span;
    return Handle::None;
}

void RangeSlider::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const double mid = height() / 2.0;
    const QPalette& pal = palette();
    p.setPen(QPen(pal.color(QPalette::Mid), 3, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(QPointF(kMargin, mid), QPointF(width() - kMargin, mid));
    // Zero is where the bone sits at setup: the range is read against it.
    p.setPen(QPen(pal.color(QPalette::Dark), 1));
    p.drawLine(QPointF(xOf(0), mid - 5), QPointF(xOf(0), mid + 5));
    const QColor span = isEnabled() ? pal.color(QPalette::Highlight) : pal.color(QPalette::Mid);
    p.setPen(QPen(span, 4, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(QPointF(xOf(m_min), mid), QPointF(xOf(m_max), mid));
    p.setPen(QPen(pal.color(QPalette::Shadow), 1));
    p.setBrush(pal.color(QPalette::Button));
    for (double v : {m_min, m_max})
        p.drawRect(
            QRectF(xOf(v) - kHandleHalf / 1.5, mid - kHandleHalf * 1.4, 2 * kHandleHalf / 1.5, 2.8 * kHandleHalf));
}

void RangeSlider::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !isEnabled())
        return;
    m_drag = handleAt(event->position().x());
    m_grabValue = valueAt(event->position().x());
    m_grabMin = m_min;
    m_grabMax = m_max;
    event->accept();
}

void RangeSlider::mouseMoveEvent(QMouseEvent* event)
{
    if (m_drag == Handle::None)
        return;
    const double v = valueAt(event->position().x());
    double lo = m_min, hi = m_max;
    switch (m_drag) {
    case Handle::Min:
        lo = std::min(v, m_max);
        break;
    case Handle::Max:
        hi = std::max(v, m_min);
        break;
    case Handle::Span: {
        const double d = std::clamp(v - m_grabValue, m_lowest - m_grabMin, m_highest - m_grabMax);
        lo = toTenth(m_grabMin + d);
        hi = toTenth(m_grabMax + d);
        break;
    }
    case Handle::None:
        break;
    }
    if (lo == m_min && hi == m_max)
        return;
    m_min = lo;
    m_max = hi;
    update();
    emit rangeEdited(m_min, m_max);
}

void RangeSlider::mouseReleaseEvent(QMouseEvent* event)
{
    if (m_drag == Handle::None || event->button() != Qt::LeftButton)
        return;
    m_drag = Handle::None;
    emit dragFinished();
}

}  // namespace rigpose::widgets
