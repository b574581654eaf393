// The robust rule of --camera-windows (issue 38): on a detector's jitter a planted ankle moves
// as much from frame to frame as the strict rule's still step, so stillness is read on a fitted
// line, against the clip's own noise.

#include "jittery_ankles.h"

#include <algorithm>
#include <cmath>

#include "rigpose/stage/frames.h"

namespace rigpose::camera::detail {

using stage::medianOf;

// The first frame of the kFitFrames the still test fits about frame f: centred on it, slid to
// stay inside [first, first + count) (count >= kFitFrames), so no fit reaches across a window.
std::size_t fitStart(std::size_t f, std::size_t first, std::size_t count)
{
    const std::size_t centred = f >= first + kFitFrames / 2 ? f - kFitFrames / 2 : first;
    return std::min(centred, first + count - kFitFrames);
}

// The gaps around the windows (checked in order with a frame between them), one more than there
// are windows: gaps[w] before window w, gaps[w + 1] after it; the first or last may be empty.
std::vector<Gap> gapsAround(const std::vector<Window>& windows, std::size_t n)
{
    std::vector<Gap> out;
    std::size_t from = 0;
    for (const Window& w : windows) {
        out.push_back({from, w.first - from});
        from = w.second + 1;
    }
    out.push_back({from, n - from});
    return out;
}

// An ankle's jitter: the sigma of white noise that would give the spread of its second
// differences (x and y pooled, 1.4826 median absolute deviations; a second difference of such
// noise has 6 sigma^2 of variance) on the frames of each gap, where the camera holds. The second
// differences of a planted ankle are the detector's noise alone; a swing's smooth curve is the
// smaller share of the frames, which the median passes over.
double noiseOf(const Track& ankle, const std::vector<Gap>& gaps)
{
    std::vector<double> d;
    for (const Gap& g : gaps)
        for (std::size_t f = g.first + 1; f + 1 < g.first + g.count; ++f)
            if (ankle[f - 1] && ankle[f] && ankle[f + 1]) {
                const Eigen::Vector2d second = *ankle[f - 1] - 2 * *ankle[f] + *ankle[f + 1];
                d.push_back(second.x());
                d.push_back(second.y());
            }
    if (d.empty())
        return 0;
    const double centre = medianOf(d);
    for (double& v : d)
        v = std::abs(v - centre);
    return 1.4826 * medianOf(d) / std::sqrt(6.0);
}

// The speed (px a frame) of the line through the placed points among `count` frames from
// `first`, at least 3 of them: on each axis the median of the slopes between every two points
// (Theil and Sen's line), which one spike among five frames barely moves.
std::optional<double> fittedSpeed(const Track& track, std::size_t first, std::size_t count)
{
    std::vector<std::size_t> at;
    for (std::size_t f = first; f < first + count; ++f)
        if (track[f])
            at.push_back(f);
    if (at.size() < 3)
        return std::nullopt;
    std::vector<double> x, y;
    for (std::size_t i = 0; i < at.size(); ++i)
        for (std::size_t j = i + 1; j < at.size(); ++j) {
            const Eigen::Vector2d slope = (*track[at[j]] - *track[at[i]]) / static_cast<double>(at[j] - at[i]);
            x.push_back(slope.x());
            y.push_back(slope.y());
        }
    return std::hypot(medianOf(x), medianOf(y));
}

// The robust rule's planted frames of one ankle: inside a gap of at least kFitFrames frames, the
// line fitted about the frame is slower than `still`.
std::vector<char> plantedByFit(const Track& ankle, const std::vector<Gap>& gaps, double still)
{
    std::vector<char> out(ankle.size(), 0);
    for (const Gap& g : gaps) {
        if (g.count < kFitFrames)
            continue;
        for (std::size_t f = g.first; f < g.first + g.count; ++f) {
            const std::optional<double> speed = fittedSpeed(ankle, fitStart(f, g.first, g.count), kFitFrames);
            out[f] = speed && *speed < still;
        }
    }
    return out;
}

// How fast planted ankles drift in y (px a frame), the creep of a foot rolling onto its toes: the
// median slope between every two samples of one ankle at most kSearchFrames apart inside one run
// of at least kCreepRun planted frames, both ankles and every gap pooled.
double creepOf(const std::array<Track, 2>& ankle, const std::array<std::vector<char>, 2>& planted,
               const std::vector<Gap>& gaps)
{
    std::vector<double> slopes;
    for (std::size_t s = 0; s < 2; ++s)
        for (const Gap& g : gaps) {
            std::size_t f = g.first;
            const std::size_t end = g.first + g.count;
            while (f < end) {
                if (!planted[s][f]) {
                    ++f;
                    continue;
                }
                std::size_t last = f;
                while (last + 1 < end && planted[s][last + 1])
                    ++last;
                if (last - f + 1 >= kCreepRun)
                    for (std::size_t i = f; i <= last; ++i)
                        for (std::size_t j = i + 1; j <= last && j - i <= kSearchFrames; ++j)
                            if (ankle[s][i] && ankle[s][j])
                                slopes.push_back((ankle[s][j]->y() - ankle[s][i]->y()) / static_cast<double>(j - i));
                f = last + 1;
            }
        }
    return slopes.empty() ? 0 : medianOf(slopes);
}

// The robust rule's run beside a window: walking away from its edge (a before it, b after), the
// first planted frames of the gap, beginning at most kTouchFrames frames off the window and
// ending at the first frame not planted, the gap's end or kSearchFrames frames out.
std::vector<std::size_t> runBeside(const std::vector<char>& planted, const Gap& gap, std::size_t edge, bool before)
{
    std::vector<std::size_t> run;
    for (std::size_t k = 1; k <= kSearchFrames; ++k) {
        if (before && edge < k)
            break;
        const std::size_t f = before ? edge - k : edge + k;
        if (!gap.holds(f))
            break;
        if (planted[f])
            run.push_back(f);
        else if (!run.empty() || k >= kTouchFrames)
            break;
    }
    return run;
}

}  // namespace rigpose::camera::detail
