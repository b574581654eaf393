#include "feet_lanes.h"

#include <QColor>
#include <QCoreApplication>

namespace rigpose::studio {

namespace {

// Unqualified, so lupdate reads the functions returning them as this file's (a qualified return
// type made it file their strings under the wrong context).
using widgets::Span;
using widgets::SpanLane;

// Gives tr() its context outside a QObject.
class FeetLanes {
    Q_DECLARE_TR_FUNCTIONS(rigpose::studio::FeetLanes)
};

// The scrubber's hover names each span's frames; the labels give the rest of the reading.

// The sides in the viewport's warm-right, cool-left habit, so a lane reads like the figure.
const QColor kRightSide(214, 96, 64);
const QColor kLeftSide(64, 118, 204);

QString side(int s) { return QString::fromLatin1(legs::sideName(s)); }

QString framesText(const legs::FrameRun& run)
{
    return run.first == run.second ? FeetLanes::tr("frame %1").arg(run.first)
                                   : FeetLanes::tr("frames %1\u2013%2").arg(run.first).arg(run.second);
}

QString number(double value, int decimals = 3) { return QString::number(value, 'f', decimals); }

bool within(const legs::FrameRun& inner, const legs::FrameRun& outer)
{
    return outer.first <= inner.first && inner.second <= outer.second;
}

Span span(const legs::FrameRun& run, const QString& label) { return {run.first, run.second, label, feetRegion()}; }

// Why a support span is tracked rather than planted (the report's feet.tracked[].why).
QString trackedReason(const std::string& why)
{
    if (why == "pivot")
        return FeetLanes::tr("it turns on its ball");
    if (why == "rolling")
        return FeetLanes::tr("it rolls off slower than the other swings in");
    return FeetLanes::tr("the only foot free to take support was the higher one");
}

QString supportLabel(const legs::Feet& feet, const legs::SupportSpan& s)
{
    QString label = FeetLanes::tr("%1 supports").arg(side(s.side));
    if (s.tracked)
        label += FeetLanes::tr("; tracked since %1: followed on the floor along its own track, not planted")
                     .arg(trackedReason(s.trackedWhy));
    for (const legs::Shift& shift : feet.shifts)
        if (shift.side == s.side && shift.frames == s.frames)
            label += FeetLanes::tr("; moved onto the floor by %1 units (%2 leg lengths)")
                         .arg(number(shift.shift), number(shift.legLengths));
    if (feet.blend)
        for (const legs::BlendRun& b : feet.blend->runs)
            if (b.side == s.side && within(b.frames, s.frames))
                label += FeetLanes::tr("; hip blend on %1, k %2\u2013%3")
                             .arg(framesText(b.frames), number(b.kMin), number(b.kMax));
    return label;
}

SpanLane supportsLane(const legs::Feet& feet)
{
    SpanLane lane{FeetLanes::tr("Supports"), kRightSide, {}};
    for (const legs::SupportSpan& s : feet.supports) {
        Span one = span(s.frames, supportLabel(feet, s));
        one.colour = s.side == 1 ? kLeftSide : s.side == 0 ? kRightSide : QColor(Qt::gray);
        one.hatched = s.tracked;
        lane.spans.push_back(std::move(one));
    }
    return lane;
}

SpanLane jumpsLane(const legs::Feet& feet)
{
    SpanLane lane{FeetLanes::tr("Jumps"), QColor(120, 170, 60), {}};
    for (const legs::FrameRun& j : feet.jumps)
        lane.spans.push_back(span(j, FeetLanes::tr("jump: no foot supports")));
    return lane;
}

SpanLane stepsLane(const legs::Feet& feet)
{
    SpanLane lane{FeetLanes::tr("Steps"), QColor(190, 150, 40), {}};
    for (const legs::Step& s : feet.steps) {
        QString label = FeetLanes::tr("%1 steps").arg(side(s.side));
        label += s.tookSupport == legs::kNoSide ? FeetLanes::tr("; no foot took support")
                                                : FeetLanes::tr("; %1 took support").arg(side(s.tookSupport));
        if (s.replanted)
            label += FeetLanes::tr("; could support again from frame %1").arg(*s.replanted);
        Span one = span(s.frames, label);
        one.colour = s.side == 1 ? kLeftSide.lighter(130) : kRightSide.lighter(130);
        lane.spans.push_back(std::move(one));
    }
    return lane;
}

QString stanceLabel(const legs::StanceRun& r)
{
    QString label;
    if (r.state == "both")
        label = FeetLanes::tr("both planted: the free %1 ankle within %2 leg lengths; stretched up to k %3")
                    .arg(side(r.side), number(r.maxHeight), number(r.k));
    else if (r.state == "below")
        label = FeetLanes::tr("%1 below: down to %2 leg lengths under the supporting ankle; the pose's height kept")
                    .arg(side(r.side), number(r.maxDepth.value_or(r.maxHeight)));
    else
        label = FeetLanes::tr("%1 lifted: up to %2 leg lengths from the supporting ankle")
                    .arg(side(r.side), number(r.maxHeight));
    if (r.absorbed)
        label += FeetLanes::tr(" (absorbed)");
    return label;
}

SpanLane stanceLane(const legs::Feet& feet)
{
    SpanLane lane{FeetLanes::tr("Stance"), QColor(60, 160, 120), {}};
    if (!feet.stance)
        return lane;
    for (const legs::StanceRun& r : feet.stance->runs) {
        Span one = span(r.frames, stanceLabel(r));
        one.colour = r.state == "both"    ? QColor(60, 160, 120)
                     : r.state == "below" ? QColor(220, 120, 40)
                                          : QColor(150, 150, 170);
        lane.spans.push_back(std::move(one));
    }
    return lane;
}

QString overLabel(const QString& what, const legs::BoundsOver& o)
{
    return FeetLanes::tr(
               "%1: %2's stretch past its bound: needed k %3, held at %4; the foot left %5 units "
               "from the floor")
        .arg(what, side(o.side), number(o.needed), number(o.bound), number(o.left));
}

SpanLane problemsLane(const legs::Feet& feet)
{
    SpanLane lane{QStringLiteral("FEET"), QColor(200, 50, 50), {}};
    if (feet.stance) {
        for (const legs::BoundsOver& o : feet.stance->over)
            lane.spans.push_back(span(o.frames, overLabel(FeetLanes::tr("stance"), o)));
        for (const legs::StanceRun& r : feet.stance->runs)
            if (r.state == "below")
                lane.spans.push_back(span(r.frames, FeetLanes::tr("stance: %1 past the tolerance below the supporting "
                                                                  "ankle, by up to %2 leg lengths")
                                                        .arg(side(r.side), number(r.maxDepth.value_or(r.maxHeight)))));
    }
    if (feet.blend)
        for (const legs::BoundsOver& o : feet.blend->over)
            lane.spans.push_back(span(o.frames, overLabel(FeetLanes::tr("hip blend"), o)));
    if (feet.lowered)
        for (const legs::Lowered& l : *feet.lowered)
            if (l.now == legs::kNoSide)
                lane.spans.push_back(span(l.frames, FeetLanes::tr("lowered: read %1 supporting; now no foot does (%2)")
                                                        .arg(side(l.was), QString::fromStdString(l.cause))));
    widgets::sortSpans(lane);  // the kinds interleave
    return lane;
}

}  // namespace

QString feetRegion()
{
    // The same word run_lanes' regions use, so a split puts the feet with the legs' holds.
    return QCoreApplication::translate("rigpose::studio::RunLanes", "legs");
}

std::vector<QString> feetLaneNames()
{
    return {FeetLanes::tr("Supports"), FeetLanes::tr("Jumps"), FeetLanes::tr("Steps"), FeetLanes::tr("Stance"),
            QStringLiteral("FEET")};
}

std::vector<widgets::SpanLane> feetLanes(const legs::Feet& feet)
{
    return {supportsLane(feet), jumpsLane(feet), stepsLane(feet), stanceLane(feet), problemsLane(feet)};
}

}  // namespace rigpose::studio
