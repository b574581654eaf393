// The lines a retarget prints, each starting with its tag.

#include "rigpose/report/report.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "bounce_report.h"
#include "feet_report.h"
#include "leg_scale_report.h"
#include "idle_report.h"
#include "reduce_report.h"
#include "stance_report.h"
#include "switches_report.h"
#include "padded.h"
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
    for (const retarget::ShortSpan& s : result.guards.shortSpans) {
        if (s.across) {
            lines.push_back("HOLD " + segment(s.chain, s.bone, s.joints) + " " + frames(s.from, s.to) + ": " +
                            (s.reversed ? "the line turned past --flip " + formatFixed(*o.flipDegrees, 1) +
                                              "° in one frame (its ends crossed)"
                                        : std::string("short")) +
                            ", lowest " + formatFixed(s.minFraction, 3) +
                            " of its median length; its last confident angle carried across (not END-ON)");
            continue;
        }
        lines.push_back("SHORT " + segment(s.chain, s.bone, s.joints) + " " + frames(s.from, s.to) +
                        ": under --short " + formatFixed(*o.shortFraction, 3) + " of its median length (lowest " +
                        formatFixed(s.minFraction, 3) + "); the angle is drawn across, not read");
    }
    for (const retarget::EndOn& e : result.guards.endOn)
        lines.push_back("END-ON " + segment(e.chain, e.bone, e.joints) + " " + frames(e.from, e.to) + " (" +
                        formatFixed(e.seconds, 3) + " s, lowest " + formatFixed(e.minFraction, 3) +
                        "): the limb points at the camera, a pose the rig cannot draw");
    for (const retarget::FlipSpread& f : result.guards.flips)
        lines.push_back("FLIP " + segment(f.chain, f.bone, f.joints) + ": a " + formatFixed(f.jump, 3) +
                        "° turn into frame " + std::to_string(f.jumpFrame) + " spread over " + frames(f.from, f.to) +
                        " (h " + std::to_string(f.h) + ")" +
                        (f.cutAtStart ? "; the window stops at the clip's first frame" : "") +
                        (f.cutAtEnd ? "; the window stops at the clip's last frame" : ""));
    // BEND: one line per hinge, or one per frame with --verbose.
    for (std::size_t i = 0; i < result.guards.bends.size();) {
        std::size_t j = i;
        std::vector<std::size_t> hinge;
        std::size_t worst = i;
        for (; j < result.guards.bends.size() && result.guards.bends[j].chain == result.guards.bends[i].chain &&
               result.guards.bends[j].joint == result.guards.bends[i].joint;
             ++j) {
            hinge.push_back(result.guards.bends[j].frame);
            if (std::abs(result.guards.bends[j].angle) > std::abs(result.guards.bends[worst].angle))
                worst = j;
            if (o.verbose)
                lines.push_back("BEND chain \"" + result.guards.bends[j].chain + "\" hinge " +
                                result.guards.bends[j].joint + " frame " +
                                std::to_string(result.guards.bends[j].frame) + ": " +
                                formatFixed(result.guards.bends[j].angle, 3) + "° the wrong way, straightened");
        }
        if (!o.verbose) {
            std::size_t runs = 1;
            for (std::size_t k = 1; k < hinge.size(); ++k)
                runs += hinge[k] != hinge[k - 1] + 1;
            const retarget::BendFrame& w = result.guards.bends[worst];
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
    for (const retarget::ReachReading& r : result.limits.reach) {
        if (!r.departs)
            continue;
        std::string why;
        if (r.offset > 1e-6)
            why = "its origin sits " + formatFixed(r.offset, 3) + " units (" + formatFixed(r.offsetOfLength, 3) +
                  " of the reach) off " + r.anchor + "'s at setup, a lever";
        for (const auto& a : r.above)
            why += (why.empty() ? "" : "; ") + std::string("the animation turns ") + a.bone + " (chain " + a.chain +
                   ") above it";
        lines.push_back("REACH chain \"" + r.chain + "\" " + r.bone + ": " + why +
                        "; largest departure from the pair " + formatFixed(r.departureMax, 3) + "° on frame " +
                        std::to_string(r.departureFrame) + ", its mean |second difference| " +
                        formatFixed(r.departureD2, 4) + " °/frame²; aim " + formatFixed(r.aimD2, 4) +
                        " against the pair's " + formatFixed(r.pairD2, 4) + " °/frame²" +
                        (r.ratio ? " (" + formatFixed(*r.ratio, 2) + "×)" : " (the pair is still)"));
    }
    for (const retarget::ReachOrigin& o : result.limits.reachOrigin) {
        lines.push_back("REACH-ORIGIN chain \"" + o.chain + "\" " + o.bone + ": origin " + formatFixed(o.setup, 3) +
                        " units from " + o.anchor + "'s (where the rig puts " + o.joints[0] + ") at setup, at most " +
                        formatFixed(o.posedMax, 3) + " on frame " + std::to_string(o.posedFrame) + "; " +
                        formatFixed(o.ofSegment, 3) + " of the " + formatFixed(o.segment, 3) + "-unit segment");
        if (o.warn)
            lines.push_back("WARN REACH_ORIGIN: chain \"" + o.chain + "\" starts " + formatFixed(o.ofSegment, 3) +
                            " of its segment up from " + o.joints[0] + ", past " +
                            formatFixed(retarget::kReachOriginWarn, 2) + ": aimed from there the bone turns about " +
                            formatFixed(1 / (1 - std::min(o.ofSegment, 0.99)), 2) + "× what the pair turns; JITTER " +
                            o.bone +
                            " shows the cost, or set \"reach\": false to follow "
                            "the pair's angle");
    }
    for (const retarget::RangeRun& r : result.limits.ranges)
        lines.push_back("RANGE chain \"" + r.chain + "\" " + r.bone + " " + frames(r.from, r.to) + " (" +
                        formatFixed(r.seconds, 3) + " s): asked past [" + formatFixed(r.min, 3) + ", " +
                        formatFixed(r.max, 3) + "] by up to " + formatFixed(r.maxOverflow, 3) + "° (key " +
                        formatFixed(r.key, 3) + "° on frame " + std::to_string(r.worstFrame) +
                        "); clamped at the limit");
}

// The readings' figures keep their trailing zeros, so a column of them lines up (1.00000, 0.50×).
using detail::padded;
using detail::signedFixed;

// ---- SCALE's bands and travel (ref #240), CAMERA.
void scaleLines(const retarget::Result& result, std::vector<std::string>& lines)
{
    if (!result.scale)
        return;
    const retarget::ScaleReading& sc = *result.scale;
    std::string line = "SCALE figure scale " + formatFixed(sc.factor, 6) + " (rig " + formatFixed(sc.rig, 3) +
                       " units over the pose's median " + formatFixed(sc.pose, 3) + " px, " +
                       std::to_string(sc.frames) + " frames)";
    if (!result.readings.scaleFit) {
        lines.push_back(line);
        return;
    }
    const retarget::ScaleFit& f = *result.readings.scaleFit;
    lines.push_back(line + "; that median is " + padded(f.share, 3) + " of the pair's 95th percentile " +
                    padded(f.segmentP95, 3) + " px");
    const auto band = [](const char* name, const retarget::ScaleBand& b) {
        return std::string(name) + " " + padded(b.lo, 5) + "–" + padded(b.hi, 5) + " " +
               (b.within ? "within" : "outside");
    };
    if (f.leg && f.hip)
        lines.push_back("SCALE bands (rig over picture, per unit of the figure scale): " + band("leg", *f.leg) + ", " +
                        band("hip", *f.hip));
    else
        lines.push_back("SCALE bands not read: the map does not key both legs");
    if (f.outside)
        lines.push_back(
            "SCALE outside both bands: the figure scale agrees with neither the legs' length nor the hips' width");
    const auto axis = [](const char* name, const retarget::TravelAxis& a) {
        std::string t = std::string(name) + " " + padded(a.px, 3) + " px";
        if (a.legsPose)
            t += " (" + padded(*a.legsPose, 3) + " legs";
        if (a.hipsPose)
            t += std::string(a.legsPose ? ", " : " (") + padded(*a.hipsPose, 3) + " hips";
        if (a.legsPose || a.hipsPose)
            t += ")";
        t += " against " + padded(a.units, 3) + " units";
        if (a.legsRig)
            t += " (" + padded(*a.legsRig, 3) + " legs";
        if (a.hipsRig)
            t += std::string(a.legsRig ? ", " : " (") + padded(*a.hipsRig, 3) + " hips";
        if (a.legsRig || a.hipsRig)
            t += ")";
        return t;
    };
    lines.push_back("SCALE hip travel: " + axis("x", f.x) + "; " + axis("y", f.y));
}

std::string cameraLine(const retarget::CameraReading& c)
{
    std::string fastest;
    for (std::size_t f : c.fastest)
        fastest += (fastest.empty() ? "" : ", ") + std::to_string(f);
    return "CAMERA " + (c.source ? *c.source : std::string("(source not stated)")) + ": s " + padded(c.sMin, 4) + "–" +
           padded(c.sMax, 4) + "; " +
           (fastest.empty() ? std::string("s never changes") : "it changes fastest on frame(s) " + fastest) +
           "; the joints already carry it, so it is not applied again";
}

// ---- JITTER, POSTURE, PELVIS, PIVOT, FEET, NOD, TURN.
std::string jitterLine(const retarget::JitterReading& j)
{
    return "JITTER " + j.bone + " (chain \"" + j.chain + "\", " + j.joints[0] + " → " + j.joints[1] +
           (j.against ? ", against " + *j.against : std::string()) + "): rig " + padded(j.rig, 4) +
           " °/frame² against the pair's " + padded(j.pair, 4) + " over " + std::to_string(j.triples) + " triple(s)" +
           (j.ratio ? " (" + padded(*j.ratio, 2) + "×)" : std::string(" (the pair is still)"));
}

std::string runList(const retarget::FrameRuns& runs)
{
    std::string out;
    for (const auto& [from, to] : runs)
        out += (out.empty() ? "" : ", ") +
               (from == to ? std::to_string(from) : std::to_string(from) + "–" + std::to_string(to));
    return out;
}

// With a track the tilt's reference is named as PELVIS names its source (ref #295).
std::string tiltPart(const retarget::PostureReading& p)
{
    if (!p.tilt)
        return "hip tilt not read: " + p.tiltWhy;
    if (p.track) {
        std::string part = "reference tilt " + padded(*p.tilt, 3) + "° from " + p.track->source + " (";
        if (p.track->hipLine == 0)
            return part + "all " + std::to_string(p.track->track) + " frame(s) from the track)";
        return part + std::to_string(p.track->track) + " frame(s) from the track, " + std::to_string(p.track->hipLine) +
               " from the hip line: " + runList(p.track->hipLineRuns) + ")";
    }
    return "hip tilt " + padded(*p.tilt, 3) + "° over " + std::to_string(p.tiltFrames) + " frame(s), from the hip line";
}

std::string jitterGroupLine(const retarget::JitterGroup& g)
{
    std::string bones;
    for (const std::string& b : g.bones)
        bones += (bones.empty() ? "" : ", ") + b;
    return "JITTER group \"" + g.chain + "\" (" + bones + "): rig " + padded(g.rig, 4) +
           " °/frame² against the pairs' " + padded(g.pair, 4) +
           (g.ratio ? " (" + padded(*g.ratio, 2) + "×)" : std::string(" (the pairs are still)")) +
           (g.movedBy
                ? ", moved most by " + *g.movedBy + " (" + signedFixed(g.movedByExcess, 4) + " °/frame² over its pair)"
                : std::string(", every bone on its pair"));
}

std::string postureLine(const retarget::PostureReading& p)
{
    std::string line = "POSTURE " + tiltPart(p);
    if (p.hipsInferred && p.tilt)
        line += "; " + std::to_string(p.hipsInferred) + " frame(s) with an inferred hip left out (" + p.source + ")";
    if (const auto& m = p.measured) {
        line += "; tilt measured (" + m->method + ") on " + std::to_string(m->frames) +
                " frame(s): " + std::to_string(m->read) + " read, " + std::to_string(m->interpolated) +
                " interpolated, ";
        if (m->scaled)
            line += std::to_string(m->scaled) + " scaled (scaled: " + runList(m->scaledRuns) + "), ";
        line += std::to_string(m->held) + " held" + (m->held ? " (held: " + runList(m->heldRuns) + ")" : std::string());
        if (m->unmeasured)
            line += "; " + std::to_string(m->unmeasured) +
                    " unmeasured, left out (unmeasured: " + runList(m->unmeasuredRuns) + ")";
    }
    line += "; sway " + padded(p.swayPosePx, 3) + " px = " + padded(p.swayPoseUnits, 3) + " units (" +
            padded(p.swayPoseShoulders, 3) + " shoulder widths) in the pose, " + padded(p.swayRigUnits, 3) +
            " units (" + padded(p.swayRigShoulders, 3) + " shoulder widths) on the posed rig";
    return line;
}

// The second sway line on a track: what the pelvis bone's turn adds to the rig's sway.
std::string carriedSwayLine(const retarget::CarriedSway& c)
{
    return "POSTURE sway: the rig's x range includes the pelvis track's turn, which carries the trunk's origin (" +
           c.bone + ") " + padded(c.origin, 3) + " units; the trunk alone (mid_shoulder about that origin) " +
           padded(c.trunk, 3) + " units against the pose's " + padded(c.reference, 3) + " units";
}

std::string pelvisLine(const retarget::PelvisReading& p)
{
    if (!p.bone)
        return "PELVIS: the sequence carries a pelvis track (" + p.source +
               ") that keys nothing: the map has no pelvis chain (one bone, r_hip → l_hip)";
    std::string line = "PELVIS: from " + (p.hasTrack ? p.source : std::string("hip line (no track)")) + ", swing " +
                       padded(p.swing.value_or(0), 3) + "° (bone " + *p.bone + ", chain \"" + *p.chain + "\")";
    if (p.hasTrack && !p.declined.empty()) {
        std::string spans;
        for (const auto& [from, to] : p.declined)
            spans += (spans.empty() ? "" : ", ") + frames(from, to);
        line += "; " + std::to_string(p.hipLine) + " frame(s) from the hip line where the track gave no reading (" +
                spans + ")";
    }
    return line;
}

std::string nodLine(const retarget::NodReading& n)
{
    std::string line = "NOD bone \"" + n.bone + "\" (chain \"" + n.chain + "\", " + n.joints[0] + " → " + n.joints[1] +
                       "): ";
    if (!n.keyed)
        return line + "no nod keyed: " + n.why;
    line += "translate y " + signedFixed(n.minY, 3) + " … " + signedFixed(n.maxY, 3) + " units over " +
            std::to_string(n.nod.size()) + " frame(s); ";
    if (n.inPlace)
        return line + "baseline frame 0 (declared in place): no window, no clamp, no coupling";
    line += "baseline a running median over ±" + std::to_string(n.window) + " frame(s) (" +
            formatFixed(n.windowSeconds, 2) + " s), averaged again, " +
            (n.wrapped ? "wrapped round the loop" : "cut at the clip's ends") + "; clamp ±" + padded(n.clamp, 3) +
            " units (2% of the neck's setup length " + padded(n.neckLength, 3) + ")";
    if (!n.coupled)
        return line + " never acted, so nothing is coupled into the head's rotate";
    return line + " acted on " + std::to_string(n.clampedFrames) + " frame(s) (" +
           frames(n.firstClamped, n.lastClamped) + "), so bone \"" + n.bone +
           "\"'s rotate follows the clamped nod in phase (+" + formatFixed(retarget::kNodGain, 1) +
           "°/unit) on every frame";
}

std::string turnLine(const retarget::TurnRun& t)
{
    return "TURN " + t.line + " line (" + t.joints[0] + " → " + t.joints[1] + ") " + frames(t.from, t.to) + " (" +
           formatFixed(t.seconds, 3) + " s): " + (t.reversed ? "reversed" : "short") + ", lowest " +
           formatFixed(t.minFraction, 3) + " of its median length; the body or the head turned (a turned drawing)";
}

void readingLines(const retarget::Result& result, std::vector<std::string>& lines)
{
    if (result.readings.posture)
        lines.push_back(postureLine(*result.readings.posture));
    if (result.readings.posture && result.readings.posture->carried)
        lines.push_back(carriedSwayLine(*result.readings.posture->carried));
    if (result.readings.posture)
        detail::bounceLines(*result.readings.posture, lines);
    if (result.pelvis)
        lines.push_back(pelvisLine(*result.pelvis));
    if (result.readings.pivot)
        lines.push_back(
            "PIVOT bone \"" + result.readings.pivot->bone + "\" sits " + padded(result.readings.pivot->units, 3) +
            " units (" + padded(result.readings.pivot->hipWidths, 3) +
            " hip widths) from its thigh roots' midpoint at setup: every turn of it swings the legs about that origin");
    detail::feetLines(result, lines);
    detail::legScaleLines(result, lines);
    detail::stanceLines(result, lines);
    if (result.nod)
        lines.push_back(nodLine(*result.nod));
    for (const retarget::TurnRun& t : result.readings.turns)
        lines.push_back(turnLine(t));
}

}  // namespace

