#pragma once
// The run's state, shared by every stage. `Shared` is what the run publishes (the retarget's
// Result holds it as its first part: the options, the person, the frame times, the holds, the
// scale, the targets, the motion and the refusals); `State` adds the working values the stages
// pass on and nobody reads after the run (the held joints, the picture's own angles, the key
// guides, the keys).
//
// A stage is one function of one shape: `Group name(const Inputs& in, State& run)`. It reads what
// the stages before it left in `run`, may change what it owns there (the targets, the keys, the
// motion), puts any refusal in `run.shared.refusals`, and returns its group, which the retarget
// keeps as one member of its Result. A stage that reads an earlier stage's group takes it as a
// third, const argument, so the list in retarget.cpp shows every such dependency. A stage that is
// off returns none and leaves `run` as it was, so its flag's absence changes no byte.
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include "rigpose/motion/motion.h"
#include "rigpose/stage/held_joints.h"
#include "rigpose/stage/inputs.h"
#include "rigpose/stage/keys.h"
#include "rigpose/stage/targets.h"
#include "rigpose/util/refusal.h"

namespace rigpose::stage {

// The translate's length measured on both (SCALE).
struct ScaleReading {
    double rig = 0;          // world units at setup
    double pose = 0;         // px, the median over frames where both points are good
    double factor = 0;       // rig / pose
    std::size_t frames = 0;  // frames the median was read over
};

struct Shared {
    Options options;                 // what the run was given (the lines name its figures)
    std::string person;              // the person retargeted
    std::vector<double> frameTimes;  // each pose frame's key time (t - t0, as written)
    std::vector<Hold> holds;
    std::optional<ScaleReading> scale;
    Targets targets;        // what every mapped bone was asked for, frame by frame
    motion::Motion motion;  // the rig's own animations, then the new one (once built)
    RefusalList refusals;
};

struct State {
    explicit State(Shared& published) : shared(published) {}

    Shared& shared;
    HeldJoints held;
    std::vector<double> pictureAngles;  // the targets as read from the pose, before any guard
    std::vector<double> reachPairs;     // with a reach chain: the targets its aim is read against
    KeyGuides guides;
    KeyTracks keys;
    // With --reduce: the keys as the reduced motion plays them on every frame, which the readings
    // read (a reduced motion's jitter, posture and posed feet are the reduced motion's).
    std::optional<KeyTracks> reducedKeys;
    const KeyTracks& playedKeys() const { return reducedKeys ? *reducedKeys : keys; }

    // px -> world units: the translate's scale, 1 without one.
    double factor() const { return shared.scale ? shared.scale->factor : 1.0; }
};

}  // namespace rigpose::stage
