#include "switch_lanes.h"

#include <QColor>
#include <QCoreApplication>
#include <QStringList>

namespace rigpose::studio {

namespace {

using widgets::Span;
using widgets::SpanLane;

// Gives tr() its context outside a QObject.
class SwitchLanes {
    Q_DECLARE_TR_FUNCTIONS(rigpose::studio::SwitchLanes)
};

// Sets take these in map order, so two sets on one clip never share a colour until the sixth.
const QColor kSetColours[] = {QColor(196, 64, 150), QColor(40, 150, 130), QColor(210, 140, 30), QColor(90, 100, 200),
                              QColor(150, 90, 60)};

QString text(const std::string& s) { return QString::fromStdString(s); }

QString names(const std::vector<std::string>& list)
{
    QStringList out;
    for (const std::string& s : list)
        out << text(s);
    return out.isEmpty() ? SwitchLanes::tr("none") : out.join(QStringLiteral(", "));
}

QString degrees(double value) { return QString::number(value, 'f', 1) + QStringLiteral("\u00b0"); }

QString shownLabel(const switches::Span& span)
{
    QString label =
        SwitchLanes::tr("%1 shows: slots %2; hides %3").arg(text(span.set), names(span.shows), names(span.hides));
    if (!span.offsets.empty())
        label += SwitchLanes::tr("; offsets %1").arg(names(span.offsets));
    label += SwitchLanes::tr("\nthe pose within %1 of its key skeleton (median %2)")
                 .arg(degrees(span.distance.max), degrees(span.distance.median));
    for (const auto& [bone, turn] : span.artTurn)
        label += SwitchLanes::tr("\n%1 turned up to %2 from its drawing (median %3)")
                     .arg(text(bone), degrees(turn.max), degrees(turn.median));
    return label;
}

}  // namespace

QString switchLaneName(const std::string& set) { return QStringLiteral("SWITCH ") + text(set); }

std::vector<SpanLane> switchLanes(const switches::Switches& s, const std::vector<double>& frameTimes)
{
    std::vector<SpanLane> lanes;
    for (std::size_t i = 0; i < s.runs.size(); ++i) {
        const switches::SetRunsNamed& runs = s.runs[i];
        SpanLane lane{switchLaneName(runs.set), kSetColours[i % std::size(kSetColours)], {}};
        for (const switches::Span& span : s.spans)
            if (span.set == runs.set)
                lane.spans.push_back({span.first, span.last, shownLabel(span)});
        for (const switches::Run& r : runs.suppressed) {
            Span held{r.first, r.second,
                      SwitchLanes::tr("%1 was the nearest set for %2 s, less than the switch minimum %3 s: held back")
                          .arg(text(runs.set))
                          .arg(switches::runSeconds(frameTimes, r), 0, 'f', 3)
                          .arg(s.minSeconds, 0, 'f', 3)};
            held.hollow = true;
            lane.spans.push_back(std::move(held));
        }
        for (const switches::Run& r : runs.turned) {
            Span turned{r.first, r.second,
                        SwitchLanes::tr("%1's key skeleton was within %2, but a drawn bone turned further than that "
                                        "from its drawing: not shown")
                            .arg(text(runs.set), degrees(s.tolerance))};
            turned.hollow = true;
            turned.hatched = true;
            lane.spans.push_back(std::move(turned));
        }
        widgets::sortSpans(lane);
        lanes.push_back(std::move(lane));
    }
    return lanes;
}

}  // namespace rigpose::studio
