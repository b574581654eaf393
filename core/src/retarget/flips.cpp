// The flip guard (--flip). A detector can put a fast sweep of a limb into one frame, and the
// rig would whip the bone round between two keys. Every mapped segment (not a reach) is read
// frame to frame after the short hold; a turn past the threshold from frame k-1 to k is spread:
// h grows from 1 until a line drawn between frames k-h-1 and k+h (run the way the turn went)
// steps no more than the threshold per frame, and the 2h frames k-h .. k+h-1 take that line.
// The window is centred on the jump, so the change happens when the pose put it; one that would
// run past the clip's first or last frame stops there, and windows that overlap are joined into
// one (widened again until their line keeps under the threshold).

#include "guards.h"

#include <algorithm>
#include <cmath>

#include "rigpose/map/aim.h"

namespace rigpose::retarget::detail {

namespace {

struct Window {
    long lo = 0, hi = 0;  // frames replaced
    std::size_t jumpFrame = 0;
    double jump = 0;
    std::size_t h = 0;
};

// The anchors of a window, cut at the clip's ends.
std::pair<long, long> anchors(const Window& w, long last) { return {std::max(0L, w.lo - 1), std::min(last, w.hi + 1)}; }

double stepOf(const Window& w, const std::vector<double>& unwrapped, long last)
{
    const auto [a, b] = anchors(w, last);
    if (b <= a)
        return 0;
    return (unwrapped[static_cast<std::size_t>(b)] - unwrapped[static_cast<std::size_t>(a)]) /
           static_cast<double>(b - a);
}

// Replaced frames within the clip's inner frames, so the anchors stay the pose's.
void clip(Window& w, long last)
{
    w.lo = std::max(1L, w.lo);
    w.hi = std::min(last - 1, w.hi);
}

bool canGrow(const Window& w, long last) { return w.lo > 1 || w.hi < last - 1; }

}  // namespace

void spreadFlips(const map::Map& map, double threshold, Targets& targets, std::vector<FlipSpread>& flips)
{
    const long last = static_cast<long>(targets.frames) - 1;
    if (last < 2)
        return;
    for (std::size_t b = 0; b < targets.bones.size(); ++b) {
        const map::Chain& chain = map.chains[targets.bones[b].chain];
        const std::size_t k = targets.bones[b].link;
        if (chain.reach)
            continue;
        std::vector<double> track = targetTrack(targets, b);
        std::vector<double> u(track.size());
        u[0] = track[0];
        for (std::size_t f = 1; f < track.size(); ++f)
            u[f] = u[f - 1] + map::wrapDegrees(track[f] - track[f - 1]);

        std::vector<Window> windows;
        for (long j = 1; j <= last; ++j) {
            const double jump = u[static_cast<std::size_t>(j)] - u[static_cast<std::size_t>(j - 1)];
            if (std::abs(jump) <= threshold)
                continue;
            Window w{j - 1, j, static_cast<std::size_t>(j), jump, 1};
            clip(w, last);
            while (std::abs(stepOf(w, u, last)) > threshold && canGrow(w, last)) {
                ++w.h;
                w.lo = j - static_cast<long>(w.h);
                w.hi = j + static_cast<long>(w.h) - 1;
                clip(w, last);
            }
            windows.push_back(w);
        }
        // Join windows that overlap or whose anchor the other replaces; widen a joined one
        // until its line keeps under the threshold again.
        for (bool changed = true; changed;) {
            changed = false;
            std::sort(windows.begin(), windows.end(), [](const Window& x, const Window& y) { return x.lo < y.lo; });
            std::vector<Window> joined;
            for (const Window& w : windows) {
                if (!joined.empty() && w.lo <= joined.back().hi + 1) {
                    Window& j = joined.back();
                    j.hi = std::max(j.hi, w.hi);
                    j.h = std::max(j.h, w.h);
                    if (std::abs(w.jump) > std::abs(j.jump)) {
                        j.jump = w.jump;
                        j.jumpFrame = w.jumpFrame;
                    }
                    changed = true;
                } else {
                    joined.push_back(w);
                }
            }
            for (Window& w : joined)
                while (std::abs(stepOf(w, u, last)) > threshold && canGrow(w, last)) {
                    --w.lo;
                    ++w.hi;
                    clip(w, last);
                    changed = true;
                }
            windows = std::move(joined);
            if (!changed)
                break;
        }
        for (const Window& w : windows) {
            const auto [a, z] = anchors(w, last);
            const double ua = u[static_cast<std::size_t>(a)], uz = u[static_cast<std::size_t>(z)];
            for (long f = w.lo; f <= w.hi; ++f)
                track[static_cast<std::size_t>(f)] = map::wrapDegrees(ua + (uz - ua) * static_cast<double>(f - a) /
                                                                               static_cast<double>(z - a));
            FlipSpread s;
            s.chain = chain.name;
            s.bone = chain.bones[k];
            s.joints = {chain.joints[k].name, chain.joints[k + 1].name};
            s.jumpFrame = w.jumpFrame;
            s.jump = w.jump;
            s.from = static_cast<std::size_t>(w.lo);
            s.to = static_cast<std::size_t>(w.hi);
            s.h = w.h;
            s.cutAtStart = static_cast<long>(w.jumpFrame) - static_cast<long>(w.h) < 1;
            s.cutAtEnd = static_cast<long>(w.jumpFrame) + static_cast<long>(w.h) > last;
            flips.push_back(s);
        }
        setTargetTrack(targets, b, track);
    }
}

}  // namespace rigpose::retarget::detail
