#include "leg_scale_lanes.h"

#include <QColor>
#include <QCoreApplication>

#include "feet_lanes.h"

namespace rigpose::studio {

namespace {

using widgets::Span;
using widgets::SpanLane;

class LegScaleLanes {
    Q_DECLARE_TR_FUNCTIONS(rigpose::studio::LegScaleLanes)
};

QString number(double value, int decimals = 3) { return QString::number(value, 'f', decimals); }
QString text(const std::string& s) { return QString::fromStdString(s); }

Span span(const legs::FrameRun& run, const QString& label) { return {run.first, run.second, label, feetRegion()}; }

SpanLane clampLane(const legs::LegScale& l)
{
    SpanLane lane{QStringLiteral("LEG-SCALE"), QColor(170, 110, 200), {}};
    for (const legs::LegScaleSegment& s : l.segments)
        for (const legs::ClampedRun& c : s.clamped) {
            Span one = span(c.frames, LegScaleLanes::tr("%1 held at its %2 %3: the picture asked %4\u2013%5 of its "
                                                        "straight length")
                                          .arg(text(s.bone), text(c.limit), number(c.limit == "min" ? l.min : l.max),
                                               number(c.askedMin), number(c.askedMax)));
            one.colour = c.limit == "min" ? QColor(170, 110, 200) : QColor(110, 140, 210);
            lane.spans.push_back(std::move(one));
        }
    for (const legs::SupportFloor& f : l.support) {
        Span one = span(f.frames, LegScaleLanes::tr("%1 supporting leg asked %2, held at %3; the hip lifted up to %4 "
                                                    "units so the ankle stays on the floor")
                                      .arg(QString::fromLatin1(legs::sideName(f.side)), number(f.asked),
                                           number(f.bound), number(f.lifted, 2)));
        one.colour = QColor(200, 60, 60);
        lane.spans.push_back(std::move(one));
    }
    widgets::sortSpans(lane);
    return lane;
}

SpanLane shearLane(const legs::LegScale& l)
{
    SpanLane lane{QStringLiteral("SHEAR"), QColor(200, 150, 60), {}};
    for (const legs::ShearRow& r : l.shear)
        for (const legs::FrameRun& run : r.over) {
            QString label = LegScaleLanes::tr("%1's art sheared past 1\u00b0 (the most %2\u00b0, on frame %3)")
                                .arg(text(r.bone), number(r.shear, 2))
                                .arg(r.frame);
            if (!r.fromParent.empty())
                label += LegScaleLanes::tr("; it inherits \"normal\" from scaled %1: \"noScale\" takes the shear out")
                             .arg(text(r.fromParent));
            lane.spans.push_back(span(run, label));
        }
    widgets::sortSpans(lane);
    return lane;
}

}  // namespace

std::vector<widgets::SpanLane> legScaleLanes(const legs::LegScale& legScale)
{
    return {clampLane(legScale), shearLane(legScale)};
}

std::vector<QString> legScaleLaneNames() { return {QStringLiteral("LEG-SCALE"), QStringLiteral("SHEAR")}; }

}  // namespace rigpose::studio
