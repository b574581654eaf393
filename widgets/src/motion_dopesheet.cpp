#include "rigpose/widgets/motion_dopesheet.h"

#include <QMouseEvent>
#include <QScrollBar>
#include <QStyle>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

#include "rigpose/widgets/dopesheet_model.h"
#include "rigpose/widgets/frame_times.h"
#include "tool_tip_event.h"

namespace rigpose::widgets {

namespace {

// Rows a sizeHint shows: enough to read the sheet, few enough to leave the picture room.
constexpr int kRowsShown = 8;
constexpr int kRowsAtLeast = 2;
// Rows the wheel scrolls a notch.
constexpr int kWheelRows = 3;
constexpr int kScrollWidth = 12;

QString seconds(double t) { return QString::number(t, 'f', 3); }

}  // namespace

MotionDopesheet::MotionDopesheet(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("motionDopesheet"));
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setAccessibleName(tr("Dopesheet"));
    m_model = new DopesheetModel(this);
    // The scroll bar sits in the names column, not at the right: the lanes must keep every pixel
    // of the scrubber's axis, whose clip end lies a few pixels from the right edge.
    m_scroll = new QScrollBar(Qt::Vertical, this);
    m_scroll->setObjectName(QStringLiteral("dopesheetScroll"));
    m_scroll->setSingleStep(DopesheetLayout::kRowPitch);
    connect(m_scroll, &QScrollBar::valueChanged, this, [this] { update(); });
    const auto changed = [this] { rowsChanged(); };
    connect(m_model, &QAbstractItemModel::rowsInserted, this, changed);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, changed);
    connect(m_model, &QAbstractItemModel::modelReset, this, changed);
    connect(m_model, &QAbstractItemModel::dataChanged, this, [this] { update(); });
    rowsChanged();
}

void MotionDopesheet::setAnimation(std::shared_ptr<const motion::Animation> animation, double timeOffset)
{
    m_model->setAnimation(std::move(animation), timeOffset);
}

void MotionDopesheet::setFrameTimes(std::shared_ptr<const std::vector<double>> times)
{
    m_model->setFrameTimes(std::move(times));
    update();
}

void MotionDopesheet::setAxis(const TimeAxis& axis)
{
    m_axis = axis;
    placeScrollBar();
    update();
}

const std::vector<double>* MotionDopesheet::times() const
{
    const auto& t = m_model->frameTimes();
    return t && !t->empty() ? t.get() : nullptr;
}

TimeAxis MotionDopesheet::axis() const
{
    if (m_axis)
        return *m_axis;
    TimeAxis a;
    a.left = kDefaultNameWidth;
    a.width = std::max(1, width() - kDefaultNameWidth - 4);
    if (const auto* t = times()) {
        a.start = t->front();
        a.end = clipEnd(*t);
    }
    return a;
}

void MotionDopesheet::setCurrentFrame(std::size_t frame)
{
    if (frame == m_current)
        return;
    m_current = frame;
    update();
}

DopesheetLayout MotionDopesheet::sheetLayout() const
{
    DopesheetLayout layout;
    layout.axis = axis();
    layout.rows = m_model->rowCount();
    layout.scroll = m_scroll->value();
    layout.height = height();
    return layout;
}

void MotionDopesheet::scrollToRow(int row)
{
    const DopesheetLayout layout = sheetLayout();
    const int top = DopesheetLayout::kTop + row * DopesheetLayout::kRowPitch;
    if (top < m_scroll->value())
        m_scroll->setValue(top - DopesheetLayout::kTop);
    else if (top + DopesheetLayout::kRowPitch > m_scroll->value() + layout.height)
        m_scroll->setValue(top + DopesheetLayout::kRowPitch - layout.height);
}

void MotionDopesheet::rowsChanged()
{
    placeScrollBar();
    updateGeometry();
    update();
}

void MotionDopesheet::placeScrollBar()
{
    const DopesheetLayout layout = sheetLayout();
    m_scroll->setRange(0, layout.maxScroll());
    m_scroll->setPageStep(std::max(1, height()));
    // Narrow, and clear of the marks' overhang at the axis' start, to leave the names their room.
    const int extent = std::min(kScrollWidth, style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_scroll));
    const int right = static_cast<int>(layout.axis.left - DopesheetLayout::kMarkRadius) - 2;
    m_scroll->setGeometry(right - extent, 0, extent, height());
    m_scroll->setVisible(layout.maxScroll() > 0);
}

