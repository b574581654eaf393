// The frontal reading (ref #280, #369): seen from the front a foot's depth is drawn as height, so
// the lower ankle may be the one in the air. A planted foot moves with the ground instead, and a
// clip where the two signals disagree often enough, with its stride in depth, is read by speed.

#include "legs.h"

#include <cmath>

#include "rigpose/stage/frames.h"

namespace rigpose::legs::detail {

Frontal readFrontal(const LegTracks& tracks, double L, SupportReading& reading)
{
    const LegTracks t = withBridgedAnkles(tracks);
    Frontal out;
    const std::size_t n = t.frames();
    if (n < 2 || !(L > 0))
        return out;
    std::vector<char> inJump(n, 0);
    for (const FrameRun& j : reading.jumps)
        for (std::size_t f = j.first; f <= j.second && f < n; ++f)
            inJump[f] = 1;
    const auto y = [&](int s, std::size_t f) { return t.ankle[static_cast<std::size_t>(s)][f].y(); };

    // Each side's ground speed: its median vertical step outside the jumps.
    std::array<double, 2> ground{};
    for (int s = 0; s < 2; ++s) {
        throwIfStopped(t.stop);
        std::vector<double> steps;
        for (std::size_t f = 1; f < n; ++f)
            if (!inJump[f])
                steps.push_back(y(s, f) - y(s, f - 1));
        ground[static_cast<std::size_t>(s)] = medianOf(std::move(steps));
    }
    // Each ankle's height less the ground's travel, for the windowed speed (x left out).
    std::array<std::vector<Eigen::Vector2d>, 2> rel;
    for (std::size_t s = 0; s < 2; ++s)
        for (std::size_t f = 0; f < n; ++f)
            rel[s].emplace_back(0.0, y(static_cast<int>(s), f) - ground[s] * static_cast<double>(f));
    out.down.assign(n, {false, false});
    for (std::size_t f = 0; f < n; ++f)
        for (int s = 0; s < 2; ++s) {
            const double g = ground[static_cast<std::size_t>(s)];
            // How far the step into frame k is from the ground's, leg lengths (0 off the clip).
            const auto off = [&](std::size_t k) {
                return k > 0 && k < n ? std::abs(y(s, k) - y(s, k - 1) - g) / L : 0.0;
            };
            // A step into the frame that is only the smoothing's lead-in to a lift still counts.
            const bool in = f > 0 && (off(f) < kStillSpeed || (f > 1 && isLeadIn(off(f - 1), off(f), off(f + 1))));
            const bool outStep = f + 1 < n && off(f + 1) < kStillSpeed;
            // Height wins past what depth can draw (ref #369): that far above the other, in the air.
            const bool inAir = (y(1 - s, f) - y(s, f)) / L >= kFrontalHeightCap;
            // Or its track over the kStillWindow frames about it keeps the ground's speed: a
            // detector's jitter on a planted ankle moves it more than that frame to frame.
            const std::size_t half = kStillWindow / 2;
            const bool held = f >= half &&
                              windowSpeed(rel[static_cast<std::size_t>(s)], f - half, f + half, L) < kStillSpeed;
            out.down[f][static_cast<std::size_t>(s)] = (in || outStep || held) && !inAir;
        }
    for (std::size_t f = 0; f < n; ++f) {
        throwIfStopped(t.stop);
        if (inJump[f])
            continue;
        ++out.outsideJumps;
        const int lower = y(0, f) >= y(1, f) ? 0 : 1, higher = 1 - lower;
        if ((y(lower, f) - y(higher, f)) / L >= kSupportMargin && !out.down[f][static_cast<std::size_t>(lower)] &&
            out.down[f][static_cast<std::size_t>(higher)])
            ++out.contradicted;
    }
    out.share = out.outsideJumps ? static_cast<double>(out.contradicted) / static_cast<double>(out.outsideJumps) : 0;
    bool depthStride = true;
    for (std::size_t s = 0; s < 2; ++s) {
        throwIfStopped(t.stop);
        std::vector<double> dx(n), dy(n);
        for (std::size_t f = 0; f < n; ++f) {
            dx[f] = t.ankle[s][f].x() - t.hip[s][f].x();
            dy[f] = t.ankle[s][f].y() - t.hip[s][f].y();
        }
        out.rangeX[s] = percentileOf(dx, 0.95) - percentileOf(dx, 0.05);
        throwIfStopped(t.stop);
        out.rangeY[s] = percentileOf(dy, 0.95) - percentileOf(dy, 0.05);
        depthStride = depthStride && out.rangeY[s] > out.rangeX[s];
    }
    out.frontal = out.share > kFrontalShare && depthStride;
    if (!out.frontal)
        return out;

    // Read by speed: the one foot down. Both down or neither, the support stays where it was
    // (issue 38): a walk's old foot is on its ball until the new one has landed, and a foot
    // swinging in toward the camera is drawn still before it is down. With no support yet, both
    // down, the one that landed; neither, the lower ankle. A landing is a foot down for
    // kSupportSeconds from the frame it comes down: the top of a swing is still for a frame or two.
    const auto landed = [&](int s, std::size_t f) {
        if (f == 0 || out.down[f - 1][static_cast<std::size_t>(s)])
            return false;
        for (std::size_t k = f; k < n && !inJump[k] && out.down[k][static_cast<std::size_t>(s)]; ++k)
            if (stage::runSeconds(t.times, f, k) >= kSupportSeconds - 1e-9)
                return true;
        return false;
    };
    std::vector<int> support(n, kNoSide);
    int sup = kNoSide;
    for (std::size_t f = 0; f < n; ++f) {
        if (inJump[f]) {
            sup = kNoSide;
            continue;
        }
        const auto& d = out.down[f];
        const int lower = y(0, f) >= y(1, f) ? 0 : 1;
        if (d[0] != d[1]) {
            sup = d[0] ? 0 : 1;
        } else if (d[0] && d[1]) {
            if (sup == kNoSide)
                sup = landed(0, f) != landed(1, f) ? (landed(0, f) ? 0 : 1) : lower;
        } else if (sup == kNoSide) {
            sup = lower;
        }
        support[f] = sup;
    }
    reading.support = std::move(support);
    reading.tracked.assign(n, 0);
    reading.steps.clear();  // a plant ends where the other foot lands: no step releases one
    for (const SupportSpan& span : spansOf(reading.support, reading.tracked)) {
        Stride s;
        s.side = span.side;
        s.frames = span.frames;
        s.decidedBy = "ankle vertical speed";
        for (std::size_t f = span.frames.first; f <= span.frames.second; ++f) {
            const auto& d = out.down[f];
            if (d[0] || d[1])
                ++s.decided;
            if (d[0] && d[1])
                ++s.bothDown;
            const int lower = y(0, f) >= y(1, f) ? 0 : 1;
            if (lower != span.side)
                ++s.otherReading;
        }
        out.strides.push_back(s);
    }
    return out;
}

}  // namespace rigpose::legs::detail
