// SWITCH, SWITCH-MIN and SWITCH-TURN; the report's switches and switchRuns (rig-pose-report/1).

#include "switches_report.h"

#include <algorithm>

#include "legs_text.h"

namespace rigpose::report::detail {

namespace {

using json = nlohmann::ordered_json;
using switches::Run;

std::string runText(const Run& r)
{
    return r.first == r.second ? "frame " + std::to_string(r.first)
                               : "frames " + std::to_string(r.first) + "–" + std::to_string(r.second);
}

std::string degrees(double v) { return formatFixed(v, 1) + "°"; }

std::string joined(const std::vector<std::string>& names)
{
    std::string out;
    for (const std::string& n : names)
        out += (out.empty() ? "" : ", ") + n;
    return out.empty() ? "none" : out;
}

// "frames 60–63 (4 frames, 0.167 s)", the first four, then how many more.
std::string runsText(const std::vector<Run>& runs, const std::vector<double>& times)
{
    std::string out;
    for (std::size_t i = 0; i < runs.size() && i < 4; ++i)
        out += (i ? ", " : "") + runText(runs[i]) + " (" + std::to_string(runs[i].second - runs[i].first + 1) +
               " frame(s), " + formatFixed(switches::runSeconds(times, runs[i]), 3) + " s)";
    if (runs.size() > 4)
        out += " and " + std::to_string(runs.size() - 4) + " more";
    return out;
}

// What showed on a run a set's art turn kept it off: the sets whose spans cover it, then
// "setup drawings" when some frame of it has none.
std::string shownInstead(const Run& run, const std::vector<switches::Span>& spans)
{
    std::vector<std::string> names;
    std::size_t covered = 0;
    for (const switches::Span& span : spans) {
        const std::size_t first = std::max(run.first, span.first), last = std::min(run.second, span.last);
        if (first > last)
            continue;
        covered += last - first + 1;
        if (std::find(names.begin(), names.end(), span.set) == names.end())
            names.push_back(span.set);
    }
    if (covered < run.second - run.first + 1)
        names.push_back("setup drawings");
    std::string out;
    for (const std::string& n : names)
        out += (out.empty() ? "" : " and ") + n;
    return out;
}

// The turned runs as runsText has them, each with what showed there instead.
std::string turnedText(const std::vector<Run>& runs, const std::vector<double>& times,
                       const std::vector<switches::Span>& spans)
{
    std::string out;
    for (std::size_t i = 0; i < runs.size() && i < 4; ++i)
        out += (i ? ", " : "") + runsText({runs[i]}, times) + " showing " + shownInstead(runs[i], spans);
    if (runs.size() > 4)
        out += " and " + std::to_string(runs.size() - 4) + " more";
    return out;
}

std::string boundaryText(const std::optional<switches::Boundary>& b)
{
    if (!b)
        return "none";
    const std::string f = std::to_string(b->frame);
    return f + " → " + f + " (0 frames, 0.000 s, speed " + formatFixed(b->speedOld, 1) + " → " +
           formatFixed(b->speedNew, 1) + "°/frame, window " + f + "–" + f + ")";
}

json runsJson(const std::vector<Run>& runs, const std::vector<double>& times)
{
    json out = json::array();
    for (const Run& r : runs)
        out.push_back({{"frames", json::array({r.first, r.second})},
                       {"count", r.second - r.first + 1},
                       {"seconds", legsNumber(switches::runSeconds(times, r), 6)}});
    return out;
}

json boundaryJson(const std::optional<switches::Boundary>& b)
{
    if (!b)
        return nullptr;
    return {{"frame", json::array({b->frame, b->frame})},
            {"frames", 0},
            {"seconds", 0},
            {"window", json::array({b->frame, b->frame})},
            {"speed", {{"old", legsNumber(b->speedOld, 4)}, {"new", legsNumber(b->speedNew, 4)}}}};
}

json figureJson(const switches::Figure& f)
{
    return {{"max", legsNumber(f.max, 4)}, {"median", legsNumber(f.median, 4)}};
}

}  // namespace

void switchLines(const retarget::Result& result, std::vector<std::string>& lines)
{
    if (!result.switches)
        return;
    const switches::Switches& s = *result.switches;
    const std::vector<double>& times = result.frameTimes;
    if (s.spans.empty()) {
        std::vector<std::string> names;
        for (const switches::SetRunsNamed& r : s.runs)
            names.push_back(r.set);
        lines.push_back("SWITCH none: no set (" + joined(names) + ") was within --switch-tolerance " +
                        degrees(s.tolerance) + " for --switch-min " + formatFixed(s.minSeconds, 3) +
                        " s; the setup drawings show throughout");
    }
    for (const switches::Span& span : s.spans) {
        std::string line = "SWITCH " + span.set + " " + runText({span.first, span.last}) + " (" +
                           formatFixed(span.from, 3) + "–" + formatFixed(span.to, 3) + " s): slots " +
                           joined(span.shows) + "; hides " + joined(span.hides);
        if (!span.offsets.empty())
            line += "; offsets " + joined(span.offsets);
        line += "; distance max " + degrees(span.distance.max) + ", median " + degrees(span.distance.median);
        for (const auto& [bone, f] : span.artTurn)
            line += "; art turn " + bone + " max " + degrees(f.max) + ", median " + degrees(f.median);
        for (const auto& [bone, runs] : span.endOnHeld) {
            line += "; end-on " + bone + " held at its drawn angle on ";
            for (std::size_t i = 0; i < runs.size(); ++i)
                line += (i ? ", " : "") + runText(runs[i]);
        }
        line += "; moved on " + boundaryText(span.on) + ", off " + boundaryText(span.off);
        lines.push_back(line);
    }
    for (const switches::SetRunsNamed& r : s.runs) {
        if (r.suppressed.empty())
            continue;
        std::size_t longest = 0;
        for (const Run& n : r.nearest)
            longest = std::max(longest, n.second - n.first + 1);
        lines.push_back("SWITCH-MIN " + r.set + " held back " + std::to_string(r.suppressed.size()) +
                        " run(s) shorter than --switch-min " + formatFixed(s.minSeconds, 3) +
                        " s: " + runsText(r.suppressed, times) + "; nearest on " + std::to_string(r.nearest.size()) +
                        " run(s), the longest " + std::to_string(longest) + " frame(s)");
    }
    for (const switches::SetRunsNamed& r : s.runs)
        if (!r.turned.empty())
            lines.push_back("SWITCH-TURN " + r.set + " not a candidate on " + std::to_string(r.turned.size()) +
                            " run(s) where its key was within the tolerance but a drawn bone turned more than " +
                            degrees(s.tolerance) + " from its drawing: " + turnedText(r.turned, times, s.spans));
}

void switchJson(const retarget::Result& result, json& report)
{
    // A map without alternates shows no set: both lists are there, and empty.
    if (!result.switches) {
        report["switches"] = json::array();
        report["switchRuns"] = json::array();
        return;
    }
    const switches::Switches& s = *result.switches;
    const std::vector<double>& times = result.frameTimes;
    json spans = json::array();
    for (const switches::Span& span : s.spans) {
        json row;
        row["set"] = span.set;
        row["chains"] = span.chains;
        row["slots"] = span.shows;
        row["hides"] = span.hides;
        row["offsets"] = span.offsets;
        row["from"] = legsNumber(span.from, 6);
        row["to"] = legsNumber(span.to, 6);
        row["frames"] = json::array({span.first, span.last});
        row["times"] = json::array({legsNumber(times[span.first], 6), legsNumber(times[span.last], 6)});
        row["distance"] = figureJson(span.distance);
        json turn = json::object();
        for (const auto& [bone, f] : span.artTurn)
            turn[bone] = figureJson(f);
        row["artTurn"] = std::move(turn);
        if (!span.endOnHeld.empty()) {
            json held = json::object();
            for (const auto& [bone, runs] : span.endOnHeld) {
                json list = json::array();
                for (const Run& r : runs)
                    list.push_back(json::array({r.first, r.second}));
                held[bone] = std::move(list);
            }
            row["endOnHeld"] = std::move(held);
        }
        row["moved"] = {{"on", boundaryJson(span.on)}, {"off", boundaryJson(span.off)}};
        spans.push_back(std::move(row));
    }
    report["switches"] = std::move(spans);
    json runs = json::array();
    for (const switches::SetRunsNamed& r : s.runs)
        runs.push_back({{"set", r.set},
                        {"nearest", runsJson(r.nearest, times)},
                        {"suppressed", runsJson(r.suppressed, times)},
                        {"turned", runsJson(r.turned, times)}});
    report["switchRuns"] = std::move(runs);
}

}  // namespace rigpose::report::detail
