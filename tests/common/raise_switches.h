#pragma once
// Which drawing of the right arm the raise example (resources/examples/raise) should show on each
// frame, derived from the generator's own angles (raiseAnglesAt) and the map's two sets, not from
// the selection code: a set's distance on a frame is how far the arm's segments are from its key
// skeleton, and since the forearm keeps the same 12° bend from the upper arm in the clip and in
// both keys, that is the upper arm's angle against the set's drawn one. A set shows from the
// first frame within the tolerance (25°) and leaves on the first frame past tolerance + 15°;
// a run shorter than --switch-min (0.25 s) is dropped. That simple rule is the whole selection
// here only because the two sets are never within the hysteresis on one frame, nor does a set
// come back within 0.25 s of leaving: raiseDerivation() checks both and says so.

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "rigpose/examples/raise.h"
#include "picture_angle.h"

namespace rigpose::test {

inline constexpr int kRaiseFrames = 96;
inline constexpr double kRaiseFps = 24;
inline constexpr double kSwitchTolerance = 25, kSwitchLeave = 25 + 15, kSwitchMin = 0.25;

struct RaiseSet {
    const char* name;
    double drawnUpperArm;  // map.json's drawn angle for r_upper_arm (the clip's held angle)
};

inline const std::vector<RaiseSet>& raiseSets()
{
    static const std::vector<RaiseSet> sets = {{"out_r", examples::kRaiseOut}, {"up_r", examples::kRaiseUp}};
    return sets;
}

inline double raiseFrameTime(std::size_t frame) { return static_cast<double>(frame) / kRaiseFps; }

inline double raiseDistance(std::size_t frame, const RaiseSet& set)
{
    return angleDifference(examples::raiseAnglesAt(raiseFrameTime(frame)).rUpperArm, set.drawnUpperArm);
}

using FrameRun = std::pair<std::size_t, std::size_t>;  // inclusive

struct RaiseDerived {
    std::vector<std::vector<FrameRun>> shown;    // [set]
    std::vector<std::vector<FrameRun>> dropped;  // [set]: shorter than kSwitchMin
    std::string whyNotSimple;                    // empty when the simple rule holds on this clip
    double closestToAThreshold = 1e9;            // degrees, over every frame and set
};

// A run's length as the selection measures it: its first frame's time to the next frame's.
inline double raiseRunSeconds(const FrameRun& run)
{
    const std::size_t end = run.second + 1 < kRaiseFrames ? run.second + 1 : run.second;
    return raiseFrameTime(end) - raiseFrameTime(run.first);
}

inline RaiseDerived raiseDerivation()
{
    RaiseDerived d;
    const auto& sets = raiseSets();
    d.shown.resize(sets.size());
    d.dropped.resize(sets.size());
    for (std::size_t s = 0; s < sets.size(); ++s) {
        std::vector<FrameRun> runs;
        bool showing = false;
        std::size_t first = 0;
        for (std::size_t f = 0; f < std::size_t(kRaiseFrames); ++f) {
            const double distance = raiseDistance(f, sets[s]);
            for (double threshold : {kSwitchTolerance, kSwitchLeave})
                d.closestToAThreshold = std::min(d.closestToAThreshold, std::abs(distance - threshold));
            if (!showing && distance <= kSwitchTolerance) {
                showing = true;
                first = f;
            } else if (showing && distance > kSwitchLeave) {
                showing = false;
                runs.push_back({first, f - 1});
            }
        }
        if (showing)
            runs.push_back({first, std::size_t(kRaiseFrames - 1)});
        for (std::size_t r = 1; r < runs.size(); ++r)
            if (raiseFrameTime(runs[r].first) - raiseFrameTime(runs[r - 1].second + 1) < kSwitchMin)
                d.whyNotSimple = std::string(sets[s].name) + " comes back within --switch-min: it would be bridged";
        for (const FrameRun& run : runs)
            (raiseRunSeconds(run) < kSwitchMin ? d.dropped : d.shown)[s].push_back(run);
    }
    for (std::size_t f = 0; f < std::size_t(kRaiseFrames); ++f) {
        int near = 0;
        for (const RaiseSet& set : sets)
            near += raiseDistance(f, set) <= kSwitchLeave;
        if (near > 1)
            d.whyNotSimple = "two sets are within the hysteresis on frame " + std::to_string(f);
    }
    return d;
}

// The set showing on `frame` (its index into raiseSets()), or -1 for the base drawings.
inline int raiseSetOn(const RaiseDerived& d, std::size_t frame)
{
    for (std::size_t s = 0; s < d.shown.size(); ++s)
        for (const FrameRun& run : d.shown[s])
            if (frame >= run.first && frame <= run.second)
                return static_cast<int>(s);
    return -1;
}

// What each right-arm slot of rig/rig.json shows under set `s` (-1: the setup drawings); "" is
// an empty slot.
struct RaiseArmSlots {
    std::string upper, fore, upperUp, foreUp;
};

inline RaiseArmSlots raiseArmSlots(int s)
{
    switch (s) {
    case 0:
        return {"out/upperarm_r", "out/forearm_r", "", ""};
    case 1:
        return {"", "", "up/upperarm_r", "up/forearm_r"};
    default:
        return {"upperarm_r", "forearm_r", "", ""};
    }
}

}  // namespace rigpose::test
