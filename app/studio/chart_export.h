#pragma once
// Writes the track timeline's chart as a PNG (twice the on-screen size, for print), an SVG (Qt
// Svg's QSvgGenerator) or the plotted points as CSV, chosen by the file's suffix; each rendered
// into memory first and written atomically, so a failed export leaves the old file.

#include <QString>

#include <optional>

#include "rigpose/util/refusal.h"

namespace rigpose::widgets {
class TrackTimeline;
}

namespace rigpose::studio {

// ARG_PATH when the file could not be written; EXPORT_CHART when the picture could not be drawn.
std::optional<Refusal> writeChart(widgets::TrackTimeline& timeline, const QString& path);
bool exportChart(widgets::TrackTimeline& timeline, const QString& path);

}  // namespace rigpose::studio
