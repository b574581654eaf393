#include "run_lanes.h"

#include <QCoreApplication>

#include <algorithm>
#include <optional>

#include "feet_lanes.h"
#include "bounce_lane.h"
#include "leg_scale_lanes.h"
#include "switch_lanes.h"
#include "rigpose/body/body18.h"

namespace rigpose::studio {

namespace {

using json = nlohmann::ordered_json;

// Gives tr() its context outside a QObject.
class RunLanes {
    Q_DECLARE_TR_FUNCTIONS(rigpose::studio::RunLanes)
};

QString text(const std::string& s) { return QString::fromStdString(s); }

// A frame number from the record; the readers may hold it signed or unsigned.
std::optional<std::size_t> frameNumber(const json& v)
{
    if (!v.is_number_integer() || v.get<long long>() < 0)
        return std::nullopt;
    return static_cast<std::size_t>(v.get<long long>());
}

// [a, b] frames from the record, or nullopt.
std::optional<std::pair<std::size_t, std::size_t>> framePair(const json& v)
{
    if (!v.is_array() || v.size() != 2)
        return std::nullopt;
    const auto a = frameNumber(v[0]), b = frameNumber(v[1]);
    if (!a || !b)
        return std::nullopt;
    return std::make_pair(*a, *b);
}

const json* recordList(const sequence::Sequence& seq, const char* key, const char* inner = nullptr)
{
    if (!seq.cleaned || !seq.cleaned->contains(key))
        return nullptr;
    const json* v = &(*seq.cleaned)[key];
    if (inner) {
        if (!v->is_object() || !v->contains(inner))
            return nullptr;
        v = &(*v)[inner];
    }
    return v->is_array() ? v : nullptr;
}

// The body region a joint (or clean's face group) belongs to, for lanes split by region.
QString regionOf(const std::string& joint)
{
    const auto has = [&joint](const char* part) { return joint.find(part) != std::string::npos; };
    if (has("shoulder") || has("elbow") || has("wrist"))
        return RunLanes::tr("arms");
    if (has("hip") || has("knee") || has("ankle"))
        return RunLanes::tr("legs");
    if (has("nose") || has("eye") || has("ear") || has("face"))
        return RunLanes::tr("head");
    return joint.empty() ? QString() : RunLanes::tr("trunk");
}

std::string jointOf(const json& entry)
{
    return entry.contains("joint") && entry["joint"].is_string() ? entry["joint"].get<std::string>() : std::string();
}

// A LAND span's hover: the bone, the kind, the run's worst error, the tolerance it was marked
// at and the gate's, in the kind's unit.
QString landLabel(const retarget::Landing& l, double worst, double markedAbove)
{
    const QString unit = l.kind == "angle" ? QStringLiteral("\u00b0") : RunLanes::tr(" units");
    return RunLanes::tr("%1: %2 error up to %3%4 (marked above %5%4; the gate allows %6%4)")
        .arg(text(l.bone), text(l.kind))
        .arg(worst, 0, 'g', 3)
        .arg(unit)
        .arg(markedAbove, 0, 'g', 3)
        .arg(l.tolerance, 0, 'g', 3);
}

// The retarget's guards and the TURN reading, a lane each in the order the run prints them.
void appendGuardLanes(const retarget::Result& r, std::vector<widgets::SpanLane>& lanes)
{
    widgets::SpanLane shortLane{QStringLiteral("SHORT"), QColor(200, 120, 40), {}};
    for (const retarget::ShortSpan& s : r.guards.shortSpans)
        shortLane.spans.push_back(
            {s.from, s.to,
             s.across ? RunLanes::tr("%1 \u2192 %2 held: the line across the body %3")
                            .arg(text(s.joints[0]), text(s.joints[1]),
                                 s.reversed ? RunLanes::tr("reversed") : RunLanes::tr("was short"))
                      : RunLanes::tr("%1 (%2) short in the picture, down to %3 of its length: angle interpolated")
                            .arg(text(s.bone), text(s.chain))
                            .arg(s.minFraction, 0, 'f', 2)});
    lanes.push_back(std::move(shortLane));

    widgets::SpanLane endOn{QStringLiteral("END-ON"), QColor(160, 70, 20), {}};
    for (const retarget::EndOn& e : r.guards.endOn)
        endOn.spans.push_back({e.from, e.to,
                               RunLanes::tr("%1 (%2) points at the camera for %3 s")
                                   .arg(text(e.bone), text(e.chain))
                                   .arg(e.seconds, 0, 'f', 2)});
    lanes.push_back(std::move(endOn));

    widgets::SpanLane flips{QStringLiteral("FLIP"), QColor(200, 60, 140), {}};
    for (const retarget::FlipSpread& f : r.guards.flips)
        flips.spans.push_back({f.from, f.to,
                               RunLanes::tr("%1 (%2) turned %3\u00b0 in one frame at %4: spread over the span")
                                   .arg(text(f.bone), text(f.chain))
                                   .arg(f.jump, 0, 'f', 1)
                                   .arg(f.jumpFrame)});
    lanes.push_back(std::move(flips));

    widgets::SpanLane bends{QStringLiteral("BEND"), QColor(150, 40, 40), {}};
    for (const retarget::BendFrame& b : r.guards.bends)
        bends.spans.push_back({b.frame, b.frame,
                               RunLanes::tr("%1 (%2) bent the wrong way: %3\u00b0, straightened")
                                   .arg(text(b.joint), text(b.chain))
                                   .arg(b.angle, 0, 'f', 1)});
    lanes.push_back(std::move(bends));

    widgets::SpanLane ranges{QStringLiteral("RANGE"), QColor(100, 60, 170), {}};
    for (const retarget::RangeRun& g : r.limits.ranges)
        ranges.spans.push_back({g.from, g.to,
                                RunLanes::tr("%1 (%2) asked past its range by up to %3\u00b0: clamped")
                                    .arg(text(g.bone), text(g.chain))
                                    .arg(g.maxOverflow, 0, 'f', 2)});
    lanes.push_back(std::move(ranges));

    widgets::SpanLane turns{QStringLiteral("TURN"), QColor(40, 140, 160), {}};
    for (const retarget::TurnRun& t : r.readings.turns)
        turns.spans.push_back({t.from, t.to,
                               RunLanes::tr("the %1 line %2 for %3 s: the body or head turned")
                                   .arg(text(t.line), t.reversed ? RunLanes::tr("reversed") : RunLanes::tr("short"))
                                   .arg(t.seconds, 0, 'f', 2)});
    lanes.push_back(std::move(turns));
}

}  // namespace

std::vector<widgets::SpanLane> lanesOfRun(const sequence::Sequence& cleaned, const clean::CleanReport* cleanReport,
                                          const retarget::Result* result, const LandTolerance& landAbove)
{
    std::vector<widgets::SpanLane> lanes;
    widgets::SpanLane spikes{RunLanes::tr("Spikes"), QColor(220, 60, 60), {}};
    if (const json* found = recordList(cleaned, "spikes", "found"))
        for (const json& s : *found)
            if (const auto f = frameNumber(s.value("frame", json()))) {
                spikes.spans.push_back(
                    {*f, *f, RunLanes::tr("spike on %1, replaced").arg(text(jointOf(s))), {}, text(jointOf(s))});
            }
    lanes.push_back(std::move(spikes));

    widgets::SpanLane occluded{RunLanes::tr("Occluded"), QColor(170, 90, 200), {}};
    if (cleanReport)
        for (const clean::OccludedRun& run : cleanReport->occluded)
            occluded.spans.push_back(
                {run.first,
                 run.last,
                 RunLanes::tr("%1 occluded, filled in").arg(text(std::string(body::name(run.joint)))),
                 {},
                 text(std::string(body::name(run.joint)))});
    lanes.push_back(std::move(occluded));

    widgets::SpanLane holds{RunLanes::tr("Holds"), QColor(40, 160, 100), {}};
    if (const json* list = recordList(cleaned, "holds"))
        for (const json& h : *list)
            if (auto frames = framePair(h.value("frames", json())))
                holds.spans.push_back({frames->first, frames->second,
                                       RunLanes::tr("%1 held still by clean").arg(text(jointOf(h))),
                                       regionOf(jointOf(h)), text(jointOf(h))});
    lanes.push_back(std::move(holds));

    widgets::SpanLane seams{RunLanes::tr("Seams"), QColor(230, 170, 30), {}};
    if (const json* list = recordList(cleaned, "seams"))
        for (const json& s : *list)
            if (const auto f = frameNumber(s.value("frame", json()))) {
                seams.spans.push_back(
                    {*f, *f, RunLanes::tr("%1: seam between two holds").arg(text(jointOf(s))), {}, text(jointOf(s))});
            }
    lanes.push_back(std::move(seams));

    widgets::SpanLane unheld{RunLanes::tr("Unheld"), QColor(120, 120, 120), {}};
    if (const json* list = recordList(cleaned, "unheld"))
        for (const json& u : *list)
            if (auto frames = framePair(u.value("frames", json())))
                unheld.spans.push_back({frames->first, frames->second,
                                        RunLanes::tr("%1 nearly still, not held (%2 test)")
                                            .arg(text(jointOf(u)), text(u.value("test", std::string()))),
                                        regionOf(jointOf(u)), text(jointOf(u))});
    lanes.push_back(std::move(unheld));

    if (result) {
        widgets::SpanLane hold{QStringLiteral("HOLD"), QColor(30, 120, 200), {}};
        for (const retarget::Hold& h : result->holds)
            hold.spans.push_back(
                {h.from, h.to,
                 RunLanes::tr("%1 held at frame %2: %3").arg(text(h.point)).arg(h.source).arg(text(h.why))});
        lanes.push_back(std::move(hold));
        lanes.push_back(landLane(result->gate.landings, landAbove));
        appendGuardLanes(*result, lanes);
        if (result->switches)
            for (widgets::SpanLane& lane : switchLanes(*result->switches, result->frameTimes))
                lanes.push_back(std::move(lane));
        if (result->feet)
            for (widgets::SpanLane& lane : feetLanes(*result->feet))
                lanes.push_back(std::move(lane));
        if (result->feet && result->feet->legScale)
            for (widgets::SpanLane& lane : legScaleLanes(*result->feet->legScale))
                lanes.push_back(std::move(lane));
        if (result->readings.posture && result->readings.posture->bounce)
            lanes.push_back(bounceLane(*result->readings.posture->bounce));
    }
    return lanes;
}

widgets::SpanLane landLane(const std::vector<retarget::Landing>& landings, const LandTolerance& above)
{
    widgets::SpanLane land{QStringLiteral("LAND"), QColor(90, 90, 160), {}};
    for (const retarget::Landing& l : landings) {
        const double tolerance = above.of(l);
        const auto mark = [&](std::size_t from, std::size_t to, double worst) {
            land.spans.push_back({from, to, landLabel(l, worst, tolerance)});
        };
        std::optional<std::size_t> from;  // the first frame of the run being walked
        double worst = 0;
        for (std::size_t f = 0; f < l.errors.size(); ++f) {
            if (l.errors[f] > tolerance) {
                if (!from) {
                    from = f;
                    worst = 0;
                }
                worst = std::max(worst, l.errors[f]);
            } else if (from) {
                mark(*from, f - 1, worst);
                from.reset();
            }
        }
        if (from)
            mark(*from, l.errors.size() - 1, worst);
    }
    widgets::sortSpans(land);  // the bones' runs interleave
    return land;
}

std::vector<QString> regionSplitLanes()
{
    std::vector<QString> names{RunLanes::tr("Holds"), RunLanes::tr("Unheld")};
    for (const QString& name : feetLaneNames())  // every feet span is the legs'
        names.push_back(name);
    for (const QString& name : legScaleLaneNames())
        names.push_back(name);
    return names;
}

std::vector<QString> jointSplitLanes()
{
    return {RunLanes::tr("Spikes"), RunLanes::tr("Occluded"), RunLanes::tr("Holds"), RunLanes::tr("Seams"),
            RunLanes::tr("Unheld")};
}

std::vector<QString> jointOrder()
{
    std::vector<QString> names;
    for (std::string_view name : body::kJointNames)
        names.push_back(QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size())));
    return names;
}

