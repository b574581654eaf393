#pragma once
// What one retarget run reads: the values, how messages name them, and the stop token. Every
// stage takes it as it is. The key files of the feet and the idle are declared, not included:
// their modules sit above this one, and only their own stages look inside.
#include <stop_token>
#include <string>

#include "rigpose/map/map.h"
#include "rigpose/motion/motion.h"
#include "rigpose/rig/rig.h"
#include "rigpose/sequence/sequence.h"
#include "rigpose/stage/options.h"

namespace rigpose::legs {
struct ContactKeys;
}
namespace rigpose::idle {
struct Fragment;
}

namespace rigpose::stage {

struct Inputs {
    const sequence::Sequence* sequence = nullptr;
    const rig::Rig* rig = nullptr;
    const map::Map* map = nullptr;
    // The rig's own animations (motion.json beside a --rig directory), carried into the output.
    const motion::Motion* baseMotion = nullptr;
    Options options;
    // How messages name the inputs (the paths as typed).
    std::string sequenceName = "sequence", rigName = "rig", mapName = "map", baseMotionName = "motion.json";
    // --contact-keys: the key sheet's contact table, read (legs/contact_keys.h), and how the
    // report names it (the path as typed, the file's SHA-256).
    const legs::ContactKeys* contactKeys = nullptr;
    std::string contactKeysName, contactKeysSha256;
    // --merge: the fragment's tracks, read (idle/merge.h), added to the new animation; and how
    // messages and the report name the file (as typed).
    const idle::Fragment* merge = nullptr;
    std::string mergeName;
    std::string imagesDir;  // where the rig's images are, for the Spine build
    std::string buildDir;   // where the build would go (atlas pages are relative to it)
    // Asked to stop (the studio, when an edit makes the run stale), the run ends within a few
    // milliseconds, inside whichever stage it is in, and returns a Result marked stopped.
    std::stop_token stop{};
};

}  // namespace rigpose::stage
