#pragma once
// The shapes keys are drawn with on a lane, by how the segment after them runs: a diamond for
// linear, a square for stepped, a circle for an eased or Bézier curve (Spine's and After Effects'
// dopesheets tell them apart the same way). Shared by the key lane and the motion's dopesheet.

#include <QPainterPath>
#include <QPointF>
#include <QRectF>

namespace rigpose::widgets {

enum class KeyMark { Linear, Stepped, Curved };

// The mark's outline around `centre`, `r` from the centre to a diamond's corner.
inline QPainterPath keyMarkPath(KeyMark mark, QPointF centre, double r)
{
    QPainterPath path;
    switch (mark) {
    case KeyMark::Stepped: {
        const double h = r * 0.8;
        path.addRect(QRectF(centre - QPointF(h, h), centre + QPointF(h, h)));
        return path;
    }
    case KeyMark::Curved:
        path.addEllipse(centre, r * 0.85, r * 0.85);
        return path;
    case KeyMark::Linear:
        break;
    }
    path.moveTo(centre + QPointF(0, -r));
    path.lineTo(centre + QPointF(r, 0));
    path.lineTo(centre + QPointF(0, r));
    path.lineTo(centre + QPointF(-r, 0));
    path.closeSubpath();
    return path;
}

}  // namespace rigpose::widgets
