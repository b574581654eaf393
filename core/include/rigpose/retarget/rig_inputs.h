#pragma once
// The rig's side of a retarget, read one way for every shell: --rig resolved (a folder reads its
// rig.json and the motion.json beside it; a rig.json alone reads no motion), the rig, its own
// animations, and the MOTION line saying what became of them. Then the retarget's Inputs over
// those values. rig-pose retarget and the studio both call these, so they refuse and print alike.

#include <optional>
#include <string>
#include <string_view>

#include "rigpose/map/map.h"
#include "rigpose/motion/motion.h"
#include "rigpose/retarget/retarget.h"
#include "rigpose/rig/reader.h"
#include "rigpose/rig/rig.h"
#include "rigpose/sequence/sequence.h"
#include "rigpose/util/refusal.h"

namespace rigpose::retarget {

struct RigWithMotion {
    rig::RigPaths paths;
    rig::Rig rig;
    std::optional<motion::Motion> baseMotion;  // the rig's own animations, carried into the output
    std::optional<std::string> motionLine;     // MOTION, when there is something to say
};

// `rigText` holds the bytes of `paths.rig` (the CLI hashes exactly what is read); `rigArg` is
// --rig as typed, `out` the motion file the run writes. RIG_* from the rig, RIG_GATE_BASE and
// the motion reader's reasons when the rig's own motion does not pass.
Loaded<RigWithMotion> readRigWithMotion(const rig::RigPaths& paths, const std::string& rigArg, std::string_view rigText,
                                        const std::string& out);
// The same, read from `paths` while messages and the MOTION line name `named`: the studio reads
// absolute paths but exports what rig-pose prints when run from the export's folder, where the
// user would type the paths relative to it.
Loaded<RigWithMotion> readRigWithMotion(const rig::RigPaths& paths, const rig::RigPaths& named,
                                        const std::string& rigArg, std::string_view rigText, const std::string& out);

// The names a run's messages use for its inputs, as typed.
struct InputNames {
    std::string sequence, rig, map;
    std::string buildDir = ".";  // where a Spine build would go (atlas pages are relative to it)
};

// Inputs pointing into `rig`, `map` and `sequence`, which must outlive the retarget call.
Inputs inputsOf(const RigWithMotion& rig, const map::Map& map, const sequence::Sequence& sequence,
                const Options& options, const InputNames& names);

}  // namespace rigpose::retarget
