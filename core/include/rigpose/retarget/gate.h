#pragma once
// The gate: what stands where the reference runs rig-c's `rigc build`. The rig alone
// (RIG_GATE_BASE), then the rig with the new animation (RIG_GATE): our rig and motion
// validation, the Spine build compiled, written to bytes and read back, and posed by our Poser
// on every pose frame; every mapped bone must land on its target within 0.01° and 0.01 units
// (POSE_LANDS: the bone, the worst error, the frame).
#include <optional>
#include <stop_token>
#include <string>
#include <vector>
#include <Eigen/Core>
#include "rigpose/map/map.h"
#include "rigpose/motion/motion.h"
#include "rigpose/rig/rig.h"
#include "rigpose/spine/build.h"
#include "rigpose/stage/targets.h"
#include "rigpose/util/refusal.h"

namespace rigpose::retarget {

inline constexpr double kAngleTolerance = stage::kAngleTolerance;  // degrees
using stage::kOriginTolerance;
using stage::kScaleTolerance;
using stage::OriginTarget;
using stage::ScaleTarget;
using stage::Targets;
// The name and version the RIGC line and the report's rigc give for our gate.
inline constexpr std::string_view kGateName = "rig-pose gate";

struct Landing {
    std::string bone;
    double worst = 0;
    std::size_t frame = 0;
    std::string kind;  // angle (degrees) or origin (world units)
    double tolerance = 0;
    // The error on every pose frame, in `kind`'s unit: worst is its largest, at `frame`. For the
    // studio's LAND lane, which marks the frames past a tolerance of the user's; nothing printed
    // or written reads it.
    std::vector<double> errors;
    std::string on;  // a foot landed on part of the frames: "support" or "off-support" (ref #251)
};

struct GateNames {
    std::string rig = "rig", baseMotion = "motion.json";
    std::string imagesDir, buildDir;
};

struct GateResult {
    bool baseGreen = false;
    bool green = false;
    std::string summary;                     // one line: what passed or what failed
    std::vector<Landing> landings;           // one per mapped bone, then the translated bone's origin
    std::optional<spine::SpineBuild> build;  // the gated build, read back
    std::string skeletonBytes;               // skeleton.json as compiled
    std::string motionBytes;                 // the motion file's bytes, as validated (written as they are)
    RefusalList refusals;
};

// The rig alone and with its own animations: RIG_GATE_BASE, with the reasons under it.
// Both take the run's stop token, checked frame by frame (and key by key in the motion's text, its
// read back, the Spine build and its read back); a stop throws rigpose::Stopped, which
// retarget() catches. Every thread they start has ended before they return or throw.
RefusalList gateBase(const rig::Rig& rig, const motion::Motion* baseMotion, const GateNames& names,
                     const std::stop_token& stop = {});

// The rig with `motion` (its own animations and the new one, `animation`): RIG_GATE when it does
// not validate or build; POSE_LANDS per bone whose worst error passes its tolerance.
GateResult gateWithAnimation(const rig::Rig& rig, const motion::Motion& motion, const std::string& animation,
                             const Targets& targets, const GateNames& names, const std::stop_token& stop = {});

}  // namespace rigpose::retarget
