// The lines a retarget prints, each starting with its tag.

#include "rigpose/report/report.h"

#include <algorithm>
#include <cmath>

#include "rigpose/spine/build.h"
#include "rigpose/util/number_format.h"

namespace rigpose::report {

namespace {

std::string numberAt(const json& object, const char* key, int decimals)
{
    if (!object.is_object() || !object.contains(key) || !object[key].is_number())
        return "?";
    return formatFixed(object[key].get<double>(), decimals);
}

std::string frames(std::size_t from, std::size_t to)
{
    return from == to ? "frame " + std::to_string(from) : "frames " + std::to_string(from) + "–" + std::to_string(to);
}

std::string segment(const std::string& chain, const std::string& bone, const std::array<std::string, 2>& joints)
{
    return "chain \"" + chain + "\" " + bone + " (" + joints[0] + " → " + joints[1] + ")";
}

// ---- The guards' lines before the gate: SHORT (and HOLD chain for an across-body line), END-ON,
// FLIP, BEND.
void guardLines(const retarget::Result& result, std::vector<std::string>& lines)
{
    const retarget::Options& o = result.options;
    for (const retarget::ShortSpan& s : result.shortSpans) {
        if (s.across) {
            lines.push_back("HOLD " + segment(s.chain, s.bone, s.joints) + " " + frames(s.from, s.to) + ": " +
                            (s.reversed ? "the line turned past --flip " + formatFixed(*o.flipDegrees, 1) +
                                              "° in one frame (its ends crossed)"
                                        : std::string("short")) +
                            ", lowest " + formatFixed(s.minFraction, 3) +
                            " of its median length; its last confident angle carried across (not END-ON)");
            continue;
        }
        lines.push_back("SHORT " + segment(s.chain, s.bone, s.joints) + " " + frames(s.from, s.to) + ": under --short " +
                        formatFixed(*o.shortFraction, 3) + " of its median length (lowest " +
                        formatFixed(s.minFraction, 3) + "); the angle is drawn across, not read");
    }
    for (const retarget::EndOn& e : result.endOn)
        lines.push_back("END-ON " + segment(e.chain, e.bone, e.joints) + " " + frames(e.from, e.to) + " (" +
                        formatFixed(e.seconds, 3) + " s, lowest " + formatFixed(e.minFraction, 3) +
                        "): the limb points at the camera, a pose the rig cannot draw");
    for (const retarget::FlipSpread& f : result.flips)
        lines.push_back("FLIP " + segment(f.chain, f.bone, f.joints) + ": a " + formatFixed(f.jump, 3) +
                        "° turn into frame " + std::to_string(f.jumpFrame) + " spread over " + frames(f.from, f.to) +
                        " (h " + std::to_string(f.h) + ")" + (f.cutAtStart ? "; the window stops at the clip's first frame" : "") +
                        (f.cutAtEnd ? "; the window stops at the clip's last frame" : ""));
    // BEND: one line per hinge, or one per frame with --verbose.
    for (std::size_t i = 0; i < result.bends.size();) {
        std::size_t j = i;
        std::vector<std::size_t> hinge;
        std::size_t worst = i;
        for (; j < result.bends.size() && result.bends[j].chain == result.bends[i].chain &&
               result.bends[j].joint == result.bends[i].joint;
             ++j) {
            hinge.push_back(result.bends[j].frame);
            if (std::abs(result.bends[j].angle) > std::abs(result.bends[worst].angle))
                worst = j;
            if (o.verbose)
                lines.push_back("BEND chain \"" + result.bends[j].chain + "\" hinge " + result.bends[j].joint + " frame " +
                                std::to_string(result.bends[j].frame) + ": " + formatFixed(result.bends[j].angle, 3) +
                                "° the wrong way, straightened");
        }
        if (!o.verbose) {
            std::size_t runs = 1;
            for (std::size_t k = 1; k < hinge.size(); ++k)
                runs += hinge[k] != hinge[k - 1] + 1;
            const retarget::BendFrame& w = result.bends[worst];
            lines.push_back("BEND chain \"" + w.chain + "\" hinge " + w.joint + ": straightened on " +
                            std::to_string(hinge.size()) + " frame(s) in " + std::to_string(runs) + " run(s), " +
                            frames(hinge.front(), hinge.back()) + "; worst " + formatFixed(w.angle, 3) + "° on frame " +
                            std::to_string(w.frame) + " (it may fold only " + (w.side > 0 ? "ccw" : "cw") + ")");
        }
        i = j;
    }
}

// ---- The guards' lines after the landings: REACH, REACH-ORIGIN (+ WARN), RANGE.
void afterGateLines(const retarget::Result& result, std::vector<std::string>& lines)
{
    for (const retarget::ReachReading& r : result.reach) {
        if (!r.departs)
            continue;
        std::string why;
        if (r.offset > 1e-6)
            why = "its origin sits " + formatFixed(r.offset, 3) + " units (" + formatFixed(r.offsetOfLength, 3) +
                  " of the reach) off " + r.anchor + "'s at setup, a lever";
        for (const auto& a : r.above)
            why += (why.empty() ? "" : "; ") + std::string("the animation turns ") + a.bone + " (chain " + a.chain + ") above it";
        lines.push_back("REACH chain \"" + r.chain + "\" " + r.bone + ": " + why + "; largest departure from the pair " +
                        formatFixed(r.departureMax, 3) + "° on frame " + std::to_string(r.departureFrame) +
                        ", its mean |second difference| " + formatFixed(r.departureD2, 4) + " °/frame²; aim " +
                        formatFixed(r.aimD2, 4) + " against the pair's " + formatFixed(r.pairD2, 4) + " °/frame²" +
                        (r.ratio ? " (" + formatFixed(*r.ratio, 2) + "×)" : " (the pair is still)"));
    }
    for (const retarget::ReachOrigin& o : result.reachOrigin) {
        lines.push_back("REACH-ORIGIN chain \"" + o.chain + "\" " + o.bone + ": origin " + formatFixed(o.setup, 3) +
                        " units from " + o.anchor + "'s (where the rig puts " + o.joints[0] + ") at setup, at most " +
                        formatFixed(o.posedMax, 3) + " on frame " + std::to_string(o.posedFrame) + "; " +
                        formatFixed(o.ofSegment, 3) + " of the " + formatFixed(o.segment, 3) + "-unit segment");
        if (o.warn)
            lines.push_back("WARN REACH_ORIGIN: chain \"" + o.chain + "\" starts " + formatFixed(o.ofSegment, 3) +
                            " of its segment up from " + o.joints[0] + ", past " + formatFixed(retarget::kReachOriginWarn, 2) +
                            ": aimed from there the bone turns about " + formatFixed(1 / (1 - std::min(o.ofSegment, 0.99)), 2) +
                            "× what the pair turns; the REACH line shows the cost, or set \"reach\": false to follow "
                            "the pair's angle");
    }
    for (const retarget::RangeRun& r : result.ranges)
        lines.push_back("RANGE chain \"" + r.chain + "\" " + r.bone + " " + frames(r.from, r.to) + " (" +
                        formatFixed(r.seconds, 3) + " s): asked past [" + formatFixed(r.min, 3) + ", " +
                        formatFixed(r.max, 3) + "] by up to " + formatFixed(r.maxOverflow, 3) + "° (key " +
                        formatFixed(r.key, 3) + "° on frame " + std::to_string(r.worstFrame) + "); clamped at the limit");
}

}  // namespace

std::string cleanLine(const sequence::Sequence& sequence)
{
    if (!sequence.cleaned)
        return "CLEAN no record";
    const json& rec = *sequence.cleaned;
    const json params = rec.value("params", json::object());
    std::string line = "CLEAN legs " + numberAt(params, "legs", 0) + ", rest " + numberAt(params, "rest", 0) +
                       (params.value("loop", false) ? ", loop" : "");
    if (rec.contains("spikes") && rec["spikes"].is_object()) {
        const json& s = rec["spikes"];
        line += "; spikes " + std::to_string(s.value("found", json::array()).size()) + " found, " +
                std::to_string(s.value("untested", json::array()).size()) + " frame(s) untested";
    }
    if (rec.contains("jitter"))
        line += "; jitter " + numberAt(rec["jitter"], "before", 2) + " → " + numberAt(rec["jitter"], "after", 2) + " px/f²";
    if (params.contains("hold") && params["hold"].is_string())
        line += "; hold off";
    else if (rec.contains("holds"))
        line += "; " + std::to_string(rec["holds"].size()) + " hold(s), " +
                std::to_string(rec.value("seams", json::array()).size()) + " seam(s), " +
                std::to_string(rec.value("unheld", json::array()).size()) + " unheld span(s)";
    if (params.contains("hipsInferred"))
        line += "; hips inferred";
    return line;
}

std::vector<std::string> runLines(const retarget::Result& result, const sequence::Sequence& sequence,
                                  const std::optional<std::string>& motionLine)
{
    std::vector<std::string> lines;
    lines.push_back(cleanLine(sequence));
    if (motionLine)
        lines.push_back(*motionLine);
    lines.push_back("RIGC " + gateVersion() + " (our rig and motion validation, the Spine " +
                    std::string(spine::kSpineVersion) + " build read back from its bytes, our poser): rig-c's own "
                    "rigc build is not run");
    if (result.scale)
        lines.push_back("SCALE figure scale " + formatFixed(result.scale->factor, 6) + " (rig " +
                        formatFixed(result.scale->rig, 3) + " units over the pose's median " +
                        formatFixed(result.scale->pose, 3) + " px, " + std::to_string(result.scale->frames) + " frames)");
    for (const retarget::Hold& h : result.holds)
        lines.push_back("HOLD " + h.point + " " + frames(h.from, h.to) + ": " + h.why + "; held at frame " +
                        std::to_string(h.source) + "'s value");
    guardLines(result, lines);
    if (result.layers)
        lines.push_back(clean::layersLine(*result.layers));
    lines.push_back("GATE " + result.gate.summary);
    for (const retarget::Landing& l : result.gate.landings) {
        const std::string unit = l.kind == "angle" ? "°" : " units";
        lines.push_back("LAND " + l.bone + " " + l.kind + ": worst " + formatFixed(l.worst, 6) + unit + " on frame " +
                        std::to_string(l.frame) + " (tolerance " + formatFixed(l.tolerance, 2) + unit + ")");
    }
    afterGateLines(result, lines);
    lines.push_back("SEAM not read: no renderer (seams: [], seamPairs: [])");
    lines.push_back("FOLD not read: no renderer (folds: null)");
    return lines;
}

}  // namespace rigpose::report
