// --stance (ref #60, #87, #114): on a frame with a supporting foot, the free ankle near the
// floor is planted too. Within the tolerance, above the supporting ankle or below it, the free
// leg is stretched about its root onto the supporting ankle's height; past it above, the foot
// is lifted; past it below, the reading is at fault (the foot read as supporting is the one in
// the air) and the pose's height is kept. The state has hysteresis and a shortest run.

#include "stance.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>

#include "rigpose/stage/frames.h"

namespace rigpose::legs::detail {

namespace {

enum class State { Both, Lifted, Below };

const char* stateName(State s) { return s == State::Both ? "both" : s == State::Lifted ? "lifted" : "below"; }

// An ankle already this close to the floor is not stretched (the landing check's origin tolerance).
constexpr double kOnTheFloor = 0.01;
constexpr double kReleaseShare = 0.8;  // ref #87: planted again only under 0.8 of the tolerance

struct Run {
    State state;
    FrameRun frames;
};

// The state a frame asks to change to from `now`, if any: a planted foot leaves past the
// tolerance; a foot past it comes back only under the release (ref #87's hysteresis).
std::optional<State> changeAsked(State now, double h, double tolerance, double release)
{
    if (now != State::Both && std::abs(h) < release)
        return State::Both;
    if (now != State::Below && h < -tolerance)
        return State::Below;
    if (now != State::Lifted && h > tolerance)
        return State::Lifted;
    return std::nullopt;
}

// One support span's runs. A change takes effect, from its first frame, only when it is asked
// for 0.1 s, or to the span's end; a shorter ask, between frames of the state it would leave,
// is absorbed: listed, and kept in that state.
struct SpanRuns {
    std::vector<Run> runs;
    std::vector<std::vector<Run>> absorbed;  // per run, the crossings it took in
};
SpanRuns spanRuns(const std::vector<double>& h, const FrameRun& span, double tolerance, double release,
                  const std::function<double(const FrameRun&)>& seconds, double minSeconds)
{
    SpanRuns out;
    const auto assign = [&](State state, FrameRun frames) {
        if (!out.runs.empty() && out.runs.back().state == state) {
            out.runs.back().frames.second = frames.second;
        } else {
            out.runs.push_back({state, frames});
            out.absorbed.emplace_back();
        }
    };
    const double d0 = std::abs(h[span.first]);
    State now = d0 <= tolerance ? State::Both : h[span.first] < -tolerance ? State::Below : State::Lifted;
    assign(now, {span.first, span.first});
    for (std::size_t f = span.first + 1; f <= span.second;) {
        const std::optional<State> asked = changeAsked(now, h[f], tolerance, release);
        if (!asked) {
            assign(now, {f, f});
            ++f;
            continue;
        }
        std::size_t end = f;
        while (end + 1 <= span.second && changeAsked(now, h[end + 1], tolerance, release) == asked)
            ++end;
        const FrameRun ask{f, end};
        if (end == span.second || seconds(ask) >= minSeconds - 1e-9) {
            now = *asked;
            assign(now, ask);
        } else {
            assign(now, ask);
            out.absorbed.back().push_back({*asked, ask});
        }
        f = end + 1;
    }
    return out;
}

void addOver(std::vector<BoundsOver>& over, int side, std::size_t f, double needed, double bound, double left)
{
    if (!over.empty() && over.back().side == side && over.back().frames.second + 1 == f) {
        BoundsOver& o = over.back();
        o.frames.second = f;
        if (std::abs(needed - 1) > std::abs(o.needed - 1)) {
            o.needed = needed;
            o.bound = bound;
        }
        o.left = std::max(o.left, left);
        return;
    }
    over.push_back({side, {f, f}, needed, bound, left});
}

}  // namespace

std::vector<double> freeHeights(const StanceInputs& in)
{
    std::vector<double> h(in.support.size(), 0.0);
    for (std::size_t f = 0; f < h.size(); ++f) {
        const int s = in.support[f];
        if (s == kNoSide)
            continue;
        const auto sup = static_cast<std::size_t>(s), free = 1 - sup;
        const double unit = in.legLength[free] > 0 ? in.legLength[free] : 1;
        h[f] = (in.ankleY[sup][f] - in.ankleY[free][f]) / unit;  // picture y is down
    }
    return h;
}

Stance readStance(const StanceInputs& in, std::vector<std::array<double, 2>>& stretch)
{
    Stance out;
    out.tolerance = in.tolerance;
    out.release = kReleaseShare * in.tolerance;
    out.minSeconds = kSupportSeconds;
    for (std::size_t s = 0; s < 2; ++s) {
        out.unitPx[s] = in.legLength[s];
        out.unitOfStraight[s] = in.straight[s] > 0 ? in.legLength[s] / in.straight[s] : 1;
    }
    const std::vector<double> h = freeHeights(in);
    const auto seconds = [&](const FrameRun& r) { return stage::runSeconds(in.times, r.first, r.second); };

    for (const SupportSpan& span : spansOf(in.support, in.tracked)) {
        const int free = 1 - span.side;
        const auto sup = static_cast<std::size_t>(span.side), fr = static_cast<std::size_t>(free);
        const SpanRuns spanned = spanRuns(h, span.frames, out.tolerance, out.release, seconds, out.minSeconds);
        const std::vector<Run>& runs = spanned.runs;
        const std::vector<std::vector<Run>>& absorbed = spanned.absorbed;

        for (std::size_t r = 0; r < runs.size(); ++r) {
            StanceRun line;
            line.state = stateName(runs[r].state);
            line.side = free;
            line.frames = runs[r].frames;
            double farthest = 1;
            for (std::size_t f = runs[r].frames.first; f <= runs[r].frames.second; ++f) {
                line.maxHeight = std::max(line.maxHeight, std::abs(h[f]));
                if (runs[r].state == State::Below)
                    line.maxDepth = std::max(line.maxDepth.value_or(0.0), -h[f]);
                if (runs[r].state != State::Both || !in.stretchable[fr])
                    continue;
                // k = (root y - floor y) / (root y - ankle y) as the plant posed the rig, the floor being
                // the supporting ankle as the plant (and its blend stretch) put it.
                const Eigen::Vector2d& hip = in.origins[f];
                const Eigen::Vector2d supAnkle = hip + in.rootOffset[sup][f] +
                                                 stretch[f][sup] * (in.ankleOffset[sup][f] - in.rootOffset[sup][f]);
                const Eigen::Vector2d root = hip + in.rootOffset[fr][f], ankle = hip + in.ankleOffset[fr][f];
                if (std::abs(ankle.y() - supAnkle.y()) < kOnTheFloor || std::abs(root.y() - ankle.y()) < 1e-9)
                    continue;
                const double needed = (root.y() - supAnkle.y()) / (root.y() - ankle.y());
                // Ref #95: the leg may fold as far as the picture folds it on the frame.
                const double lower = std::min(kStretchLower, in.legRatio[fr][f]);
                const double held = std::clamp(needed, lower, kStretchUpper);
                if (held != needed)
                    addOver(out.over, free, f, needed, needed < lower ? lower : kStretchUpper,
                            std::abs(root.y() - held * (root.y() - ankle.y()) - supAnkle.y()));
                if (lower < kStretchLower) {
                    if (!out.rangeLowest)
                        out.rangeLowest = std::array<double, 2>{1.0, 1.0};
                    (*out.rangeLowest)[fr] = std::min((*out.rangeLowest)[fr], lower);
                }
                stretch[f][fr] = held;
                if (std::abs(held - 1) > std::abs(farthest - 1))
                    farthest = held;
            }
            line.k = farthest;
            out.runs.push_back(line);
            for (const Run& a : absorbed[r]) {
                StanceRun crossing;
                crossing.state = stateName(a.state);
                crossing.side = free;
                crossing.frames = a.frames;
                crossing.absorbed = true;
                for (std::size_t f = a.frames.first; f <= a.frames.second; ++f)
                    crossing.maxHeight = std::max(crossing.maxHeight, std::abs(h[f]));
                out.runs.push_back(crossing);
            }
        }
    }
    return out;
}

}  // namespace rigpose::legs::detail
