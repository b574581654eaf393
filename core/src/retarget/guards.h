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

// One mapped bone's target angles over every frame, and back.
std::vector<double> targetTrack(const Targets& targets, std::size_t bone);
void setTargetTrack(Targets& targets, std::size_t bone, const std::vector<double>& track);

// A chain's segment k runs from a joint to its left/right twin (r_hip -> l_hip, l_eye -> r_eye).
bool isAcrossBody(const map::Chain& chain, std::size_t link);

// The seconds a run of frames from..to lasts: from the first frame's time to the end of the
// last (the next frame's time; the last frame lasts as long as the one before it).
double runSeconds(const std::vector<double>& frameTimes, std::size_t from, std::size_t to);

// The median (the mean of the middle two for an even count); 0 for none.
double medianOf(std::vector<double> values);

// Frames (sorted) grouped into runs, a gap of up to `gap` frames joining two runs.
std::vector<std::pair<std::size_t, std::size_t>> runsOf(const std::vector<std::size_t>& frames, std::size_t gap);

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

// What the keys need besides the targets: each mapped bone's range, and each reach bone's end
// point in the world per frame.
struct KeyGuides {
    std::vector<std::optional<std::pair<double, double>>> range;  // [mapped bone]
    std::vector<std::vector<Eigen::Vector2d>> reachEnd;           // [mapped bone][frame]; empty unless reach
    int nodBone = -1;                                             // the head bone, when a nod is keyed
    std::vector<Eigen::Vector2d> nodTranslate;                    // [frame]: its translate key, parent axes
};
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
