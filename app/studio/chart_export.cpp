#include "chart_export.h"

#include <QChartView>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

#include "rigpose/widgets/track_timeline.h"

namespace rigpose::studio {

bool exportChart(widgets::TrackTimeline& timeline, const QString& path)
{
    const QSize size = timeline.chartView()->size().expandedTo(QSize(640, 360));
    if (path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)) {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(QStringLiteral("rigpose-studio tracks"));
        QPainter painter;
        if (!painter.begin(&svg))
            return false;
        timeline.renderChart(&painter, QRectF(QPointF(0, 0), size));
        return painter.end();
    }
    QImage image(size * 2, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    timeline.renderChart(&painter, QRectF(QPointF(0, 0), size * 2));
    painter.end();
    return image.save(path, "PNG");
}

}  // namespace rigpose::studio