std::string cleanLine(const sequence::Sequence& sequence, bool verbose)
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
        line += "; jitter " + numberAt(rec["jitter"], "before", 2) + " → " + numberAt(rec["jitter"], "after", 2) +
                " px/f²";
    if (params.contains("hold") && params["hold"].is_string())
        line += "; hold off";
    else if (rec.contains("holds"))
        line += "; " + std::to_string(rec["holds"].size()) + " hold(s), " +
                std::to_string(rec.value("seams", json::array()).size()) + " seam(s), " +
                std::to_string(rec.value("unheld", json::array()).size()) + " unheld span(s)";
    if (params.contains("hipsInferred"))
        line += "; hips inferred";
    // --verbose: the record itself (holds, unheld spans, seams joint by joint), as one JSON text.
    if (verbose)
        line += "; record " + rec.dump();
    return line;
}

std::vector<std::string> runLines(const retarget::Result& result, const sequence::Sequence& sequence,
                                  const std::optional<std::string>& motionLine)
{
    std::vector<std::string> lines;
    lines.push_back(cleanLine(sequence, result.options.verbose));
    if (motionLine)
        lines.push_back(*motionLine);
    lines.push_back("RIGC " + gateVersion() + " (our rig and motion validation, the Spine " +
                    std::string(spine::kSpineVersion) +
                    " build read back from its bytes, our poser): rig-c's own "
                    "rigc build is not run");
    scaleLines(result, lines);
    if (result.readings.camera)
        lines.push_back(cameraLine(*result.readings.camera));
    else if (result.feet && result.feet->planted)
        // Ref #63: a zoom or a pan moves the floor with the picture, and nothing here takes it out.
        lines.push_back(
            "CAMERA none: the sequence carries no camera, so with --plant-feet the floor may step where "
            "the video zooms or pans; give the camera with rig-pose scan before clean");
    for (const retarget::Hold& h : result.holds)
        lines.push_back("HOLD " + h.point + " " + frames(h.from, h.to) + ": " + h.why + "; held at frame " +
                        std::to_string(h.source) + "'s value");
    guardLines(result, lines);
    detail::switchLines(result, lines);
    if (result.layers)
        lines.push_back(clean::layersLine(*result.layers));
    lines.push_back("GATE " + result.gate.summary);
    for (const retarget::Landing& l : result.gate.landings) {
        const std::string unit = l.kind == "angle" ? "°" : l.kind == "scale" ? " of setup" : " units";
        const std::string part = l.on == "support"       ? " on its support frames (kept dense)"
                                 : l.on == "off-support" ? " off its support frames"
                                                         : "";
        lines.push_back("LAND " + l.bone + " " + l.kind + part + ": worst " + formatFixed(l.worst, 6) + unit +
                        " on frame " + std::to_string(l.frame) + " (tolerance " +
                        formatFixed(l.tolerance, l.kind == "scale" ? 5 : 2) + unit + ")");
    }
    for (const retarget::JitterReading& j : result.readings.jitter)
        lines.push_back(jitterLine(j));
    for (const retarget::JitterGroup& g : result.readings.jitterGroups)
        lines.push_back(jitterGroupLine(g));
    afterGateLines(result, lines);
    readingLines(result, lines);
    detail::idleLines(result, lines);
    detail::mergeLines(result, lines);
    detail::reduceLines(result, lines);
    lines.push_back("SEAM not read: no renderer (seams: [], seamPairs: [])");
    lines.push_back("FOLD not read: no renderer (folds: null)");
    detail::ankleDriftLines(result, lines);
    return lines;
}

