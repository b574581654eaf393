// The stillness hold, joint by joint (the face as one group), and the runs it left unheld.

#include "rigpose/clean/hold.h"

#include <algorithm>
#include <cmath>

#include "hold_detail.h"
#include "rigpose/clean/steps.h"
#include "rigpose/util/parallel.h"

namespace rigpose::clean {

using namespace detail;

namespace {

std::vector<HoldUnit> holdUnits()
{
    std::vector<HoldUnit> units;
    HoldUnit face;
    for (std::size_t j = 0; j < body::kJointCount; ++j) {
        const auto joint = static_cast<body::Joint>(j);
        if (body::isFaceJoint(joint))
            face.joints.push_back(joint);
        else
            units.push_back({{joint}});
    }
    units.push_back(face);  // ref #109: all five or none, so a piecewise hold does not turn the head
    return units;
}

double medianFrameSeconds(const std::vector<double>& times)
{
    std::vector<double> steps;
    for (std::size_t i = 1; i < times.size(); ++i)
        steps.push_back(times[i] - times[i - 1]);
    return steps.empty() ? 0.0 : medianOf(steps);
}

// Held spans of all joints joined where they overlap or touch.
std::vector<std::pair<std::size_t, std::size_t>> heldRegions(const std::vector<JointHold>& holds)
{
    std::vector<std::pair<std::size_t, std::size_t>> spans;
    for (const JointHold& h : holds)
        spans.emplace_back(h.first, h.last);
    std::sort(spans.begin(), spans.end());
    std::vector<std::pair<std::size_t, std::size_t>> regions;
    for (const auto& s : spans) {
        if (!regions.empty() && s.first <= regions.back().second + 1)
            regions.back().second = std::max(regions.back().second, s.second);
        else
            regions.push_back(s);
    }
    return regions;
}

// Why a joint was not held on [first, last]: the first test it fails there, with its figure.
Unheld explainUnheld(body::Joint joint, const Track& track, const std::vector<std::optional<double>>& speeds,
                     std::size_t first, std::size_t last, double trunk, const HoldParams& params, const Timing& timing)
{
    double maxSpeed = 0;
    for (std::size_t f = first; f <= last; ++f)
        if (speeds[f])
            maxSpeed = std::max(maxSpeed, *speeds[f]);
    if (maxSpeed >= params.speed)
        return {joint, first, last, "speed", maxSpeed};
    const Eigen::Vector2d median = spanMedian(track, first, last);
    double maxReach = 0;
    for (std::size_t f = first; f <= last; ++f)
        if (track.has[f])
            maxReach = std::max(maxReach, (track.at[f] - median).norm() / trunk);
    if (maxReach > params.reach)
        return {joint, first, last, "reach", maxReach};
    const double seconds = timing.seconds(first, last);
    if (seconds + 1e-9 < params.minSeconds)
        return {joint, first, last, "short", seconds};
    return {joint, first, last, "span", seconds};
}

}  // namespace

HoldResult holdStillJoints(const Tracks& cleaned, const std::vector<double>& times, double trunk,
                           const HoldParams& params, const std::stop_token& stop)
{
    HoldResult result{cleaned, {}, {}, {}};
    if (trunk <= 0 || times.empty())
        return result;
    const Timing timing{&times, medianFrameSeconds(times)};
    std::vector<std::vector<std::optional<double>>> speeds(body::kJointCount);
    parallelFor(body::kJointCount, [&](std::size_t j) { speeds[j] = medianSpeeds(cleaned[j], trunk, stop); });

    // Units are independent: their spans are found side by side, then read in unit order.
    const std::vector<HoldUnit> units = holdUnits();
    std::vector<std::vector<Span>> unitSpans(units.size());
    parallelFor(units.size(), [&](std::size_t u) {
        unitSpans[u] = findSpans(units[u], cleaned, speeds, trunk, params, timing, stop);
    });
    for (std::size_t u = 0; u < units.size(); ++u) {
        const HoldUnit& unit = units[u];
        for (const Span& span : unitSpans[u]) {
            throwIfStopped(stop);
            for (body::Joint joint : unit.joints) {
                throwIfStopped(stop);  // a still joint's span can be the whole clip
                const std::size_t j = body::index(joint);
                JointHold hold;
                hold.joint = joint;
                hold.first = span.first;
                hold.last = span.last;
                hold.excursion = span.excursion;
                hold.median = spanMedian(cleaned[j], span.first, span.last, span.excursion);
                for (std::size_t f = span.first; f <= span.last; ++f) {
                    if (span.excursion && f >= span.excursion->first && f <= span.excursion->second)
                        continue;
                    if (speeds[j][f])
                        hold.maxSpeed = std::max(hold.maxSpeed, *speeds[j][f]);
                    hold.maxReach = std::max(hold.maxReach, (cleaned[j].at[f] - hold.median).norm() / trunk);
                }
                hold.jitterBefore = jitterInSpan(cleaned[j], span.first, span.last);
                result.holds.push_back(hold);
            }
        }
    }
    std::sort(result.holds.begin(), result.holds.end(), [](const JointHold& a, const JointHold& b) {
        return a.joint != b.joint ? a.joint < b.joint : a.first < b.first;
    });

    // Write each joint's holds, then read the jitter left inside them.
    for (std::size_t j = 0; j < body::kJointCount; ++j) {
        std::vector<JointHold> mine;
        for (const JointHold& h : result.holds)
            if (body::index(h.joint) == j)
                mine.push_back(h);
        if (mine.empty())
            continue;
        auto seams = applyHolds(result.tracks[j], mine, trunk, params.blend, stop);
        result.seams.insert(result.seams.end(), seams.begin(), seams.end());
    }
    for (JointHold& h : result.holds) {
        throwIfStopped(stop);
        h.jitterAfter = jitterInSpan(result.tracks[body::index(h.joint)], h.first, h.last);
    }

    // Unheld: inside every held region, the runs on which a joint has no hold, and why.
    for (const auto& [first, last] : heldRegions(result.holds)) {
        for (std::size_t j = 0; j < body::kJointCount; ++j) {
            throwIfStopped(stop);
            std::vector<std::uint8_t> held(last - first + 1, 0);
            for (const JointHold& h : result.holds)
                if (body::index(h.joint) == j)
                    for (std::size_t f = std::max(first, h.first); f <= std::min(last, h.last); ++f)
                        held[f - first] = 1;
            std::size_t f = first;
            while (f <= last) {
                if (held[f - first] || !cleaned[j].has[f]) {
                    ++f;
                    continue;
                }
                std::size_t e = f;
                while (e + 1 <= last && !held[e + 1 - first] && cleaned[j].has[e + 1])
                    ++e;
                result.unheld.push_back(
                    explainUnheld(static_cast<body::Joint>(j), cleaned[j], speeds[j], f, e, trunk, params, timing));
                f = e + 1;
            }
        }
    }

    std::sort(result.holds.begin(), result.holds.end(), [](const JointHold& a, const JointHold& b) {
        return a.first != b.first ? a.first < b.first : a.joint < b.joint;
    });
    std::sort(result.seams.begin(), result.seams.end(),
              [](const Seam& a, const Seam& b) { return a.frame != b.frame ? a.frame < b.frame : a.joint < b.joint; });
    std::sort(result.unheld.begin(), result.unheld.end(), [](const Unheld& a, const Unheld& b) {
        return a.first != b.first ? a.first < b.first : a.joint < b.joint;
    });
    return result;
}

}  // namespace rigpose::clean
