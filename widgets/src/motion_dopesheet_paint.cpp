// The dopesheet's painting, apart from its events: rows, holds, switches' names, marks and the
// playhead, all placed by DopesheetLayout.

#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>

#include <algorithm>
#include <limits>

#include "rigpose/widgets/dopesheet_model.h"
#include "rigpose/widgets/motion_dopesheet.h"

#include "key_marks.h"

namespace rigpose::widgets {

namespace {

constexpr double kHoldBar = 6;  // px tall, under the marks

QColor markColour(DopesheetKey::Style style)
{
    switch (style) {
    case DopesheetKey::Style::Stepped:
        return {220, 150, 40};
    case DopesheetKey::Style::Curved:
        return {50, 160, 100};
    case DopesheetKey::Style::Linear:
        break;
    }
    return {90, 110, 200};
}

}  // namespace

void MotionDopesheet::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    const DopesheetLayout layout = sheetLayout();
    if (m_model->rowCount() == 0) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(QRectF(layout.axis.left, 0, layout.axis.width, height()), Qt::AlignCenter,
                         tr("No keyed tracks: the run has made no animation yet"));
        return;
    }
    const auto [first, last] = layout.visibleRows();
    for (int row = first; row < last; ++row)
        paintRow(painter, layout, row);
    if (const auto* t = times(); t && m_current < t->size()) {
        const double x = layout.axis.toPixel((*t)[m_current]);
        const double bottom = std::min<double>(height(), layout.contentHeight() - layout.scroll);
        if (x >= layout.axis.left && x <= width()) {
            painter.setPen(QPen(QColor(220, 40, 40), 1));
            painter.drawLine(QPointF(x, 0), QPointF(x, bottom));
        }
    }
}

void MotionDopesheet::paintRow(QPainter& painter, const DopesheetLayout& layout, int row) const
{
    const DopesheetRow& r = m_model->row(row);
    const QRectF lane = layout.laneRect(row);
    const QRectF names = layout.nameRect(row);
    painter.fillRect(QRectF(lane.left(), lane.top(), width() - lane.left(), lane.height()),
                     row % 2 ? palette().alternateBase() : palette().window());

    // The names cell: the target (dimmed on its second and later rows) and, at its right, the property.
    const QFontMetrics metrics = painter.fontMetrics();
    // Clear of the scroll bar, or of the marks' overhang at the axis' start.
    const double right = (m_scroll->isVisible() ? m_scroll->x() : names.right() - DopesheetLayout::kMarkRadius) - 3;
    const QRectF text(names.left() + 4, names.top(), std::max(0.0, right - names.left() - 4), names.height());
    const bool drawOrder = r.kind == DopesheetKind::DrawOrder;
    const QString property = drawOrder ? QString() : propertyLabel(r.property);
    const QString target = drawOrder ? tr("draw order") : QString::fromStdString(r.target);
    const bool again = row > 0 && m_model->row(row - 1).kind == r.kind && m_model->row(row - 1).target == r.target;
    const int propertyWidth = property.isEmpty() ? 0 : metrics.horizontalAdvance(property) + 6;
    painter.setPen(palette().color(QPalette::PlaceholderText));
    painter.drawText(text, Qt::AlignVCenter | Qt::AlignRight, property);
    painter.setPen(palette().color(again ? QPalette::PlaceholderText : QPalette::Text));
    painter.drawText(text, Qt::AlignVCenter | Qt::AlignLeft,
                     metrics.elidedText(target, Qt::ElideRight, std::max(0, int(text.width()) - propertyWidth)));

    painter.save();
    painter.setClipRect(lane.adjusted(-DopesheetLayout::kMarkRadius - 1, 0, DopesheetLayout::kMarkRadius + 1, 0));
    const double centre = lane.center().y();
    for (const DopesheetHold& h : r.holds) {
        const double x0 = layout.axis.toPixel(h.from), x1 = layout.axis.toPixel(h.to);
        painter.fillRect(QRectF(x0, centre - kHoldBar / 2, std::max(1.0, x1 - x0), kHoldBar),
                         QColor(128, 128, 128, 150));
    }
    const auto [from, to] = layout.keysShown(r.keys, DopesheetLayout::kMarkRadius);
    // An attachment's name after each switch, where it fits before the next one.
    if (r.property == "attachment") {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        for (std::size_t i = from == 0 ? 0 : from - 1; i < std::min(to + 1, r.keys.size()); ++i) {
            const double x0 = layout.keyX(r.keys[i]) + DopesheetLayout::kMarkRadius + 3;
            const double x1 = i + 1 < r.keys.size() ? layout.keyX(r.keys[i + 1]) - DopesheetLayout::kMarkRadius - 3
                                                    : lane.right();
            const QString name = keyValueText(r.keys[i]);
            if (metrics.horizontalAdvance(name) <= x1 - x0)
                painter.drawText(QRectF(x0, lane.top(), x1 - x0, lane.height()), Qt::AlignVCenter | Qt::AlignLeft,
                                 name);
        }
    }
    // Marks closer than a pixel to the one drawn before them would only overdraw it: a dense
    // (unreduced) track may hold a key every frame of a long clip.
    painter.setRenderHint(QPainter::Antialiasing);
    double drawn = -std::numeric_limits<double>::infinity();
    for (std::size_t i = from; i < to; ++i) {
        const DopesheetKey& k = r.keys[i];
        const QPointF p = layout.keyPoint(row, k);
        if (p.x() - drawn < 1)
            continue;
        drawn = p.x();
        const QColor fill = markColour(k.style);
        painter.setPen(QPen(fill.darker(150), 1));
        painter.setBrush(fill);
        // Shaped as the key lane shapes them, so a curve reads the same in both.
        const KeyMark mark = k.style == DopesheetKey::Style::Stepped  ? KeyMark::Stepped
                             : k.style == DopesheetKey::Style::Curved ? KeyMark::Curved
                                                                      : KeyMark::Linear;
        painter.drawPath(keyMarkPath(mark, p, DopesheetLayout::kMarkRadius));
    }
    painter.restore();
}

}  // namespace rigpose::widgets
