#include "rigpose/retarget/rig_inputs.h"

#include <filesystem>

#include "rigpose/motion/reader.h"
#include "rigpose/spine/build.h"

namespace rigpose::retarget {

namespace fs = std::filesystem;

Loaded<RigWithMotion> readRigWithMotion(const rig::RigPaths& paths, const std::string& rigArg, std::string_view rigText,
                                        const std::string& out)
{
    return readRigWithMotion(paths, paths, rigArg, rigText, out);
}

Loaded<RigWithMotion> readRigWithMotion(const rig::RigPaths& paths, const rig::RigPaths& named,
                                        const std::string& rigArg, std::string_view rigText, const std::string& out)
{
    Loaded<RigWithMotion> loaded;
    RigWithMotion& side = loaded.value;
    side.paths = paths;
    Loaded<rig::Rig> rig = rig::readRigText(rigText, named.rig);
    if (!rig.ok()) {
        loaded.refusals = std::move(rig.refusals);
        return loaded;
    }
    side.rig = std::move(rig.value);
    if (paths.motion) {
        const std::string& motionName = named.motion ? *named.motion : *paths.motion;
        Loaded<motion::Motion> base = motion::readMotionFile(*paths.motion, &side.rig);
        // --base-motion wins over the motion.json beside a rig folder; the lines say which was read.
        const std::string which = paths.motionNamed ? "--base-motion " + motionName : "the rig's own " + motionName;
        if (!base.ok()) {
            loaded.refusals.add("RIG_GATE_BASE",
                                rigArg + ": " + which + " does not pass, before anything is added; the reasons follow");
            loaded.refusals.append(base.refusals);
            return loaded;
        }
        side.motionLine = "MOTION carried " + std::to_string(base.value.animations.size()) + " animation(s) of " +
                          which + " into " + out;
        std::error_code ec;
        const fs::path beside = fs::path(named.rig).parent_path() / "motion.json";
        if (paths.motionNamed && fs::exists(fs::path(paths.rig).parent_path() / "motion.json", ec))
            *side.motionLine += " (" + beside.string() + " beside the rig was not read: --base-motion wins)";
        side.baseMotion = std::move(base.value);
        return loaded;
    }
    // A rig.json named alone: say that the motion beside it stayed behind (ref #250).
    const fs::path folder = fs::path(paths.rig).parent_path();
    const fs::path beside = folder / "motion.json";
    const fs::path namedFolder = fs::path(named.rig).parent_path();
    std::error_code ec;
    if (fs::exists(beside, ec))
        side.motionLine = "MOTION " + (namedFolder / "motion.json").string() +
                          " beside the rig was not read (--rig named the rig.json): " + out +
                          " carries none of the rig's own animations; give --rig " + namedFolder.string() +
                          " to carry them";
    return loaded;
}

Inputs inputsOf(const RigWithMotion& rig, const map::Map& map, const sequence::Sequence& sequence,
                const Options& options, const InputNames& names)
{
    Inputs in;
    in.sequence = &sequence;
    in.rig = &rig.rig;
    in.map = &map;
    in.baseMotion = rig.baseMotion ? &*rig.baseMotion : nullptr;
    in.options = options;
    in.sequenceName = names.sequence;
    in.rigName = names.rig;
    in.mapName = names.map;
    in.baseMotionName = rig.paths.motion.value_or("motion.json");
    in.imagesDir = spine::imagesDirOf(rig.rig, rig.paths.rig);
    in.buildDir = names.buildDir;
    return in;
}

}  // namespace rigpose::retarget
