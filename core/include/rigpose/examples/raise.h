#pragma once
// The alternate drawings example's pose (resources/examples/raise/): the wave's figure standing
// still while its right arm rises out to the side, holds level, rises overhead, holds, and comes
// back down in one sweep. The rig there has a drawing of the arm for each held pose, so the
// switch between drawings can be seen and its frames known by construction. Angles as wave.h
// has them (degrees, counter-clockwise, y up); a pure function of its options.

#include "rigpose/examples/wave.h"

namespace rigpose::examples {

// The right upper arm's picture angle in each held pose, unwrapped so the arm sweeps through the
// subject's right side (the picture's left): hanging, level, overhead.
inline constexpr double kRaiseRest = -96, kRaiseOut = -180, kRaiseUp = -266;
// The forearm keeps a slight clockwise bend from the upper arm all through, so the elbow never flips.
inline constexpr double kRaiseElbowBend = 12;

// When each move starts and ends (seconds): rest, out, hold, up, hold, down in one sweep.
struct RaiseTimes {
    double outFrom = 0.5, outTo = 1.0;
    double upFrom = 1.75, upTo = 2.25;
    double downFrom = 3.25, downTo = 4.0;
};
inline constexpr double kRaiseSeconds = 4;

// The angles at time `t`: the moves ease in and out (smoothstep), the rest is the wave's standing figure.
WaveAngles raiseAnglesAt(double t);

// The clip (4 s at 24 fps by default: 96 frames), one person "a", every joint observed with score 1.
sequence::Sequence makeRaiseSequence(WaveOptions options = {kRaiseSeconds, 24, 0, 1});

}  // namespace rigpose::examples
