#pragma once
// Writes the track timeline's chart as a PNG (twice the on-screen size, for print) or an SVG
// (Qt Svg's QSvgGenerator), chosen by the file's suffix.

#include <QString>

namespace rigpose::widgets {
class TrackTimeline;
}

namespace rigpose::studio {

bool exportChart(widgets::TrackTimeline& timeline, const QString& path);

}  // namespace rigpose::studio
