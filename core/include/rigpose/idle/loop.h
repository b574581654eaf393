#pragma once
// One idle track looped into a longer animation, key by key (--carry-idle): the idle's keys
// repeated every idle duration and cut at the animation's end, the value interpolated there. A
// key's ease or curve shapes the segment to the next key, so the seams and the cut are built
// key by key: one key at a seam where the idle ends on a key and starts on one, a stepped hold
// where its last key is early, a stepped setup key opening each later cycle where its first key
// is late, raw curves shifted with their keys, and the cut segment split (a Bézier by de
// Casteljau, so the part kept is the same cubic).

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "rigpose/motion/motion.h"

namespace rigpose::idle {

struct LoopedTrack {
    std::vector<motion::Key> keys;  // empty when not carried
    std::string notCarried;         // why, when not
    std::vector<double> jumps;      // seams where the value the idle ends on differs from the one it starts on
    bool holdsLast = false, opensWithSetup = false, cut = false;
};

// `setup`: the value a later cycle opens with when the first key is after 0 (none: such a track
// is not carried). `motion` resolves named easings. Times are rounded to the motion's 1e-6.
LoopedTrack loopTrack(const motion::Motion& motion, const motion::Track& track, double idleDuration, double until,
                      const std::optional<motion::json>& setup);

// A cubic Bézier segment in (time, value) from (t1, v1) through handles (cx1, cy1), (cx2, cy2)
// to (t2, v2), split at time `t` (t1 < t < t2) by de Casteljau: the handles of the part before
// `t` and the value there.
struct BezierCut {
    double cx1 = 0, cy1 = 0, cx2 = 0, cy2 = 0;
    double value = 0;
    double parameter = 0;  // the curve parameter at the cut
};
BezierCut cutBezier(double t1, double v1, double cx1, double cy1, double cx2, double cy2, double t2, double v2,
                    double t);

// A named easing's handles turned into a raw curve's four numbers for one channel, as rig-c
// compiles it (rigc-formats.md §2.5).
std::array<double, 4> easingHandles(const std::array<double, 4>& easing, double t1, double v1, double t2, double v2);

}  // namespace rigpose::idle
