#include "chart_csv.h"

#include <QChart>
#include <QXYSeries>

#include "rigpose/util/number_format.h"

namespace rigpose::studio {

namespace {

// RFC 4180: a field holding a comma, quote or line break is quoted, its quotes doubled.
std::string field(const QString& text)
{
    std::string s = text.toStdString();
    if (s.find_first_of(",\"\n\r") == std::string::npos)
        return s;
    std::string quoted = "\"";
    for (char c : s)
        quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
    return quoted + "\"";
}

}  // namespace

std::string chartCsv(const QChart& chart)
{
    std::string out = "series,t,value\n";
    for (const QAbstractSeries* s : chart.series()) {
        const auto* xy = qobject_cast<const QXYSeries*>(s);
        if (!xy)
            continue;
        const std::string name = field(xy->name());
        for (const QPointF& p : xy->points()) {
            // Seconds to the microsecond, values to 1e-4 (px or degrees): the chart draws no finer.
            out += name + ',' + formatFixed(p.x(), 6) + ',' + formatFixed(p.y(), 4) + '\n';
        }
    }
    return out;
}

}  // namespace rigpose::studio
