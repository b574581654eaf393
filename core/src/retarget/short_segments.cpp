// The short hold (--short) and the across-body hold (ref #184).
//
// A segment pointing at the camera is short in the picture and its direction there is noise.
// Every mapped segment (a reach is aimed later, from posed positions, and is left alone) is
// measured on every frame against its own median picture length; a frame under --short of it
// does not read its angle: the angle is drawn, the short way round, from the last frame at or
// over the cutoff to the next one, or held flat at the clip's ends. A run of such frames, merged
// across one-frame gaps, lasting kEndOnSeconds or more is END-ON.
//
// A line from a joint to its left/right twin (the hip line, the eye line) is also held where
// its reading turns past --flip from its last confident angle in one frame: the two joints
// crossed in the picture as the body turned side on. Those holds are listed with the SHORT spans
// (across, reversed) and never count as END-ON.

#include "guards.h"

#include <algorithm>
#include <cmath>

#include "rigpose/map/aim.h"

namespace rigpose::retarget::detail {

namespace {

// Frames a..b (inclusive) drawn from the frame before to the frame after, the short way round.
void bridge(std::vector<double>& track, std::size_t a, std::size_t b)
{
    const std::size_t last = track.size() - 1;
    const bool before = a > 0, after = b < last;
    if (!before && !after)
        return;
    if (!after) {
        std::fill(track.begin() + static_cast<std::ptrdiff_t>(a), track.end(), track[a - 1]);
        return;
    }
    if (!before) {
        std::fill(track.begin(), track.begin() + static_cast<std::ptrdiff_t>(b + 1), track[b + 1]);
        return;
    }
    const double start = track[a - 1];
    const double turn = map::wrapDegrees(track[b + 1] - start);
    const double steps = static_cast<double>(b + 2 - a);
    for (std::size_t f = a; f <= b; ++f)
        track[f] = map::wrapDegrees(start + turn * static_cast<double>(f + 1 - a) / steps);
}

}  // namespace

void holdShortSegments(const map::Map& map, const HeldJoints& held, const Options& options,
                       const std::vector<double>& frameTimes, Targets& targets, std::vector<ShortSpan>& spans,
                       std::vector<EndOn>& endOn)
{
    if (!options.shortFraction && !options.flipDegrees)
        return;
    const std::size_t frames = targets.frames;
    for (std::size_t b = 0; b < targets.bones.size(); ++b) {
        const map::Chain& chain = map.chains[targets.bones[b].chain];
        const std::size_t k = targets.bones[b].link;
        const bool across = isAcrossBody(chain, k);
        if (chain.reach || frames == 0 || (!options.shortFraction && !across))
            continue;
        std::vector<double> length(frames);
        for (std::size_t f = 0; f < frames; ++f)
            length[f] = (held.point(chain.joints[k + 1], f) - held.point(chain.joints[k], f)).norm();
        const double typical = medianOf(length);
        if (!(typical > 0))
            continue;
        std::vector<double> track = targetTrack(targets, b);
        std::vector<char> isShort(frames, 0), isReversed(frames, 0);
        std::optional<double> confident;  // the last confident angle (across lines)
        for (std::size_t f = 0; f < frames; ++f) {
            isShort[f] = options.shortFraction && length[f] / typical < *options.shortFraction;
            if (across && options.flipDegrees && confident && !isShort[f])
                isReversed[f] = std::abs(map::wrapDegrees(track[f] - *confident)) > *options.flipDegrees;
            if (!isShort[f] && !isReversed[f])
                confident = track[f];
        }
        std::vector<std::size_t> heldFrames;
        for (std::size_t f = 0; f < frames; ++f)
            if (isShort[f] || isReversed[f])
                heldFrames.push_back(f);
        const std::string bone = chain.bones[k];
        const std::array<std::string, 2> joints{chain.joints[k].name, chain.joints[k + 1].name};
        for (const auto& [from, to] : runsOf(heldFrames, 0)) {
            ShortSpan span{chain.name, bone, joints, from, to, length[from] / typical, across, false};
            for (std::size_t f = from; f <= to; ++f) {
                span.minFraction = std::min(span.minFraction, length[f] / typical);
                span.reversed = span.reversed || isReversed[f];
            }
            bridge(track, from, to);
            spans.push_back(span);
        }
        setTargetTrack(targets, b, track);
        if (across)
            continue;
        // END-ON: the short runs joined across one-frame gaps, timed from the first frame's time
        // to the end of the last.
        for (const auto& [from, to] : runsOf(heldFrames, 1)) {
            const double seconds = runSeconds(frameTimes, from, to);
            if (seconds < kEndOnSeconds - 1e-9)
                continue;
            double lowest = length[from] / typical;
            for (std::size_t f = from; f <= to; ++f)
                if (isShort[f])
                    lowest = std::min(lowest, length[f] / typical);
            endOn.push_back({chain.name, bone, joints, from, to, seconds, lowest});
        }
    }
}

}  // namespace rigpose::retarget::detail
