#pragma once
// The switches stage as the retarget calls it (not installed): the map's checks, the selection
// over the targets (with the end-on hold while a set shows), and the keys it writes.
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include "rigpose/map/map.h"
#include "rigpose/motion/motion.h"
#include "rigpose/stage/guards.h"
#include "rigpose/stage/options.h"
#include "rigpose/stage/targets.h"
#include "rigpose/rig/rig.h"
#include "rigpose/switches/switch_stage.h"
#include "rigpose/switches/switches.h"
#include "rigpose/util/refusal.h"

namespace rigpose::switches {

struct SwitchContext {
    const map::Map& map;
    const rig::Rig& rig;
    const stage::Options& options;
    const std::vector<double>& frameTimes;
    const std::vector<stage::ShortSpan>& shortSpans;
    std::stop_token stop{};
};

// None without alternates in the map (nothing changes then). Otherwise the spans, with every
// drawn segment that is end-on (SHORT) on a shown frame held at its drawn angle in `targets`.
std::optional<Switches> switchStage(const SwitchContext& cx, stage::Targets& targets);

// The attachment track per slot whose picture changes and the stepped translate per offset
// bone, appended to `animation`. `base` gives a slot's setup attachment when the rig does not.
void keySwitches(const Switches& switches, const map::Map& map, const rig::Rig& rig, const motion::Motion* base,
                 const std::vector<double>& frameTimes, motion::Animation& animation);

namespace detail {

// One segment of a set's chains: its mapped bone (into Targets::bones) and its key angle.
struct SetSegment {
    std::size_t bone = 0;
    double key = 0;  // world degrees, y up
};
struct DrawnAim {
    std::size_t bone = 0;  // into Targets::bones
    std::string name;
    double aim = 0;  // the segment's direction when the bone sits at its drawn angle
};
struct SetGeometry {
    std::vector<SetSegment> segments;
    std::vector<DrawnAim> drawn;
};
SetGeometry setGeometry(const map::AlternateSet& set, const map::Map& map, const rig::Rig& rig,
                        const std::vector<map::Map::MappedBone>& bones);
// Sets that share a slot (shown or hidden) or an offset bone, joined: each group in map order.
std::vector<std::vector<std::size_t>> competingGroups(const std::vector<map::AlternateSet>& sets);

}  // namespace detail

}  // namespace rigpose::switches
