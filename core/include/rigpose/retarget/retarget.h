#pragma once
// retarget: one pure function of values, (Sequence, Rig, Map, Options) -> Result. It turns a
// cleaned body-18 sequence into one rigc-motion/1 animation for the rig (a rotate key per
// mapped bone per pose frame, a translate key on the translated bone), then runs the gate
// (rig alone, then rig + the new animation: validated, compiled to the Spine build, written to
// bytes and read back, posed on every frame) and measures where every mapped bone landed.
// No files, no printing, no clock: the CLI and the studio both call it.
#include <optional>
#include <string>
#include <vector>
#include <Eigen/Core>
#include "rigpose/clean/layers.h"
#include "rigpose/map/map.h"
#include "rigpose/motion/motion.h"
#include "rigpose/retarget/gate.h"
#include "rigpose/rig/rig.h"
#include "rigpose/sequence/sequence.h"
#include "rigpose/util/refusal.h"

namespace rigpose::retarget {

struct Options {
    std::string name = "retarget";      // the animation (--animation / --name)
    double minScore = 0.3;              // a joint scored under it holds its last good value
    std::optional<std::string> person;  // required when the sequence holds more than one
};

struct Inputs {
    const sequence::Sequence* sequence = nullptr;
    const rig::Rig* rig = nullptr;
    const map::Map* map = nullptr;
    // The rig's own animations (motion.json beside a --rig directory), carried into the output.
    const motion::Motion* baseMotion = nullptr;
    Options options;
    // How messages name the inputs (the paths as typed).
    std::string sequenceName = "sequence", rigName = "rig", mapName = "map", baseMotionName = "motion.json";
    std::string imagesDir;  // where the rig's images are, for the Spine build
    std::string buildDir;   // where the build would go (atlas pages are relative to it)
};

// A joint held over frames from..to at frame `source`'s value (HOLD).
struct Hold {
    std::string point;
    std::size_t from = 0, to = 0, source = 0;
    std::string why;
};

// The translate's length measured on both (SCALE).
struct ScaleReading {
    double rig = 0;      // world units at setup
    double pose = 0;     // px, the median over frames where both points are good
    double factor = 0;   // rig / pose
    std::size_t frames = 0;  // frames the median was read over
};

struct Result {
    motion::Motion motion;           // the rig's own animations, then the new one
    Targets targets;                 // what every mapped bone was asked for, frame by frame
    std::vector<double> frameTimes;  // each pose frame's key time (t - t0, as written)
    std::vector<Hold> holds;
    std::optional<ScaleReading> scale;
    // The limbs front to back, on a sequence that carries depth (ref #281); nothing is keyed
    // from them, so the motion is the same with or without.
    std::optional<clean::Layers> layers;
    std::string person;
    GateResult gate;
    RefusalList refusals;
    bool ok() const { return refusals.empty(); }
};

Result retarget(const Inputs& inputs);

}  // namespace rigpose::retarget
