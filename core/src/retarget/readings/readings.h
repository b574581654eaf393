#pragma once
// The readings (not installed): figures a run prints and reports after the gate, read from the
// pose, the keys and the rig. None of them changes a key.
//   scale_fit.cpp   SCALE's bands and travel (scaleFit)
//   jitter.cpp      JITTER (jitter)
//   posture.cpp     POSTURE (posture) and PIVOT (pivot)
//   bounce.cpp      POSTURE bounce under --plant-feet (posture.bounce)
//   turns.cpp       TURN (turns)
//   camera.cpp      CAMERA
#include <optional>
#include <span>
#include <string_view>
#include "../guards.h"
#include "rigpose/rig/poser.h"

namespace rigpose::retarget::detail {

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
BounceReading readBounce(const map::Map& map, const rig::Rig& rig, const HeldJoints& held, double factor,
                         const Targets& targets, const KeyTracks& keys, const std::vector<legs::SupportSpan>& supports,
                         const std::stop_token& stop = {});
std::optional<PivotReading> readPivot(const map::Map& map, const rig::Rig& rig);
std::vector<TurnRun> readTurns(const sequence::Sequence& seq, const std::string& person, double minScore,
                               const std::vector<double>& frameTimes, const std::stop_token& stop = {});
std::optional<CameraReading> readCamera(const sequence::Sequence& seq);

}  // namespace rigpose::retarget::detail
