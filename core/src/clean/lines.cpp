// The lines clean prints. Each starts with its tag and carries its figures; the wording is ours.

#include <algorithm>
#include <map>
#include <optional>
#include <set>

#include "rigpose/clean/clean.h"
#include "rigpose/util/number_format.h"

namespace rigpose::clean {

namespace {

std::string frameRange(std::size_t a, std::size_t b)
{
    return a == b ? "frame " + std::to_string(a) : "frames " + std::to_string(a) + "–" + std::to_string(b);
}

std::string joinFrames(const std::vector<std::size_t>& frames)
{
    std::string text;
    for (std::size_t f : frames)
        text += (text.empty() ? "" : ", ") + std::to_string(f);
    return text;
}

std::string jointName(body::Joint j) { return std::string(body::name(j)); }

std::string holdSummary(const CleanReport& r, const HoldParams& params)
{
    if (r.holds.empty())
        return "no HOLD";
    // Regions: held spans joined where they overlap or touch; each names its joints.
    std::map<std::pair<std::size_t, std::size_t>, std::set<std::string>> regions;
    std::vector<std::pair<std::size_t, std::size_t>> spans;
    for (const JointHold& h : r.holds)
        spans.emplace_back(h.first, h.last);
    std::sort(spans.begin(), spans.end());
    std::vector<std::pair<std::size_t, std::size_t>> joined;
    for (const auto& s : spans)
        if (!joined.empty() && s.first <= joined.back().second + 1)
            joined.back().second = std::max(joined.back().second, s.second);
        else
            joined.push_back(s);
    std::set<std::string> joints;
    for (const JointHold& h : r.holds)
        joints.insert(jointName(h.joint));
    std::string text = "HOLD " + std::to_string(r.holds.size()) + " holds of " + std::to_string(joints.size()) +
                       " joints in " + std::to_string(joined.size()) + (joined.size() == 1 ? " region" : " regions");
    for (const auto& region : joined) {
        std::string held;
        for (const JointHold& h : r.holds)
            if (h.first >= region.first && h.last <= region.second)
                held += (held.empty() ? "" : ", ") + jointName(h.joint) + " " + std::to_string(h.first) + "–" +
                        std::to_string(h.last);
        text += "; " + frameRange(region.first, region.second) + ": held " + held;
        std::string seams;
        for (const Seam& s : r.seams)
            if (s.frame >= region.first && s.frame <= region.second)
                seams += (seams.empty() ? "" : ", ") + jointName(s.joint) + " " + std::to_string(s.frame) + " (step " +
                         formatFixed(s.step, 4) + ")";
        if (!seams.empty())
            text += "; seams cross-faded: " + seams;
        std::string notHeld;
        for (const Unheld& u : r.unheld)
            if (u.first >= region.first && u.last <= region.second) {
                std::string figure = u.test == "speed" ? formatFixed(u.value, 4) + " > " + formatFixed(params.speed, 4)
                                     : u.test == "reach"
                                         ? formatFixed(u.value, 4) + " > " + formatFixed(params.reach, 4)
                                         : formatFixed(u.value, 2) + " s";
                notHeld += (notHeld.empty() ? "" : ", ") + jointName(u.joint) + " " + std::to_string(u.first) + "–" +
                           std::to_string(u.last) + " (" + u.test + " " + figure + ")";
            }
        if (!notHeld.empty())
            text += "; not held: " + notHeld;
    }
    return text;
}

// The DEPTH line: the derived reading's rest lengths, band and counts, or the measured depth
// carried through; none when the sequence has no depth.
std::optional<std::string> depthLine(const CleanReport& r, const CleanOptions& options)
{
    if (r.depth && options.depth) {
        const DepthSummary& d = *r.depth;
        std::string rest;
        for (std::size_t k = 0; k < d.rest.size(); ++k)
            rest += (rest.empty() ? "" : ", ") + std::string(kSegmentKindNames[k]) + " " + formatFixed(d.rest[k], 2);
        std::string line = "DEPTH derived per segment (gait " + std::string(gaitName(*options.depth)) +
                           "): rest lengths " + rest + " px; flat band " + formatFixed(kFlatRatio, 2) + "–" +
                           formatFixed(kFlatRatioHigh, 2) + " and above; segment-frames toward the camera " +
                           std::to_string(d.toward) + ", away " + std::to_string(d.away) + ", flat " +
                           std::to_string(d.flat) + "; trunk faced the camera on " + std::to_string(d.facing) +
                           " frames, away on " + std::to_string(d.facingAway) + ", side-on on " +
                           std::to_string(d.sideOn);
        if (d.unread > 0)
            line += ", unread on " + std::to_string(d.unread);
        return line;
    }
    if (r.measuredDepthFrames > 0)
        return "DEPTH measured depth on " + std::to_string(r.measuredDepthFrames) + " frames carried through as read";
    return std::nullopt;
}

// A figure of the replaced record, spelled as the record holds it (4 decimals at most).
std::string recorded(const nlohmann::ordered_json& v) { return v.is_number() ? formatFixed(v.get<double>(), 4) : "?"; }

// The RECLEAN line: the record the input already carried, named by what it holds. The record
// has no clock, host or version in it, so its spec, options and figures are what tell it apart.
std::string replacedLine(const nlohmann::ordered_json& record)
{
    using json = nlohmann::ordered_json;
    auto field = [](const json& object, const char* key) -> const json* {
        if (!object.is_object())
            return nullptr;
        auto it = object.find(key);
        return it == object.end() ? nullptr : &*it;
    };
    auto word = [&field](const json& object, const char* key) {
        const json* v = field(object, key);
        return v && v->is_string() ? v->get<std::string>() : std::string("?");
    };
    auto figure = [&field](const json& object, const char* key) {
        const json* v = field(object, key);
        return v ? recorded(*v) : std::string("?");
    };
    std::vector<std::string> parts;
    const json* params = field(record, "params");
    if (params && params->is_object()) {
        const json* loop = field(*params, "loop");
        parts.push_back("windows legs " + figure(*params, "legs") + ", rest " + figure(*params, "rest") +
                        (loop && *loop == true ? " (loop)" : ""));
        const json* hold = field(*params, "hold");
        if (!hold)
            parts.push_back("no hold recorded");
        else if (*hold == "off")
            parts.push_back("hold off");
        else if (hold->is_object())
            parts.push_back("hold speed " + figure(*hold, "speed") + ", reach " + figure(*hold, "reach") + ", " +
                            figure(*hold, "minSeconds") + " s, blend " + figure(*hold, "blend"));
        if (const json* hips = field(*params, "hipsInferred"))
            parts.push_back("hips inferred (" + word(*hips, "by") + ")");
        if (const json* pelvis = field(*params, "pelvis"))
            parts.push_back("pelvisTilt over " + figure(*pelvis, "window") + " frames");
        if (const json* depth = field(*params, "depth"))
            parts.push_back("depth derived (gait " + word(*depth, "gait") + ")");
    }
    if (const json* spikes = field(record, "spikes"))
        if (const json* found = field(*spikes, "found"); found && found->is_array())
            parts.push_back("spikes " + std::to_string(found->size()));
    if (const json* jitter = field(record, "jitter"))
        parts.push_back("jitter " + figure(*jitter, "before") + " → " + figure(*jitter, "after") + " px/f²");
    const json* spec = field(record, "spec");
    std::string text = "RECLEAN the sequence already carried a clean record (" +
                       (spec && spec->is_string() ? spec->get<std::string>() : std::string("no spec"));
    for (std::size_t i = 0; i < parts.size(); ++i)
        text += (i == 0 ? ": " : "; ") + parts[i];
    return text + "); cleaned again from the positions it carries, and this run's record replaces it";
}

}  // namespace

std::vector<std::string> cleanLines(const CleanReport& r, const CleanOptions& options, bool verbose)
{
    std::vector<std::string> lines;
    if (r.replacedRecord)
        lines.push_back(replacedLine(*r.replacedRecord));
    for (const SpikeFound& s : r.spikes)
        lines.push_back("SPIKE frame " + std::to_string(s.frame) + " " + jointName(s.joint) + ": " +
                        formatFixed(s.distance, 3) + " trunk lengths from its 5-frame median, replaced by it");
    std::string spikes = "SPIKES " + std::to_string(r.spikes.size()) +
                         " replaced (more than 0.2 trunk lengths from the 5-frame median; trunk " +
                         formatFixed(r.trunk, 2) + " px)";
    if (!r.untested.empty())
        spikes += "; untested where the clip's ends cut the window: " + joinFrames(r.untested);
    lines.push_back(spikes);
    for (const OccludedRun& o : r.occluded)
        lines.push_back("OCCLUDED " + jointName(o.joint) + " " + frameRange(o.first, o.last) +
                        ": not seen or scored under 0.3, took the 3-frame median");
    if (r.hipsMarkedInferred > 0)
        lines.push_back("INFERRED r_hip and l_hip marked inferred on " + std::to_string(r.hipsMarkedInferred) +
                        " joint-frames (declared: --hips-inferred); positions and scores unchanged");
    if (options.loop)
        lines.push_back("TRAVEL in-place (--loop: one cycle does not travel); the floor moved the figure " +
                        formatFixed(r.floorShift.value_or(0), 3) + " px in y to keep its lowest ankle");
    if (options.hold) {
        for (const JointHold& h : r.holds) {
            std::string line = "HOLD " + jointName(h.joint) + " " + frameRange(h.first, h.last) +
                               ": held at its median; largest speed " + formatFixed(h.maxSpeed, 4) + ", reach " +
                               formatFixed(h.maxReach, 4) + " trunk lengths";
            if (h.excursion)
                line += "; excursion " + frameRange(h.excursion->first, h.excursion->second) + " kept, blended";
            lines.push_back(line);
        }
        for (const Seam& s : r.seams)
            lines.push_back("SEAM " + jointName(s.joint) + " at frame " + std::to_string(s.frame) +
                            ": cross-faded over " + std::to_string(options.holdParams.blend + static_cast<int>(s.gap)) +
                            " frames, step " + formatFixed(s.step, 4) + " trunk lengths, gap " + std::to_string(s.gap));
        for (const Unheld& u : r.unheld)
            lines.push_back(
                "UNHELD " + jointName(u.joint) + " " + frameRange(u.first, u.last) + ": " + u.test + " " +
                (u.test == "short" || u.test == "span" ? formatFixed(u.value, 2) + " s" : formatFixed(u.value, 4)));
    }
    if (r.pelvisLargestChange)
        lines.push_back("PELVIS pelvisTilt smoothed as its own track over " + std::to_string(options.legs) +
                        " frames on " + std::to_string(r.pelvisFrames) + " frames; largest change " +
                        formatFixed(*r.pelvisLargestChange, 3) + "°");

    if (auto line = depthLine(r, options))
        lines.push_back(*line);

    std::string clean = "CLEAN windows legs " + std::to_string(options.legs) + ", rest " +
                        std::to_string(options.rest) + (options.loop ? " (loop)" : "") + "; spikes " +
                        std::to_string(r.spikes.size()) + "; occluded " + std::to_string(r.occludedFrames) +
                        " joint-frames; jitter ";
    if (r.jitterBefore && r.jitterAfter) {
        clean += formatFixed(*r.jitterBefore, 2) + " → " + formatFixed(*r.jitterAfter, 2) + " px/f²";
        if (*r.jitterBefore > 0)
            clean += " (" + formatFixed(100.0 * (*r.jitterAfter - *r.jitterBefore) / *r.jitterBefore, 0) + " %)";
    } else {
        clean += "not measurable (no three consecutive frames)";
    }
    clean += "; " + (options.hold
                         ? (verbose ? holdSummary(r, options.holdParams)
                                    : (r.holds.empty() ? std::string("no HOLD")
                                                       : "HOLD " + std::to_string(r.holds.size()) + " holds, " +
                                                             std::to_string(r.seams.size()) + " seams, " +
                                                             std::to_string(r.unheld.size()) + " runs not held"))
                         : std::string("hold off"));
    if (options.hipsInferred)
        clean += "; hips inferred (declared at clean)";
    if (r.pelvisLargestChange)
        clean += "; pelvisTilt smoothed as its own track over " + std::to_string(options.legs) + " frames";
    if (options.depth)
        clean += "; depth derived per segment (gait " + std::string(gaitName(*options.depth)) + ")";
    lines.push_back(clean);
    return lines;
}

}  // namespace rigpose::clean
