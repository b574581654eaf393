#pragma once
// A rig and its motion compiled into Spine 4.3 data, as rig-c compiles them: skeleton.json
// (bones, slots, constraints, skins, events, animations in Spine's timeline shapes) and, when
// region attachments name images, skeleton.atlas with one page per image, sizes read from
// each PNG's header. docs/rig-and-motion.md lists where this compile differs from rig-c's.

#include <optional>
#include <stop_token>
#include <string>

#include <nlohmann/json.hpp>

#include "rigpose/motion/motion.h"
#include "rigpose/rig/rig.h"
#include "rigpose/util/output_set.h"
#include "rigpose/util/refusal.h"

namespace rigpose::spine {

using json = nlohmann::ordered_json;

// The runtime version the export states (and the official runtime the tests load it with).
inline constexpr std::string_view kSpineVersion = "4.3.13";

struct BuildInputs {
    const rig::Rig* rig = nullptr;
    const motion::Motion* motion = nullptr;  // optional: a rig alone has no animations
    std::string imagesDir;                   // where `image` files are; the rig's `images` resolved by the caller
    std::string outDir;                      // where the build goes (atlas page paths are relative to it)
    std::stop_token stop{};  // checked key by key while compiling and writing the keys (rigpose/util/stop.h)
};

struct SpineBuild {
    json skeleton;
    std::optional<std::string> atlas;  // only when some attachment names an image
    // skeleton.json's bytes, when the build was compiled straight to text (compileBuildText);
    // `skeleton` is then null. skeletonText and writeBuild use these bytes as they are.
    std::optional<std::string> text;
};

// SPINE_IMAGE for an image that is missing or not a PNG; MOTION_EVALUATE for what the motion
// compile cannot state (see motion/timelines.h); SPINE_MESH for rig-c's generated meshes.
Loaded<SpineBuild> compileBuild(const BuildInputs& inputs);

// The same build with skeleton.json as text only, its bone keys written straight from the compiled
// timelines: a 30-minute clip's ~650,000 keys never become JSON objects. Byte for byte
// skeletonText(compileBuild(inputs)).
Loaded<SpineBuild> compileBuildText(const BuildInputs& inputs);

// skeleton.json text (1e-6 numbers, two-space indent).
std::string skeletonText(const SpineBuild& build);
// Writes skeleton.json (and skeleton.atlas) into `dir`, which must exist: both or neither.
RefusalList writeBuild(const std::string& dir, const SpineBuild& build);
// Stages the same files into `set`, for a run that publishes the build with its other outputs.
RefusalList stageBuild(OutputSet& set, const std::string& dir, const SpineBuild& build);

// The images directory of a rig: the rig's `images` relative to the rig file's directory,
// or that directory itself when the rig names none.
std::string imagesDirOf(const rig::Rig& rig, const std::string& rigPath);

}  // namespace rigpose::spine
