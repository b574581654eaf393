// LEG-SCALE and SHEAR (ref #148, #225, #237, #133, #240): per leg segment its straight length,
// its picture's spread, the limits in px and the runs the clamp held; how far a free leg's clamp
// moved its ankle from the picture's; a supporting leg held at its own range's bound; and, for
// every scaled bone and every bone under one, its art's shear and its axes' lengths.

#include "leg_scale_report.h"

#include "legs_text.h"
#include "padded.h"

namespace rigpose::report::detail {

namespace {

using json = nlohmann::ordered_json;
using legs::FrameRun;

json num(double value, int decimals) { return legsNumber(value, decimals); }
json runJson(const FrameRun& r) { return json::array({r.first, r.second}); }

std::string runsText(const std::vector<FrameRun>& runs)
{
    std::string out;
    for (const FrameRun& r : runs)
        out += (out.empty() ? "" : ", ") + frameRunText(r);
    return out;
}

std::size_t framesIn(const FrameRun& r) { return r.second - r.first + 1; }

std::string offsetText(const legs::Offset& o, const char* where)
{
    return padded(o.legLengths, 4) + " leg lengths (" + padded(o.units, 2) + " units, " + padded(o.px, 1) + " px) " +
           where + " the picture's";
}

const legs::FreeMove* freeOf(const legs::LegScale& l, int side)
{
    for (const legs::FreeMove& m : l.free)
        if (m.side == side)
            return &m;
    return nullptr;
}

std::string figureText(const legs::FigureScale& f)
{
    if (f.how == "followed")
        return "followed, " + padded(f.min, 3) + "–" + padded(f.max, 3) + " of frame 0 (taken out of every length)";
    if (f.how == "held")
        return "held: the figure's size stays within 2 % over the clip";
    if (f.how == "in place")
        return "not read: the sequence is declared in place";
    return "not read: 25 frames or fewer";
}

}  // namespace

void legScaleLines(const retarget::Result& result, std::vector<std::string>& lines)
{
    if (!result.feet || !result.feet->legScale)
        return;
    const legs::LegScale& l = *result.feet->legScale;
    lines.push_back(
        "LEG-SCALE each leg segment along its bone at its picture length over its straight length, held "
        "within " +
        formatFixed(l.min, 4) + "–" + formatFixed(l.max, 4) + "; figure scale " + figureText(l.figure));
    for (const legs::LegScaleSegment& s : l.segments) {
        std::size_t atMin = 0, atMax = 0;
        std::string runs;
        for (const legs::ClampedRun& c : s.clamped) {
            (c.limit == "min" ? atMin : atMax) += framesIn(c.frames);
            runs += (runs.empty() ? "" : ", ") + frameRunText(c.frames) + " at " + c.limit + " (asked " +
                    padded(c.askedMin, 3) + "–" + padded(c.askedMax, 3) + ")";
        }
        std::string line = "LEG-SCALE segment chain \"" + s.chain + "\" " + s.bone + " (" + s.joints[0] + " → " +
                           s.joints[1] + "): straight " + padded(s.straight, 1) + " px (" + padded(s.ofLegLength, 3) +
                           " of FEET's " + legs::sideName(s.side) + " leg length); picture ÷ straight " +
                           padded(s.spreadMin, 3) + "–" + padded(s.spreadMax, 3) + "; limits " +
                           padded(l.min * s.straight, 1) + "–" + padded(l.max * s.straight, 1) + " px";
        if (s.weight != 1)
            line += "; asked ×" + padded(s.weight, 4) + " for the rig's unequal legs";
        line += "; clamped at min on " + std::to_string(atMin) + " frame(s), at max on " + std::to_string(atMax) +
                (runs.empty() ? std::string() : ": " + runs);
        lines.push_back(std::move(line));
    }
    if (l.trunk) {
        const legs::TrunkScale& t = *l.trunk;
        std::string line = "LEG-SCALE trunk chain \"" + t.chain + "\" " + t.bone + " (" + t.joints[0] + " → " +
                           t.joints[1] + "): ";
        if (t.keyed.empty())
            line += "not keyed: " + t.why;
        else
            line += "median " + padded(t.standing, 1) + " px; keyed along its " + std::string(1, t.axis) + " axis " +
                    padded(t.min, 3) + "–" + padded(t.max, 3) + " (it leaves its median by more than 4 %)";
        lines.push_back(std::move(line));
    }
    for (const legs::FreeMove& m : l.free) {
        std::string line = std::string("LEG-SCALE free ") + legs::sideName(m.side) + ": on " + std::to_string(m.count) +
                           " clamped frame(s) the leg was free (" + runsText(m.frames) + "); its ankle ";
        if (m.below)
            line += "at most " + offsetText(*m.below, "below");
        if (m.above)
            line += std::string(m.below ? "; " : "") + "at most " + offsetText(*m.above, "above");
        if (!m.below && !m.above)
            line += "where the picture's is";
        lines.push_back(std::move(line));
    }
    for (const legs::SupportFloor& s : l.support)
        lines.push_back(std::string("LEG-SCALE past the floor (support) ") + legs::sideName(s.side) + " " +
                        frameRunText(s.frames) + ": the supporting leg asked " + padded(s.asked, 3) +
                        ", under its bound " + padded(s.bound, 3) +
                        " (the lower of the --leg-scale min and the leg's own picture length over straight on the "
                        "frame); held there, the hip lifted up to " +
                        padded(s.lifted, 2) +
                        " units so the ankle stays on "
                        "the floor");
    for (const legs::ShearRow& r : l.shear) {
        std::string line = "SHEAR " + r.bone + (r.scaled ? " (scaled)" : " (under a scaled bone)") + ": " +
                           padded(r.shear, 2) + "°";
        if (roundTo(r.shear, 2) > 0)
            line += " on frame " + std::to_string(r.frame);
        line += "; world x axis " + padded(r.xMin, 3) + "–" + padded(r.xMax, 3) + ", y axis " + padded(r.yMin, 3) +
                "–" + padded(r.yMax, 3) + " of setup";
        if (!r.fromParent.empty() && roundTo(r.shear, 2) > 0)
            line += "; it inherits \"normal\" from scaled \"" + r.fromParent + "\": \"inherit\": \"noScale\" on " +
                    r.bone + " in the rig spec takes the shear out (it still turns with its parent)";
        lines.push_back(std::move(line));
    }
}

void legScaleJson(const retarget::Result& result, json& report)
{
    if (!result.feet || !result.feet->legScale)
        return;
    const legs::LegScale& l = *result.feet->legScale;
    const auto times = [&](const FrameRun& r) {
        return json::array({num(result.frameTimes[r.first], 6), num(result.frameTimes[r.second], 6)});
    };
    json segments = json::array();
    for (const legs::LegScaleSegment& s : l.segments) {
        json clamped = json::array();
        for (const legs::ClampedRun& c : s.clamped)
            clamped.push_back({{"frames", runJson(c.frames)},
                               {"times", times(c.frames)},
                               {"limit", c.limit},
                               {"asked", {{"min", num(c.askedMin, 4)}, {"max", num(c.askedMax, 4)}}}});
        json free = nullptr;
        if (const legs::FreeMove* m = freeOf(l, s.side)) {
            free = freeMoveJson(*m);
        }
        json support = json::array();
        for (const legs::SupportFloor& f : l.support)
            if (f.side == s.side)
                support.push_back({{"frames", runJson(f.frames)},
                                   {"asked", num(f.asked, 4)},
                                   {"bound", num(f.bound, 4)},
                                   {"lifted", num(f.lifted, 4)}});
        segments.push_back({{"chain", s.chain},
                            {"bone", s.bone},
                            {"joints", json::array({s.joints[0], s.joints[1]})},
                            {"side", legs::sideName(s.side)},
                            {"straight", num(s.straight, 3)},
                            {"ofLegLength", num(s.ofLegLength, 4)},
                            {"spread", {{"min", num(s.spreadMin, 4)}, {"max", num(s.spreadMax, 4)}}},
                            {"limits", json::array({num(l.min * s.straight, 3), num(l.max * s.straight, 3)})},
                            {"weight", num(s.weight, 6)},
                            {"clamped", std::move(clamped)},
                            {"free", std::move(free)},
                            {"support", std::move(support)}});
    }
    report["legScale"] = std::move(segments);
    if (l.trunk)
        report["trunkScale"] = {{"chain", l.trunk->chain},
                                {"bone", l.trunk->bone},
                                {"joints", json::array({l.trunk->joints[0], l.trunk->joints[1]})},
                                {"axis", std::string(1, l.trunk->axis)},
                                {"standing", num(l.trunk->standing, 3)},
                                {"keyed", !l.trunk->keyed.empty()},
                                {"min", num(l.trunk->min, 4)},
                                {"max", num(l.trunk->max, 4)},
                                {"why", l.trunk->why.empty() ? json(nullptr) : json(l.trunk->why)}};
    else
        report["trunkScale"] = nullptr;
    report["figureScale"] = {{"how", l.figure.how}, {"min", num(l.figure.min, 4)}, {"max", num(l.figure.max, 4)}};
    json shear = json::array();
    for (const legs::ShearRow& r : l.shear)
        shear.push_back({{"bone", r.bone},
                         {"scaled", r.scaled},
                         {"shear", num(r.shear, 4)},
                         {"frame", r.frame},
                         {"x", {{"min", num(r.xMin, 4)}, {"max", num(r.xMax, 4)}}},
                         {"y", {{"min", num(r.yMin, 4)}, {"max", num(r.yMax, 4)}}},
                         {"inherits", r.fromParent.empty() ? json(nullptr) : json(r.fromParent)}});
    report["shear"] = std::move(shear);
}

}  // namespace rigpose::report::detail