std::vector<std::string> summaryLines(const retarget::Result& result, const std::optional<std::string>& motionLine)
{
    std::vector<std::string> lines;
    std::size_t keyed = result.targets.bones.size() + (result.targets.translatedBone >= 0 ? 1 : 0) +
                        (result.nod && result.nod->keyed ? 1 : 0);
    lines.push_back("RUN animation \"" + result.options.name + "\": " + std::to_string(result.frameTimes.size()) +
                    " frame(s), " + formatFixed(result.frameTimes.empty() ? 0 : result.frameTimes.back(), 3) + " s, " +
                    std::to_string(keyed) + " track(s) keyed");
    if (motionLine)
        lines.push_back(*motionLine);
    lines.push_back("GATE " + result.gate.summary);
    if (result.reduce)
        lines.push_back(detail::reduceSummaryLine(*result.reduce));
    lines.push_back(detail::feetSummaryLine(result));
    lines.push_back(detail::liftLine(result));
    // JITTER: how many bones, the worst ratio and its bone, the still pairs, the bones not measured.
    {
        const retarget::JitterReading* worst = nullptr;
        std::size_t still = 0, unread = 0;
        for (const retarget::JitterReading& j : result.readings.jitter) {
            if (j.triples == 0)
                ++unread;
            else if (!j.ratio)
                ++still;
            else if (!worst || *j.ratio > *worst->ratio)
                worst = &j;
        }
        lines.push_back(
            "JITTER " + std::to_string(result.readings.jitter.size()) + " bone(s); worst " +
            (worst ? padded(*worst->ratio, 2) + "× on " + worst->bone : std::string("none (no ratio read)")) + "; " +
            std::to_string(still) + " still pair(s); " + std::to_string(unread) + " not measured");
    }
    // LAND: per kind, the count, the worst with its bone and frame, the tolerance.
    {
        std::string line = "LAND " + std::to_string(result.gate.landings.size());
        for (const char* kind : {"angle", "origin", "foot", "scale"}) {
            const retarget::Landing* worst = nullptr;
            std::size_t count = 0;
            for (const retarget::Landing& l : result.gate.landings)
                if (l.kind == kind) {
                    ++count;
                    if (!worst || l.worst > worst->worst)
                        worst = &l;
                }
            if (!worst)
                continue;
            const std::string unit = std::string(kind) == "angle"   ? "°"
                                     : std::string(kind) == "scale" ? " of setup"
                                                                    : " units";
            line += "; " + std::string(kind) + " " + std::to_string(count) + ", worst " + formatFixed(worst->worst, 6) +
                    unit + " on " + worst->bone + " frame " + std::to_string(worst->frame) + " (tolerance " +
                    formatFixed(worst->tolerance, 2) + unit + ")";
        }
        lines.push_back(line);
    }
    return lines;
}

}  // namespace rigpose::report
