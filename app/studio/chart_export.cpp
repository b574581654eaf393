#include "chart_export.h"

#include <QBuffer>
#include <QChartView>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

#include "chart_csv.h"
#include "rigpose/util/atomic_write.h"
#include "rigpose/widgets/track_timeline.h"

namespace rigpose::studio {

namespace {

std::optional<QByteArray> drawn(widgets::TrackTimeline& timeline, bool svgFile)
{
    const QSize size = timeline.chartView()->size().expandedTo(QSize(640, 360));
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (svgFile) {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(QStringLiteral("rigpose-studio tracks"));
        QPainter painter;
        if (!painter.begin(&svg))
            return std::nullopt;
        timeline.renderChart(&painter, QRectF(QPointF(0, 0), size));
        if (!painter.end())
            return std::nullopt;
        return buffer.data();
    }
    QImage image(size * 2, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    timeline.renderChart(&painter, QRectF(QPointF(0, 0), size * 2));
    painter.end();
    if (!image.save(&buffer, "PNG"))
        return std::nullopt;
    return buffer.data();
}

}  // namespace

std::optional<Refusal> writeChart(widgets::TrackTimeline& timeline, const QString& path)
{
    const std::string file = QFile::encodeName(path).toStdString();
    if (path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive))
        return writeFileAtomically(file, chartCsv(*timeline.chart()));
    const std::optional<QByteArray> bytes = drawn(timeline, path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive));
    if (!bytes)
        return Refusal{"EXPORT_CHART", file + ": the chart could not be drawn; try another format or a smaller window"};
    return writeFileAtomically(file, std::string_view(bytes->constData(), static_cast<std::size_t>(bytes->size())));
}

bool exportChart(widgets::TrackTimeline& timeline, const QString& path)
{
    return !writeChart(timeline, path).has_value();
}

}  // namespace rigpose::studio