std::vector<widgets::SpanLane> arrangedLanes(const std::vector<widgets::SpanLane>& lanes,
                                             const retarget::Result* result, LaneSplit split,
                                             const LandTolerance& landAbove)
{
    std::vector<widgets::SpanLane> out;
    switch (split) {
    case LaneSplit::Combined:
        out = lanes;
        break;
    case LaneSplit::ByRegion:
        out = widgets::splitLanes(
            lanes, regionSplitLanes(), &widgets::Span::group,
            {RunLanes::tr("arms"), RunLanes::tr("legs"), RunLanes::tr("head"), RunLanes::tr("trunk")});
        break;
    case LaneSplit::ByJoint:
        out = widgets::splitLanes(lanes, jointSplitLanes(), &widgets::Span::joint, jointOrder());
        break;
    }
    if (result)
        for (widgets::SpanLane& lane : out)
            if (lane.name == QStringLiteral("LAND"))
                lane = landLane(result->gate.landings, landAbove);
    return out;
}

widgets::HeldSpans heldSpansOf(const sequence::Sequence& cleaned)
{
    widgets::HeldSpans held;
    if (const json* list = recordList(cleaned, "holds"))
        for (const json& h : *list) {
            const auto joint = body::jointFromName(jointOf(h));
            const auto frames = framePair(h.value("frames", json()));
            if (joint && frames)
                held[body::index(*joint)].push_back(*frames);
        }
    return held;
}

}  // namespace rigpose::studio
