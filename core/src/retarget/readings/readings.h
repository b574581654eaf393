#pragma once
// The readings (not installed): figures a run prints and reports after the gate, read from the
// pose, the keys and the rig. None of them changes a key.
//   rig_joints.cpp  where the rig puts a pose joint; the rig posed by the keys
//   scale_fit.cpp   SCALE's bands and travel (scaleFit)
//   jitter.cpp      JITTER (jitter)
//   posture.cpp     POSTURE (posture) and PIVOT (pivot)
//   turns.cpp       TURN (turns)
//   camera.cpp      CAMERA
#include <optional>
#include <span>
#include <string_view>
#include "../guards.h"
#include "rigpose/rig/poser.h"

namespace rigpose::retarget::detail {

// Where the rig puts a pose joint in `world`: the start of a mapped segment that starts at it
// (the bone's origin, or a between-aim's first point) or the end of one that ends at it (an "x"
// bone's tip, or its aim point). Nullopt when no mapped segment touches the joint.
std::optional<Eigen::Vector2d> rigJointStart(const map::Map& map, std::span<const rig::WorldTransform> world,
                                             std::string_view joint);
std::optional<Eigen::Vector2d> rigJointEnd(const map::Map& map, const rig::Rig& rig,
                                           std::span<const rig::WorldTransform> world, std::string_view joint);

// The two legs of the map: per side (r, l) the chain whose joints hold both its hip and ankle.
struct Legs {
    std::array<const map::Chain*, 2> chain{};
    bool both() const { return chain[0] && chain[1]; }
};
Legs legsOf(const map::Map& map);
// The thigh roots (r, l) in `world`: each leg chain's bone that starts at its hip.
std::optional<std::array<Eigen::Vector2d, 2>> thighRoots(const map::Map& map,
                                                         std::span<const rig::WorldTransform> world);

// Every bone's world transform on frame `f` as the keys pose it (rotate, the translate, the nod).
void posedWorld(const rig::Poser& poser, const Targets& targets, const KeyTracks& keys, std::size_t f,
                std::vector<rig::LocalPose>& locals, std::vector<rig::WorldTransform>& world);

double percentile95(std::vector<double> values);

// The readings that run over every frame take the run's stop token (rigpose/util/stop.h).
std::optional<ScaleFit> readScaleFit(const map::Map& map, const rig::Rig& rig, const HeldJoints& held,
                                     const ScaleReading& scale, const Targets& targets,
                                     const std::stop_token& stop = {});
std::vector<JitterReading> readJitter(const map::Map& map, const rig::Rig& rig, const Targets& targets,
                                      const std::vector<double>& pairAngles, const KeyTracks& keys,
                                      const HeldJoints& held, const std::stop_token& stop = {});
std::vector<JitterGroup> groupJitter(const std::vector<JitterReading>& jitter);
std::optional<PostureReading> readPosture(const map::Map& map, const rig::Rig& rig, const sequence::Sequence& seq,
                                          const std::string& person, const HeldJoints& held, const ScaleReading& scale,
                                          const Targets& targets, const KeyTracks& keys,
                                          const std::stop_token& stop = {});
std::optional<PivotReading> readPivot(const map::Map& map, const rig::Rig& rig);
std::vector<TurnRun> readTurns(const sequence::Sequence& seq, const std::string& person, double minScore,
                               const std::vector<double>& frameTimes, const std::stop_token& stop = {});
std::optional<CameraReading> readCamera(const sequence::Sequence& seq);

}  // namespace rigpose::retarget::detail
