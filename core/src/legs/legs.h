#pragma once
// The legs stage's pieces (not installed). It reads the run's held joints, targets and keys from
// the stage module below it (rigpose/stage/); legs/feet.h is its value.
#include <array>
#include <optional>
#include <string>
#include <vector>

#include <Eigen/Core>

#include "rigpose/stage/frames.h"
#include "rigpose/stage/held_joints.h"
#include "rigpose/stage/keys.h"
#include "rigpose/stage/options.h"
#include "rigpose/stage/rig_joints.h"
#include "rigpose/stage/targets.h"
#include "rigpose/legs/jumps.h"
#include "rigpose/util/stop.h"
#include "rigpose/legs/contact_keys.h"
#include "rigpose/legs/feet.h"
#include "rigpose/legs/leg_scale.h"

namespace rigpose::legs::detail {

LegTracks legTracks(const stage::HeldJoints& held, const std::vector<double>& frameTimes, bool inPlace,
                    const std::stop_token& stop = {});

// What a leg segment is, by its two joints: thigh, shin, or the whole leg (one bone).
enum class Role { Thigh, Shin, Leg, None };
Role roleOf(const map::PosePoint& a, const map::PosePoint& b);

// The tracks with each ankle bridged over its held runs (LegTracks::ankleBridged), for the
// support readings.
LegTracks withBridgedAnkles(const LegTracks& tracks);

// Each side's median and 95th-percentile hip -> ankle, and the segments' ratios (FEET's lines).
void readLengths(const map::Map& map, const stage::HeldJoints& held, const LegTracks& tracks, Feet& feet);
// The rig's legs at setup: thigh origin -> ankle, per side.
std::array<double, 2> rigLegs(const map::Map& map, const rig::Rig& rig);

// The support reading. `lowerOnly` is ref #113's rule (a foot higher by the margin never takes
// support), made with --plant-feet on a sequence not in place.
// Why a frame's support is tracked (SupportReading::tracked): kNotTracked where it is planted.
enum TrackedCause : char { kNotTracked = 0, kTrackedHigher, kTrackedPivot, kTrackedRolling };
std::string trackedWhy(char cause);  // the report's word for a cause: "higher", "pivot" or "rolling"

struct SupportReading {
    std::vector<int> support;
    std::vector<char> tracked;  // a TrackedCause per frame
    std::vector<FrameRun> jumps;
    std::vector<Step> steps;
};
// A flight of T seconds lifts the body g T^2 / 8 at its top. A run whose mid_hip rises less than
// kFlightRiseShare of that (in leg lengths of kFlightLegMetres) is not a flight (supports.cpp).
inline constexpr double kGravity = 9.81;         // m/s^2
inline constexpr double kFlightLegMetres = 1.1;  // longer than nearly any leg: the least rise asked
inline constexpr double kFlightRiseShare = 1.0 / 3;
// A move of `now` (leg lengths a frame) between `before` and `after` that is clean's smoothing
// carrying the next frame's lift into a frame the foot is still down on (supports.cpp).
inline constexpr double kLeadInRatio = 3.0;
bool isLeadIn(double before, double now, double after);
// The ankle's speed, leg lengths a frame, as the least-squares slope of its track over frames
// first..last (clipped to the clip): a detector's jitter averages out of it. kStillWindow frames.
inline constexpr std::size_t kStillWindow = 7;
double windowSpeed(const std::vector<Eigen::Vector2d>& ankle, std::size_t first, std::size_t last, double legLength);
// `planted` (--plant-feet) adds the rules that choose the foot the plant holds (supports.cpp): of
// two level feet the still one; a still foot kept while a lower one is still coming down; a
// pivoting foot's hand-over; a foot stepping off from above the other already in the air.
SupportReading readSupport(const LegTracks& tracks, double legLength, const std::vector<FrameRun>& jumps,
                           bool lowerOnly, bool planted);
// Ref #280, #369: the frontal reading; when it finds the clip frontal, `reading` takes its support.
Frontal readFrontal(const LegTracks& tracks, double legLength, SupportReading& reading);
// Issue 38: on a walk the old foot rolls onto its ball until the new one has landed; truth's
// contact (ankle or ball on the floor) keeps it down till then. kBallRise is how far its ankle
// rises above its stance (leg lengths) before the ball leaves the floor, and kRollSeconds the
// longest the roll lasts from its last still frame: measured on the CMU walks from four sides
// (docs/retarget.md). Only with --plant-feet, on a clip not in place (rolling.cpp).
inline constexpr double kBallRise = 0.07;
inline constexpr double kRollSeconds = 0.3;
inline constexpr double kRollSpeed = 2 * kStepSpeed;  // leg lengths a frame: faster, it has lifted
inline constexpr double kStrideSeconds = 0.8;         // the longest support span a walk's roll is read in
// With --plant-feet: the jumps less those one foot stands through, its track over the run and
// kStillWindow / 2 frames either side moving under half the step speed (supports.cpp).
std::vector<FrameRun> withoutStandingJumps(const LegTracks& tracks, double legLength,
                                           const std::vector<FrameRun>& jumps);
void holdRollingFeet(const LegTracks& tracks, double legLength, SupportReading& reading);
// Ref #303: the keys over the reading, on every frame they cover.
ContactKeysReading applyContactKeys(const ContactKeys& keys, SupportReading& reading);

// Spans, changes and the lowered runs from per-frame support.
std::vector<SupportSpan> spansOf(const std::vector<int>& support, const std::vector<char>& tracked);
std::vector<Change> changesOf(const std::vector<int>& support);
std::vector<Lowered> loweredRuns(const std::vector<int>& was, const SupportReading& now);

// The figure's size on screen per frame, frame 0 = 1 (figure_scale.cpp, ref #159).
FigureScale figureScaleOf(const stage::HeldJoints& held, const std::vector<double>& times, bool inPlace,
                          const std::stop_token& stop = {});

double medianOf(std::vector<double> values);
double percentileOf(std::vector<double> values, double p);  // linear between ranks, p in [0, 1]

}  // namespace rigpose::legs::detail
