// The pelvis chain (ref #295): a chain of one bone whose segment is the hip line (r_hip -> l_hip,
// either way round). A pose detector keeps little of a drawn pelvis tilt, so where the sequence
// carries a pelvis track (pelvisTilt, the direction r_hip -> l_hip in y-up degrees, written by
// rig-pose pelvis) the bone is aimed by the track, and by the hip line on the frames the track
// declined or does not cover. PELVIS and the report's `pelvis` say which frames took which.

#include "guards.h"

#include <algorithm>

#include "rigpose/map/aim.h"

namespace rigpose::retarget::detail {

namespace {

bool isHipLine(const map::Chain& chain)
{
    if (chain.bones.size() != 1)
        return false;
    const std::string &a = chain.joints[0].name, &b = chain.joints[1].name;
    return (a == "r_hip" && b == "l_hip") || (a == "l_hip" && b == "r_hip");
}

}  // namespace

int pelvisSlot(const map::Map& map, const Targets& targets)
{
    for (std::size_t b = 0; b < targets.bones.size(); ++b)
        if (isHipLine(map.chains[targets.bones[b].chain]))
            return static_cast<int>(b);
    return -1;
}

std::optional<PelvisReading> keyPelvis(const map::Map& map, const rig::Rig& rig, const sequence::Sequence& seq,
                                       Targets& targets)
{
    const int slot = pelvisSlot(map, targets);
    const bool hasTrack = seq.hasPelvisTrack();
    if (slot < 0 && !hasTrack)
        return std::nullopt;
    PelvisReading out;
    out.hasTrack = hasTrack;
    out.trackSource = seq.pelvisSource;
    out.source = hasTrack ? seq.pelvisSource.value_or("track") : "hip line";
    std::vector<std::size_t> declined;
    const std::size_t n = targets.frames;
    for (std::size_t f = 0; f < n; ++f) {
        const sequence::Frame& frame = seq.frames[f];
        if (frame.hasPelvisTilt && frame.pelvisTilt)
            ++out.track;
        else {
            ++out.hipLine;
            if (hasTrack)
                declined.push_back(f);
        }
    }
    out.declined = runsOf(declined, 0);
    if (slot < 0)
        return out;
    const auto b = static_cast<std::size_t>(slot);
    const map::Chain& chain = map.chains[targets.bones[b].chain];
    out.chain = chain.name;
    out.bone = rig.bones[static_cast<std::size_t>(targets.bones[b].bone)].name;
    // The track reads r_hip -> l_hip; a chain stated l_hip -> r_hip points the other way.
    const double turn = chain.joints[0].name == "r_hip" ? 0.0 : 180.0;
    for (std::size_t f = 0; f < n; ++f) {
        const sequence::Frame& frame = seq.frames[f];
        if (frame.hasPelvisTilt && frame.pelvisTilt)
            targets.angles[f * targets.bones.size() + b] = map::wrapDegrees(*frame.pelvisTilt + turn);
    }
    return out;
}

void pelvisSwing(PelvisReading& pelvis, const map::Map& map, const Targets& targets, const KeyTracks& keys)
{
    const int slot = pelvisSlot(map, targets);
    if (slot < 0 || keys.rotate[static_cast<std::size_t>(slot)].empty())
        return;
    const auto& track = keys.rotate[static_cast<std::size_t>(slot)];
    const auto [lo, hi] = std::minmax_element(track.begin(), track.end());
    pelvis.swing = *hi - *lo;
}

}  // namespace rigpose::retarget::detail
