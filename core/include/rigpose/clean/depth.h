#pragma once
// Derived depth (clean --depth walk|run, ref #281): a sequence is flat, but a limb segment drawn
// shorter than its rest length leans out of the picture plane. The length says how far; the
// body says which way (the sign table in depth.cpp). Read on the cleaned positions of the one
// person clean kept. A pure function.

#include <array>
#include <cstdint>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

#include "rigpose/sequence/sequence.h"

namespace rigpose::clean {

// The gait --depth names. Both write the same signs (the table does not depend on it); the
// record keeps it for the retarget, which orders a walk's legs by another joint than a run's.
enum class Gait : std::uint8_t { Walk, Run };
std::string_view gaitName(Gait g);
std::optional<Gait> gaitFromName(std::string_view name);

// A ratio at or above this counts as flat (ref #281): cos 18.2° ≈ 0.95, so tilts of less than
// about 18° out of the picture plane go uncounted. Drawn longer than rest is no tilt at all.
inline constexpr double kFlatRatio = 0.95;
inline constexpr double kFlatRatioHigh = 1.05;  // the band's upper edge, printed on the DEPTH line
// The trunk is side-on, and every sign on the frame 0, when its shoulders and hips are drawn on
// average less than this many trunk lengths wide (ref #281).
inline constexpr double kSideOnWidth = 0.1;

// The four kinds of limb segment; each kind has one rest length for both sides.
enum class SegmentKind : std::uint8_t { UpperArm, Forearm, Thigh, Shin };
inline constexpr std::array<std::string_view, 4> kSegmentKindNames = {"upper arm", "forearm", "thigh", "shin"};
SegmentKind kindOf(sequence::Segment s);

enum class Facing : std::uint8_t { Toward, Away, SideOn, Unread };

// The 95th percentile by nearest rank: the values sorted ascending, the one at 1-based rank
// ceil(0.95 × n). No interpolation, so the rest length is always a length some frame drew.
// 0 for an empty list. Reorders `values`.
double percentile95(std::vector<double>& values);

struct DepthSummary {
    std::array<double, 4> rest{};                // px per SegmentKind; 0 where no frame draws that kind
    std::size_t toward = 0, away = 0, flat = 0;  // segment-frames by sign +1, -1, 0
    std::size_t facing = 0, facingAway = 0, sideOn = 0, unread = 0;  // frames by the trunk's facing
};

struct DerivedDepth {
    std::vector<sequence::FrameDepth> frames;  // one per sequence frame; {} where nothing is placed
    std::vector<Facing> facing;                // one per frame
    DepthSummary summary;
};

// Reads depth off person `id`'s positions on every frame. `trunk` is clean's trunk length (px,
// the clip's median neck -> mid-hip), the yardstick of the side-on test.
DerivedDepth deriveDepth(const sequence::Sequence& seq, const std::string& id, double trunk,
                         const std::stop_token& stop = {});

}  // namespace rigpose::clean
