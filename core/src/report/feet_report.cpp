// FEET's lines and the report's feet: the legs' lengths, each mapped segment's picture ratio,
// the supports, jumps and steps, the frontal reading, the plant's floor and shifts, the in-place
// closure, and the posed build's feet.

#include "feet_report.h"

#include <algorithm>

#include "legs_text.h"
#include "padded.h"

namespace rigpose::report::detail {

namespace {

using json = nlohmann::ordered_json;
using legs::FrameRun;
using legs::sideName;

json num(double value, int decimals) { return legsNumber(value, decimals); }
std::string run(const FrameRun& r) { return frameRunText(r); }

std::string signedUnits(double v, int decimals) { return signedFixed(v, decimals); }

json runJson(const FrameRun& r) { return json::array({r.first, r.second}); }
json sideJson(int side) { return side == legs::kNoSide ? json(nullptr) : json(sideName(side)); }

template <typename T, typename F>
std::string listed(const std::vector<T>& items, F text)
{
    std::string out;
    for (const T& item : items)
        out += (out.empty() ? "" : ", ") + text(item);
    return out;
}

// The support spans a foot was followed on rather than planted (ref #119's FEET tracked), written
// with --plant-feet only, where the plant follows them: a run without it keeps its bytes.
std::vector<legs::SupportSpan> trackedSpans(const legs::Feet& f)
{
    std::vector<legs::SupportSpan> out;
    for (const legs::SupportSpan& s : f.supports)
        if (s.tracked)
            out.push_back(s);
    return out;
}

std::string trackedReason(const std::string& why)
{
    if (why == "pivot")
        return "it turns on its ball";
    if (why == "rolling")
        return "it rolls off slower than the other swings in";
    return "the only foot free to take support was the higher one";
}

}  // namespace

void feetLines(const retarget::Result& result, std::vector<std::string>& lines)
{
    if (!result.feet)
        return;
    const legs::Feet& f = *result.feet;
    lines.push_back("FEET leg length r " + padded(f.legLength[0], 1) + " px, l " + padded(f.legLength[1], 1) +
                    " px (median hip → ankle; the unit of every leg-length figure is their mean, " +
                    padded(f.meanLegLength, 1) + " px); straight r " + padded(f.straight[0], 1) + ", l " +
                    padded(f.straight[1], 1) + " px (95th percentile); rig leg r " + padded(f.rigLeg[0], 3) + ", l " +
                    padded(f.rigLeg[1], 3) + " units (thigh origin → ankle at setup)");
    for (const legs::SegmentRatio& s : f.segments) {
        std::string line = "FEET segment chain \"" + s.chain + "\" " + s.bone + " (" + s.joints[0] + " → " +
                           s.joints[1] + "): ";
        if (!s.straight)
            line += "not measured: " + s.why;
        else
            line += "picture ÷ straight " + padded(*s.min, 3) + " · " + padded(*s.median, 3) + " · " +
                    padded(*s.max, 3) + " (min · median · max; straight " + padded(*s.straight, 1) + " px)";
        lines.push_back(std::move(line));
    }
    if (f.frontal && f.frontal->frontal) {
        const legs::Frontal& fr = *f.frontal;
        lines.push_back("FEET support: frontal: the lower ankle moves while the higher moves with the ground on " +
                        std::to_string(fr.contradicted) + " of " + std::to_string(fr.outsideJumps) +
                        " frame(s) outside the jumps (" + padded(100 * fr.share, 1) +
                        " %, over 5 %): read by ankle vertical speed");
        lines.push_back("FEET support: ankle range against its hip (5th–95th percentile) r x " +
                        padded(fr.rangeX[0], 1) + " y " + padded(fr.rangeY[0], 1) + " px, l x " +
                        padded(fr.rangeX[1], 1) + " y " + padded(fr.rangeY[1], 1) + " px: the stride shows in depth");
    }
    if (f.contactKeys) {
        const legs::ContactKeysReading& c = *f.contactKeys;
        lines.push_back("FEET support: contact keys " + c.path + ": " + std::to_string(c.keys) + " key(s) cover " +
                        std::to_string(c.covered) + " frame(s) from frame " + std::to_string(c.firstCovered) +
                        ", changed " + std::to_string(c.changed) + "; flight " +
                        (c.flight.empty() ? std::string("none") : listed(c.flight, run)) +
                        (c.firstCovered > 0 ? "; frames 0–" + std::to_string(c.firstCovered - 1) +
                                                  " before the first key keep the reading without keys"
                                            : std::string()));
    }
    const std::vector<legs::Stride>* strides = f.contactKeys
                                                   ? &f.contactKeys->strides
                                                   : (f.frontal && f.frontal->frontal ? &f.frontal->strides : nullptr);
    if (strides)
        for (const legs::Stride& s : *strides) {
            std::string line = "FEET stride " + std::string(sideName(s.side)) + " " + run(s.frames) + ": " +
                               s.decidedBy + " on " + std::to_string(s.decided) + " frame(s)";
            if (!f.contactKeys)
                line += " (both feet down on " + std::to_string(s.bothDown) + "); ankle height alone would read " +
                        sideName(1 - s.side) + " on " + std::to_string(s.otherReading) + " of them";
            else
                line += "; the reading without keys would name " + std::string(sideName(1 - s.side)) + " on " +
                        std::to_string(s.otherReading) + " of them";
            lines.push_back(std::move(line));
        }
    lines.push_back("FEET supports " + std::to_string(f.supports.size()) + ": " +
                    (f.supports.empty() ? std::string("none (no foot supports on any frame)")
                                        : listed(f.supports, [](const legs::SupportSpan& s) {
                                              return std::string(sideName(s.side)) + " " + run(s.frames) +
                                                     (s.tracked ? " (tracked)" : "");
                                          })));
    lines.push_back("FEET jumps " + std::to_string(f.jumps.size()) + ": " +
                    (f.jumps.empty() ? std::string("none") : listed(f.jumps, run)) +
                    " (both ankles and mid_hip over 0.05 leg lengths above their rolling floor)");
    if (f.closure) {
        std::string line = "FEET in place: the hip's x drift " + signedUnits(f.closure->drift, 3) +
                           " units closed over " + std::to_string(f.closure->frames) + " frame(s)";
        if (const auto& h = f.closure->heights)
            line += "; the planted heights' drift " + signedUnits(h->drift, 3) + " units between the " +
                    sideName(h->side) + " spans from frames " + std::to_string(h->from) + " and " +
                    std::to_string(h->to) + " closed before the floor was read";
        lines.push_back(std::move(line));
    } else if (!f.inPlace) {
        lines.push_back("FEET steps " + std::to_string(f.steps.size()) + ": " +
                        (f.steps.empty() ? std::string("none") : listed(f.steps, [](const legs::Step& s) {
                            std::string t = std::string(sideName(s.side)) + " " + run(s.frames);
                            t += s.tookSupport != legs::kNoSide
                                     ? std::string(" (") + sideName(s.tookSupport) + " took support"
                                     : std::string(" (no foot took support");
                            t += s.replanted ? "; " + std::string(sideName(s.side)) + " may support again from " +
                                                   std::to_string(*s.replanted) + ")"
                                             : std::string(")");
                            return t;
                        })));
    }
    if (f.lowered && !f.lowered->empty())
        lines.push_back("FEET support read from the lower ankle: " + listed(*f.lowered, [](const legs::Lowered& l) {
                            return run(l.frames) + " " + sideName(l.was) + " → " + sideName(l.now) +
                                   (l.cause.empty() ? std::string() : " (" + l.cause + ")");
                        }));
    if (const std::vector<legs::SupportSpan> tracked = trackedSpans(f); f.planted && !tracked.empty())
        lines.push_back("FEET tracked " + std::to_string(tracked.size()) + ": " +
                        listed(tracked,
                               [](const legs::SupportSpan& s) {
                                   return std::string(sideName(s.side)) + " " + run(s.frames) + " (" +
                                          trackedReason(s.trackedWhy) + ")";
                               }) +
                        "; each foot followed on the floor along its own track, not planted");
    if (f.floor) {
        lines.push_back("FEET floor y " + padded(*f.floor, 3) + " units (" + f.floorSource +
                        "); every support span planted on it");
        double lo = 0, hi = 0;
        for (std::size_t i = 0; i < f.shifts.size(); ++i) {
            lo = i ? std::min(lo, f.shifts[i].shift) : f.shifts[i].shift;
            hi = i ? std::max(hi, f.shifts[i].shift) : f.shifts[i].shift;
        }
        lines.push_back("FEET shifts " +
                        listed(f.shifts,
                               [](const legs::Shift& s) {
                                   return std::string(sideName(s.side)) + " " + run(s.frames) + " " +
                                          signedUnits(s.shift, 3) + " units (" + signedUnits(s.legLengths, 4) +
                                          " rig legs)";
                               }) +
                        "; range " + padded(hi - lo, 3) + " units");
    }
    if (f.blend) {
        for (const legs::BlendRun& b : f.blend->runs)
            lines.push_back("FEET blend held on the floor: " + std::string(sideName(b.side)) + " " + run(b.frames) +
                            ", the supporting leg stretched by k " + padded(b.kMin, 4) + "–" + padded(b.kMax, 4) +
                            " about its root (bounds " + padded(f.blend->lower, 2) + "–" + padded(f.blend->upper, 2) +
                            ")");
        for (const legs::BoundsOver& o : f.blend->over)
            lines.push_back("FEET past the bounds: " + std::string(sideName(o.side)) + " " + run(o.frames) +
                            " needed k " + padded(o.needed, 4) + ", held at " + padded(o.bound, 4) +
                            "; the foot left " + padded(o.left, 3) + " units from the floor");
        if (f.blend->rangeLowest)
            lines.push_back("FEET bound from the leg's own range: r " + padded((*f.blend->rangeLowest)[0], 4) + ", l " +
                            padded((*f.blend->rangeLowest)[1], 4) +
                            " (the lowest k a blend frame allowed, under 0.92)");
    }
    if (f.posed)
        lines.push_back("FEET posed, outside the jumps: the lowest ankle's vertical range " +
                        padded(f.posed->lowestAnkleRange, 4) +
                        " leg lengths; the supporting ankle's worst vertical range " +
                        padded(f.posed->worstVertical, 4) + " and horizontal drift " + padded(f.posed->worstDrift, 4) +
                        " leg lengths over " + std::to_string(f.posed->spans.size()) + " support span(s)");
    if (f.inPlace && !f.planted) {
        // The hip's own travel: the translate's x from the first frame to the last.
        const auto& o = result.targets.origins;
        lines.push_back(
            std::string("TRAVEL the sequence is declared in place, but --plant-feet is off: the supports and "
                        "the nod still read it in place; only a planted hip is closed round the loop, so this "
                        "hip keeps the pose's own travel: ") +
            (o.empty() ? std::string("the map translates no bone")
                       : "x " + signedUnits(o.back().x() - o.front().x(), 2) +
                             " units from the first frame to the last, not closed"));
    }
}

std::string feetSummaryLine(const retarget::Result& result)
{
    if (!result.feet || !result.feet->posed)
        return "FEET not measured: the map does not key both legs";
    const legs::Posed& p = *result.feet->posed;
    return "FEET lowest ankle's vertical range " + padded(p.lowestAnkleRange, 4) +
           " leg lengths; supporting ankle worst vertical range " + padded(p.worstVertical, 4) + ", horizontal drift " +
           padded(p.worstDrift, 4) + " leg lengths";
}

json feetJson(const retarget::Result& result)
{
    if (!result.feet)
        return nullptr;
    const legs::Feet& f = *result.feet;
    const auto& times = result.frameTimes;
    json o;
    o["planted"] = f.planted;
    o["legLength"] = {{"r", num(f.legLength[0], 3)}, {"l", num(f.legLength[1], 3)}, {"mean", num(f.meanLegLength, 3)}};
    o["straight"] = {{"r", num(f.straight[0], 3)}, {"l", num(f.straight[1], 3)}};
    o["rigLeg"] = {{"r", num(f.rigLeg[0], 4)}, {"l", num(f.rigLeg[1], 4)}};
    json segments = json::array();
    for (const legs::SegmentRatio& s : f.segments) {
        json j{{"chain", s.chain}, {"bone", s.bone}, {"joints", s.joints}};
        j["straight"] = s.straight ? num(*s.straight, 3) : json(nullptr);
        j["ratio"] = s.straight ? json{{"min", num(*s.min, 4)}, {"median", num(*s.median, 4)}, {"max", num(*s.max, 4)}}
                                : json(nullptr);
        if (!s.straight)
            j["why"] = s.why;
        segments.push_back(std::move(j));
    }
    o["segments"] = std::move(segments);
    json supports = json::array();
    for (const legs::SupportSpan& s : f.supports) {
        json j{{"side", sideName(s.side)}, {"frames", runJson(s.frames)}};
        if (s.tracked)
            j["tracked"] = true;
        supports.push_back(std::move(j));
    }
    o["supports"] = std::move(supports);
    json jumps = json::array(), events = json::array();
    for (const FrameRun& j : f.jumps) {
        jumps.push_back(runJson(j));
        events.push_back({{"frames", runJson(j)}, {"times", {num(times[j.first], 6), num(times[j.second], 6)}}});
    }
    o["jumps"] = std::move(jumps);
    o["jumpEvents"] = std::move(events);
    json steps = json::array();
    for (const legs::Step& s : f.steps)
        steps.push_back({{"side", sideName(s.side)},
                         {"frames", runJson(s.frames)},
                         {"tookSupport", sideJson(s.tookSupport)},
                         {"replanted", s.replanted ? json(*s.replanted) : json(nullptr)}});
    o["steps"] = std::move(steps);
    json changes = json::array();
    for (const legs::Change& c : f.changes)
        changes.push_back(
            {{"frame", c.frame}, {"t", num(times[c.frame], 6)}, {"from", sideJson(c.from)}, {"to", sideJson(c.to)}});
    o["changes"] = std::move(changes);
    if (f.lowered) {
        json lowered = json::array();
        for (const legs::Lowered& l : *f.lowered) {
            json j{{"frames", runJson(l.frames)}, {"was", sideJson(l.was)}, {"now", sideJson(l.now)}};
            if (!l.cause.empty())
                j["cause"] = l.cause;
            lowered.push_back(std::move(j));
        }
        o["lowered"] = std::move(lowered);
    }
    if (const std::vector<legs::SupportSpan> spans = trackedSpans(f); f.planted && !spans.empty()) {
        json tracked = json::array();
        for (const legs::SupportSpan& s : spans)
            tracked.push_back({{"side", sideName(s.side)}, {"frames", runJson(s.frames)}, {"why", s.trackedWhy}});
        o["tracked"] = std::move(tracked);
    }
    if (f.frontal)
        o["frontal"] = {{"frontal", f.frontal->frontal},
                        {"contradicted", f.frontal->contradicted},
                        {"outsideJumps", f.frontal->outsideJumps},
                        {"share", num(f.frontal->share, 4)}};
    o["floor"] = f.floor ? num(*f.floor, 4) : json(nullptr);
    json shifts = json::array();
    for (const legs::Shift& s : f.shifts)
        shifts.push_back({{"side", sideName(s.side)}, {"frames", runJson(s.frames)}, {"shift", num(s.shift, 4)}});
    o["shifts"] = std::move(shifts);
    if (f.blend) {
        json runs = json::array(), over = json::array();
        for (const legs::BlendRun& b : f.blend->runs)
            runs.push_back({{"side", sideName(b.side)},
                            {"frames", runJson(b.frames)},
                            {"k", {{"min", num(b.kMin, 4)}, {"max", num(b.kMax, 4)}}}});
        for (const legs::BoundsOver& b : f.blend->over)
            over.push_back({{"side", sideName(b.side)},
                            {"frames", runJson(b.frames)},
                            {"needed", num(b.needed, 4)},
                            {"bound", num(b.bound, 4)},
                            {"left", num(b.left, 4)}});
        o["blend"] = {{"bounds", {num(f.blend->lower, 4), num(f.blend->upper, 4)}},
                      {"runs", std::move(runs)},
                      {"over", std::move(over)}};
        if (f.blend->rangeLowest)
            o["blend"]["range"] = {{"r", num((*f.blend->rangeLowest)[0], 4)},
                                   {"l", num((*f.blend->rangeLowest)[1], 4)}};
    } else {
        o["blend"] = nullptr;
    }
    if (f.closure) {
        o["closure"] = {{"drift", num(f.closure->drift, 4)}, {"frames", f.closure->frames}};
        if (const auto& h = f.closure->heights)
            o["closure"]["heights"] = {{"side", sideName(h->side)},
                                       {"frames", {h->from, h->to}},
                                       {"drift", num(h->drift, 4)}};
    } else {
        o["closure"] = nullptr;
    }
    if (f.posed) {
        json spans = json::array();
        for (const legs::PosedSpan& s : f.posed->spans)
            spans.push_back({{"side", sideName(s.side)},
                             {"frames", runJson(s.frames)},
                             {"vertical", num(s.vertical, 6)},
                             {"drift", num(s.drift, 6)}});
        o["posed"] = {{"lowestAnkleRange", num(f.posed->lowestAnkleRange, 6)},
                      {"spans", std::move(spans)},
                      {"worstVertical", num(f.posed->worstVertical, 6)},
                      {"worstDrift", num(f.posed->worstDrift, 6)}};
    } else {
        o["posed"] = nullptr;
    }
    return o;
}

}  // namespace rigpose::report::detail
