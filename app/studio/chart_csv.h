#pragma once
// The track chart's plotted points as CSV: one row a point, "series,t,value", the series as the
// chart's legend names it, in the chart's order. What is plotted (decimated to the chart's
// buckets), not the full tracks: the file says what the picture shows.

#include <string>

class QChart;

namespace rigpose::studio {

std::string chartCsv(const QChart& chart);

}  // namespace rigpose::studio