MotionDopesheet::Hit MotionDopesheet::hitTest(QPoint point) const
{
    const DopesheetLayout layout = sheetLayout();
    Hit hit;
    hit.row = layout.rowAt(point.y());
    if (hit.row < 0)
        return hit;
    if (point.x() < layout.axis.left) {
        hit.part = Hit::Part::Name;
        return hit;
    }
    hit.part = Hit::Part::Lane;
    const DopesheetRow& row = m_model->row(hit.row);
    hit.key = layout.keyNear(row.keys, point.x());
    if (!hit.key)
        hit.hold = layout.holdAt(row.holds, point.x());
    if (const auto* t = times()) {
        // A mark asks for its key's nearest frame; empty lane for the frame showing there, as the
        // scrubber's lanes do.
        hit.frame = hit.key ? m_model->keyFrame(hit.row, *hit.key)
                            : frameShownAt(*t, std::clamp(layout.axis.toTime(point.x()), t->front(), t->back()));
    }
    return hit;
}

QString MotionDopesheet::keyToolTip(int row, std::size_t key) const
{
    const DopesheetRow& r = m_model->row(row);
    const DopesheetKey& k = r.keys[key];
    QStringList lines;
    QString where = tr("key %1 of %2 at %3 s").arg(key + 1).arg(r.keys.size()).arg(seconds(k.time));
    if (times())
        where += tr(" · frame %1").arg(m_model->keyFrame(row, key));
    lines << where;
    if (r.property == "attachment") {
        lines << (key == 0 ? tr("shows %1").arg(keyValueText(k))
                           : tr("switches to %1 (from %2)").arg(keyValueText(k), keyValueText(r.keys[key - 1])));
    } else if (r.kind == DopesheetKind::DrawOrder) {
        lines << tr("draw order: %1").arg(keyValueText(k));
    } else {
        lines << tr("value %1").arg(keyValueText(k));
        if (key + 1 < r.keys.size())
            lines << (k.style == DopesheetKey::Style::Stepped  ? tr("stepped to the next key")
                      : k.style == DopesheetKey::Style::Curved ? tr("curves to the next key")
                                                               : tr("linear to the next key"));
    }
    return lines.join(QLatin1Char('\n'));
}

QString MotionDopesheet::toolTipAt(QPoint point) const
{
    const Hit hit = hitTest(point);
    if (hit.part == Hit::Part::Nothing)
        return {};
    if (hit.part == Hit::Part::Name)
        return m_model->index(hit.row, 0).data(Qt::ToolTipRole).toString();
    const DopesheetRow& row = m_model->row(hit.row);
    QString name = m_model->targetText(hit.row);
    if (row.kind != DopesheetKind::DrawOrder)
        name += QStringLiteral(" · ") + QString::fromStdString(row.property);
    if (hit.key)
        return name + QLatin1Char('\n') + keyToolTip(hit.row, *hit.key);
    if (hit.hold) {
        const DopesheetHold& h = row.holds[*hit.hold];
        QString text =
            tr("held at %1 from %2 s to %3 s").arg(keyValueText(row.keys[h.first]), seconds(h.from), seconds(h.to));
        if (times())
            text +=
                tr(" (frames %1–%2)").arg(m_model->keyFrame(hit.row, h.first)).arg(m_model->keyFrame(hit.row, h.last));
        return name + QLatin1Char('\n') + text;
    }
    return hit.frame ? name + QLatin1Char('\n') + tr("frame %1").arg(*hit.frame) : name;
}

bool MotionDopesheet::event(QEvent* event)
{
    if (answerToolTip(this, event, [this](QPoint at) { return toolTipAt(at); }))
        return true;
    return QWidget::event(event);
}

void MotionDopesheet::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    const Hit hit = hitTest(event->position().toPoint());
    if (hit.part == Hit::Part::Lane && hit.frame)
        emit frameRequested(*hit.frame);
}

void MotionDopesheet::wheelEvent(QWheelEvent* event)
{
    // The wheel scrolls rows here; zooming in time is the scrubber's, which this follows.
    const int step = event->angleDelta().y() * kWheelRows * DopesheetLayout::kRowPitch / 120;
    m_scroll->setValue(m_scroll->value() - step);
    event->accept();
}

void MotionDopesheet::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    placeScrollBar();
}

QSize MotionDopesheet::sizeHint() const
{
    const int rows = std::clamp(m_model->rowCount(), kRowsAtLeast, kRowsShown);
    return {640, DopesheetLayout::heightForRows(rows) + DopesheetLayout::kTop};
}

QSize MotionDopesheet::minimumSizeHint() const
{
    return {kDefaultNameWidth + 120, DopesheetLayout::heightForRows(kRowsAtLeast) + DopesheetLayout::kTop};
}

}  // namespace rigpose::widgets
