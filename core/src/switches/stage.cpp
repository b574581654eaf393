// The switches stage: the map's checks, the distances and art turns per frame and set, the
// selection, the end-on hold while a set shows, and the spans as the report states them.

#include <algorithm>
#include <cmath>

#include "runs_where.h"
#include "switch_context.h"
#include "rigpose/stage/frames.h"
#include "rigpose/stage/rig_joints.h"
#include "rigpose/map/aim.h"
#include "rigpose/util/number_format.h"
#include "rigpose/util/stop.h"

namespace rigpose::switches {

namespace {

Figure figureOf(std::vector<double> values)
{
    if (values.empty())
        return {};
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return {values.back(), n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2};
}

// Per mapped bone and frame: under --short's cutoff there (the SHORT spans, not the across lines).
std::vector<std::vector<char>> shortFrames(const SwitchContext& cx, const stage::Targets& targets)
{
    std::vector<std::vector<char>> out(targets.bones.size(), std::vector<char>(targets.frames));
    for (const stage::ShortSpan& s : cx.shortSpans) {
        if (s.across)
            continue;
        for (std::size_t b = 0; b < targets.bones.size(); ++b) {
            const map::Chain& chain = cx.map.chains[targets.bones[b].chain];
            if (chain.name == s.chain && chain.bones[targets.bones[b].link] == s.bone)
                for (std::size_t f = s.from; f <= s.to && f < targets.frames; ++f)
                    out[b][f] = 1;
        }
    }
    return out;
}

// The largest |angular speed| over `segments` on frame f, degrees per frame (central difference,
// one-sided at the clip's ends).
double speedAt(const std::vector<double>& angles, std::size_t bones, std::size_t frames,
               const std::vector<std::size_t>& segments, std::size_t f)
{
    if (frames < 2)
        return 0;
    const std::size_t a = f == 0 ? 0 : f - 1, b = f + 1 < frames ? f + 1 : f;
    double out = 0;
    for (std::size_t s : segments)
        out = std::max(out, std::abs(map::wrapDegrees(angles[b * bones + s] - angles[a * bones + s])) /
                                static_cast<double>(b - a));
    return out;
}

}  // namespace

RefusalList checkSwitchMap(const map::Map& map, const rig::Rig& rig, const stage::Options& options,
                           const std::string& mapName)
{
    RefusalList out;
    const std::vector<map::Map::MappedBone> bones = map.mappedBones();
    for (const map::AlternateSet& set : map.alternates) {
        const detail::SetGeometry g = detail::setGeometry(set, map, rig, bones);
        for (const detail::DrawnAim& d : g.drawn)
            for (const detail::SetSegment& s : g.segments)
                if (s.bone == d.bone) {
                    const double apart = std::abs(map::wrapDegrees(s.key - d.aim));
                    if (apart > options.switchTolerance)
                        out.add(
                            "SET_KEY_DRAWN",
                            mapName + ": set \"" + set.name + "\" draws bone \"" + d.name + "\" " +
                                formatFixed(apart, 1) + "° from its key skeleton (tolerance " +
                                formatFixed(options.switchTolerance, 1) +
                                "°): it would be chosen by the key and shown at the drawing, that far from the pose; "
                                "give the key skeleton the pose the art was painted at, or correct drawn",
                            {.bone = d.name, .set = set.name});
                }
    }
    if (options.plantFeet) {
        const stage::Legs legs = stage::legsOf(map);
        for (const map::AlternateSet& set : map.alternates)
            for (const map::BoneOffset& o : set.offsets)
                for (const map::Chain* leg : legs.chain)
                    if (leg && std::find(leg->boneIndices.begin(), leg->boneIndices.end(), o.boneIndex) !=
                                   leg->boneIndices.end())
                        out.add("LEGS_RANGE",
                                mapName + ": set \"" + set.name + "\" offsets bone \"" + o.bone + "\" of leg chain \"" +
                                    leg->name +
                                    "\", which would move the foot --plant-feet holds; drop the offset, "
                                    "or leave --plant-feet off",
                                {.chain = leg->name, .bone = o.bone, .set = set.name});
    }
    return out;
}

std::optional<Switches> switchStage(const SwitchContext& cx, stage::Targets& targets)
{
    const std::vector<map::AlternateSet>& sets = cx.map.alternates;
    if (sets.empty())
        return std::nullopt;
    const std::size_t frames = targets.frames, bones = targets.bones.size();
    const double tolerance = cx.options.switchTolerance;
    const std::vector<std::vector<char>> isShort = shortFrames(cx, targets);
    std::vector<detail::SetGeometry> geometry;
    for (const map::AlternateSet& set : sets)
        geometry.push_back(detail::setGeometry(set, cx.map, cx.rig, targets.bones));

    SelectionInput in;
    in.frameTimes = cx.frameTimes;
    in.tolerance = tolerance;
    in.minSeconds = cx.options.switchMin;
    in.groups = detail::competingGroups(sets);
    // Per set: each drawn bone's art turn per frame (0 where the segment is end-on: held there).
    std::vector<std::vector<std::vector<double>>> turn(sets.size());
    for (std::size_t s = 0; s < sets.size(); ++s) {
        std::vector<double>& distance = in.distance.emplace_back(frames);
        std::vector<char>& ok = in.turnOk.emplace_back(frames, 1);
        turn[s].assign(geometry[s].drawn.size(), std::vector<double>(frames));
        for (std::size_t f = 0; f < frames; ++f) {
            throwIfStopped(cx.stop);
            const double* at = &targets.angles[f * bones];
            double d = 0;
            for (const detail::SetSegment& seg : geometry[s].segments)
                d = std::max(d, (isShort[seg.bone][f] ? kShortWeight : 1.0) *
                                    std::abs(map::wrapDegrees(at[seg.bone] - seg.key)));
            distance[f] = d;
            for (std::size_t k = 0; k < geometry[s].drawn.size(); ++k) {
                const detail::DrawnAim& dr = geometry[s].drawn[k];
                const double t = isShort[dr.bone][f] ? 0 : std::abs(map::wrapDegrees(at[dr.bone] - dr.aim));
                turn[s][k][f] = t;
                if (t > tolerance)
                    ok[f] = 0;
            }
        }
    }
    const Selection chosen = select(in);

    Switches out;
    out.tolerance = tolerance;
    out.minSeconds = cx.options.switchMin;
    const std::vector<double> asked = targets.angles;  // the speeds are read before the hold
    std::vector<std::size_t> groupOf(sets.size());
    for (std::size_t g = 0; g < in.groups.size(); ++g)
        for (std::size_t s : in.groups[g])
            groupOf[s] = g;
    // The set of `s`'s group shown on frame f, if any.
    const auto shownOn = [&](std::size_t s, std::size_t f) -> std::optional<std::size_t> {
        for (std::size_t o : in.groups[groupOf[s]])
            for (const Run& r : chosen.spans[o])
                if (r.first <= f && f <= r.second)
                    return o;
        return std::nullopt;
    };
    const auto segmentsOf = [&](std::size_t s, std::optional<std::size_t> other) {
        std::vector<std::size_t> out;
        for (const detail::SetSegment& seg : geometry[s].segments)
            out.push_back(seg.bone);
        if (other)
            for (const detail::SetSegment& seg : geometry[*other].segments)
                out.push_back(seg.bone);
        return out;
    };
    for (std::size_t s = 0; s < sets.size(); ++s) {
        const map::AlternateSet& set = sets[s];
        for (const Run& run : chosen.spans[s]) {
            Span& span = out.spans.emplace_back();
            span.set = set.name;
            span.setIndex = s;
            span.chains = set.chains;
            for (const map::SlotDrawing& d : set.shows)
                span.shows.push_back(d.slot);
            span.hides = set.hides;
            for (const map::BoneOffset& o : set.offsets)
                span.offsets.push_back(o.bone);
            span.first = run.first;
            span.last = run.second;
            span.from = cx.frameTimes[run.first];
            span.to = cx.frameTimes[run.second + 1 < frames ? run.second + 1 : run.second];
            span.distance = figureOf({in.distance[s].begin() + static_cast<std::ptrdiff_t>(run.first),
                                      in.distance[s].begin() + static_cast<std::ptrdiff_t>(run.second + 1)});
            for (std::size_t k = 0; k < geometry[s].drawn.size(); ++k) {
                const detail::DrawnAim& dr = geometry[s].drawn[k];
                span.artTurn.emplace_back(dr.name,
                                          figureOf({turn[s][k].begin() + static_cast<std::ptrdiff_t>(run.first),
                                                    turn[s][k].begin() + static_cast<std::ptrdiff_t>(run.second + 1)}));
                std::vector<Run> held = runsWhere(isShort[dr.bone], run.first, run.second);
                if (!held.empty())
                    span.endOnHeld.emplace_back(dr.name, std::move(held));
                // The end-on hold: the segment's direction is noise there, so the drawing's angle stands.
                for (std::size_t f = run.first; f <= run.second; ++f)
                    if (isShort[dr.bone][f])
                        targets.angles[f * bones + dr.bone] = dr.aim;
            }
            if (run.first > 0) {
                const double v = speedAt(asked, bones, frames, segmentsOf(s, shownOn(s, run.first - 1)), run.first);
                span.on = Boundary{run.first, v, v};
            }
            if (run.second + 1 < frames) {
                const double v = speedAt(asked, bones, frames, segmentsOf(s, shownOn(s, run.second + 1)),
                                         run.second + 1);
                span.off = Boundary{run.second + 1, v, v};
            }
        }
        out.runs.push_back({set.name, chosen.runs[s].nearest, chosen.runs[s].suppressed, chosen.runs[s].turned});
    }
    std::stable_sort(out.spans.begin(), out.spans.end(),
                     [](const Span& a, const Span& b) { return a.first < b.first; });
    return out;
}

std::optional<Switches> switchStage(const stage::Inputs& in, stage::State& run, const stage::Guards& guards)
{
    return switchStage({*in.map, *in.rig, in.options, run.shared.frameTimes, guards.shortSpans, in.stop},
                       run.shared.targets);
}

}  // namespace rigpose::switches
