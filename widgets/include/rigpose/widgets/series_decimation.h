#pragma once
// A long track drawn in a few thousand points: each pixel-wide bucket keeps its lowest and
// highest sample in time order, so a one-frame spike still shows at any zoom.

#include <QList>
#include <QPointF>

#include <optional>
#include <vector>

namespace rigpose::widgets {

// Samples of (times[i], values[i]) with t in [t0, t1], at most 2 × buckets points (plus the
// neighbours just outside, so the line reaches the edges). Missing values break nothing: they
// are skipped.
QList<QPointF> decimateSeries(const std::vector<double>& times, const std::vector<std::optional<double>>& values,
                              double t0, double t1, int buckets);

}  // namespace rigpose::widgets
