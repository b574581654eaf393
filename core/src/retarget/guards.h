#pragma once
// The guards (not installed): what the run does where the pose cannot be keyed as read.
// Each lives in its own file and works on the targets between the target step and the keys:
//   short_segments.cpp  --short: a segment short in the picture is held (SHORT, END-ON), and an
//                       across-body line short or reversed is held (HOLD chain, ref #184)
//   flips.cpp           --flip: a one-frame turn past the threshold is spread (FLIP)
//   bends.cpp           the hinge check: refused (POSE_BEND_ONE_WAY) or straightened (BEND)
//   ranges.cpp          a chain's "range": keys clamped at the limit, parents first (RANGE)
//   reach.cpp           "reach": true: aimed from the posed origin (REACH, REACH-ORIGIN)
//   nod.cpp             the head's nod off the eye line (NOD)
//   nod_landing.cpp     the nodding head's origin measured in the gated build (LAND)
//   pelvis_chain.cpp    the pelvis bone from the sequence's pelvis track (PELVIS)
#include <optional>
#include <utility>
#include <vector>
#include <Eigen/Core>
#include "parts.h"

namespace rigpose::retarget::detail {

// --short (and the across-body hold, which also runs on --flip alone).
void holdShortSegments(const map::Map& map, const HeldJoints& held, const Options& options,
                       const std::vector<double>& frameTimes, Targets& targets, std::vector<ShortSpan>& spans,
                       std::vector<EndOn>& endOn);

// --flip.
void spreadFlips(const map::Map& map, double threshold, Targets& targets, std::vector<FlipSpread>& flips);

// The hinge check on every chain with a bend other than "free". With BendMode::Clamp the lower
// bone is straightened onto the upper one; otherwise POSE_BEND_ONE_WAY, one per hinge (and one
// per frame before it with `verbose`).
void checkBends(const map::Map& map, const rig::Rig& rig, const Options& options, const std::string& mapName,
                Targets& targets, std::vector<BendFrame>& bends, RefusalList& refusals);

KeyGuides keyGuides(const map::Map& map, const Targets& targets, const HeldJoints& held, double scale);

// RANGE runs from the keys asked before the clamp.
std::vector<RangeRun> rangeRuns(const map::Map& map, const Targets& targets, const KeyGuides& guides,
                                const KeyTracks& keys, const std::vector<double>& frameTimes);

// REACH and REACH-ORIGIN for every reach chain. `pairAngles` are the targets as read from the
// pose, before the reach re-aimed them.
void readReach(const map::Map& map, const rig::Rig& rig, const Targets& targets, const std::vector<double>& pairAngles,
               const KeyTracks& keys, const HeldJoints& held, double scale, std::vector<ReachReading>& reach,
               std::vector<ReachOrigin>& origins);

// The nod (nod.cpp). Nullopt without a chain carrying the eye line. When it is keyed, the head's
// translate per frame goes into `guides` and, when the clamp acted, the coupled turn into the
// head's targets (so the gate measures the turned head).
std::optional<NodReading> readNod(const map::Map& map, const rig::Rig& rig, const sequence::Sequence& seq,
                                  const HeldJoints& held, const std::optional<ScaleReading>& scale, Targets& targets,
                                  KeyGuides& guides);

// The pelvis chain (pelvis_chain.cpp): the mapped bone of a one-bone chain r_hip -> l_hip (either
// way round), or -1.
int pelvisSlot(const map::Map& map, const Targets& targets);
// Its targets from the sequence's pelvis track where the track reads; nullopt when the map has no
// pelvis chain and the sequence no track. Swing is filled in from the keys (pelvisSwing).
std::optional<PelvisReading> keyPelvis(const map::Map& map, const rig::Rig& rig, const sequence::Sequence& seq,
                                       Targets& targets);
void pelvisSwing(PelvisReading& pelvis, const map::Map& map, const Targets& targets, const KeyTracks& keys);

// Where the keys put the nodding head's origin on every frame, for the gate to land
// (nod_landing.cpp); nullopt without a keyed nod.
std::optional<OriginTarget> nodOrigins(const rig::Rig& rig, const Targets& targets, const KeyTracks& keys);

}  // namespace rigpose::retarget::detail
