// A walk's hand-over (issue 38): the old foot stays down, rolling onto its ball, until its ankle
// has risen off it, and only then does the new foot take the support. The speed and height rules
// of supports.cpp date a hand-over from when the old ankle starts to move or the new one crosses
// below it; on a walk both come a frame or three off the old foot's toe-off, whatever the view.

#include "legs.h"

#include <algorithm>
#include <cmath>

#include "rigpose/stage/frames.h"

namespace rigpose::legs::detail {

namespace {

// Each ankle's steady drift in the picture while it stands: the median frame step, x and y
// apart, over the frames it moves under the step speed, outside the jumps. Seen from the front a
// walker coming near moves the floor down the picture, and a planted foot with it; seen from the
// side a planted foot stays put.
std::array<Eigen::Vector2d, 2> groundDrift(const LegTracks& t, const std::vector<char>& inJump, double L)
{
    std::array<Eigen::Vector2d, 2> out{Eigen::Vector2d::Zero(), Eigen::Vector2d::Zero()};
    for (std::size_t s = 0; s < 2; ++s) {
        std::vector<double> dx, dy;
        for (std::size_t f = 1; f < t.frames(); ++f) {
            const Eigen::Vector2d step = t.ankle[s][f] - t.ankle[s][f - 1];
            if (!inJump[f] && !inJump[f - 1] && step.norm() / L < kStepSpeed) {
                dx.push_back(step.x());
                dy.push_back(step.y());
            }
        }
        out[s] = {medianOf(std::move(dx)), medianOf(std::move(dy))};
    }
    return out;
}

}  // namespace

void holdRollingFeet(const LegTracks& tracks, double L, SupportReading& reading)
{
    const LegTracks t = withBridgedAnkles(tracks);
    const std::size_t n = t.frames();
    if (n < kStillWindow || !(L > 0) || reading.support.size() != n)
        return;
    std::vector<char> inJump(n, 0);
    for (const FrameRun& j : reading.jumps)
        for (std::size_t f = j.first; f <= j.second && f < n; ++f)
            inJump[f] = 1;
    const std::array<Eigen::Vector2d, 2> drift = groundDrift(t, inJump, L);
    // Each ankle's height, leg lengths up from the picture's top, less the ground's drift.
    std::array<std::vector<double>, 2> height;
    for (std::size_t s = 0; s < 2; ++s)
        for (std::size_t f = 0; f < n; ++f)
            height[s].push_back(-(t.ankle[s][f].y() - static_cast<double>(f) * drift[s].y()) / L);
    // A foot is still up to frame f when its track over the kStillWindow frames before moves
    // under half the step speed (as supports.cpp's `landedOn` asks), jitter averaged out.
    const auto stillUpTo = [&](int s, std::size_t f) {
        return f + 1 >= kStillWindow &&
               windowSpeed(t.ankle[static_cast<std::size_t>(s)], f + 1 - kStillWindow, f, L) < kStepSpeed / 2;
    };
    std::vector<int>& sup = reading.support;
    std::vector<char>& tracked = reading.tracked;

    // The old foot, at `level` (its median height over its span) and last still on `stood`, keeps
    // the support over [lo, hi] until it is off its ball: risen kBallRise above its level, rolled
    // longer than kRollSeconds since `stood`, lifting faster than kRollSpeed, or the new foot
    // still (landed) by then. The frames after are the new foot's.
    const auto handOver = [&](int old, double level, std::size_t stood, int next, std::size_t lo, std::size_t hi) {
        std::size_t off = std::max(lo, stood + 1);
        const auto o = static_cast<std::size_t>(old);
        while (off <= hi && height[o][off] - level < kBallRise &&
               (t.ankle[o][off] - t.ankle[o][off - 1] - drift[o]).norm() / L < kRollSpeed && !stillUpTo(next, off) &&
               stage::runSeconds(t.times, stood + 1, off) <= kRollSeconds + 1e-9)
            ++off;
        for (std::size_t f = lo; f <= hi; ++f) {
            if (inJump[f])
                continue;
            const int side = f < off ? old : next;
            if (sup[f] != side) {
                sup[f] = side;
                tracked[f] = side == old ? kTrackedRolling : kNotTracked;
            }
        }
    };
    const auto spanEnd = [&](std::size_t from) {
        std::size_t end = from;
        while (end + 1 < n && sup[end + 1] == sup[from])
            ++end;
        return end;
    };
    const std::size_t reach = [&] {  // the frames kRollSeconds spans from the clip's start
        std::size_t k = 0;
        while (k + 1 < n && stage::runSeconds(t.times, 0, k) < kRollSeconds - 1e-9)
            ++k;
        return k;
    }();

    // The clip's first frames: a foot rising from frame 0 while the other supports was on its ball
    // as the clip began, rolling off it.
    if (sup[0] != kNoSide && !inJump[0]) {
        const int old = 1 - sup[0];
        const auto o = static_cast<std::size_t>(old);
        if (height[o][std::min(reach, n - 1)] - height[o][0] >= kSupportMargin)
            handOver(old, height[o][0], 0, sup[0], 0, std::min(spanEnd(0), reach));
    }

    // Each change of support from one foot to the other, through frames with none or not.
    std::size_t f = 1;
    while (f < n) {
        if (sup[f - 1] == kNoSide || sup[f] == sup[f - 1]) {
            ++f;
            continue;
        }
        const int old = sup[f - 1];
        const std::size_t last = f - 1;
        std::size_t from = f;
        while (from < n && sup[from] == kNoSide)
            ++from;
        if (from >= n || sup[from] == old) {
            f = from + 1;
            continue;
        }
        std::size_t begin = last;
        while (begin > 0 && sup[begin - 1] == old)
            --begin;
        const auto o = static_cast<std::size_t>(old);
        const double level = medianOf(std::vector<double>(height[o].begin() + static_cast<std::ptrdiff_t>(begin),
                                                          height[o].begin() + static_cast<std::ptrdiff_t>(last) + 1));
        std::size_t stood = last;
        while (stood > begin && !stillUpTo(old, stood))
            --stood;
        const std::size_t end = spanEnd(from);
        // A walk's strides: a longer span is a dancer's or a stander's weight moving, not a roll.
        if (stage::runSeconds(t.times, begin, last) > kStrideSeconds ||
            stage::runSeconds(t.times, from, end) > kStrideSeconds) {
            f = end + 1;
            continue;
        }
        handOver(old, level, stood, sup[from], begin + 1, end);
        f = end + 1;
    }
}

}  // namespace rigpose::legs::detail
