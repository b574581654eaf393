// Spikes: one-frame jumps a detector makes, replaced by the 5-frame median.

#include <algorithm>
#include <cmath>

#include "rigpose/clean/steps.h"
#include "rigpose/util/parallel.h"
#include "rigpose/util/stop.h"

namespace rigpose::clean {

namespace {
constexpr long kHalfWindow = 2;  // a 5-frame window
}

SpikeResult replaceSpikes(const Tracks& in, double trunk, bool loop, double limit, const std::stop_token& stop)
{
    SpikeResult result{in, {}, {}};
    const long n = in.empty() ? 0 : static_cast<long>(in[0].size());
    // Without a loop the first and last two frames have a cut window, whose median is a
    // neighbour's value: a joint moving steadily would read as a spike there (ref #67).
    auto tested = [&](long f) { return loop ? n >= 2 * kHalfWindow + 1 : (f >= kHalfWindow && f < n - kHalfWindow); };
    for (long f = 0; f < n; ++f)
        if (!tested(f))
            result.untested.push_back(static_cast<std::size_t>(f));
    if (trunk <= 0)
        return result;

    // Joints are independent: each finds its own spikes, merged in joint order below.
    std::vector<std::vector<SpikeFound>> perJoint(body::kJointCount);
    parallelFor(body::kJointCount, [&](std::size_t j) {
        double xs[2 * kHalfWindow + 1], ys[2 * kHalfWindow + 1];
        const Track& track = in[j];
        for (long f = 0; f < n; ++f) {
            throwIfStopped(stop);
            if (!track.has[static_cast<std::size_t>(f)] || !tested(f))
                continue;
            int count = 0;
            for (long d = -kHalfWindow; d <= kHalfWindow; ++d) {
                long g = indexAt(f + d, n, loop);
                if (g < 0 || !track.has[static_cast<std::size_t>(g)])
                    continue;
                xs[count] = track.at[static_cast<std::size_t>(g)].x();
                ys[count++] = track.at[static_cast<std::size_t>(g)].y();
            }
            const Eigen::Vector2d median(smallMedian(xs, count), smallMedian(ys, count));
            const double distance = (track.at[static_cast<std::size_t>(f)] - median).norm() / trunk;
            if (distance > limit) {
                result.tracks[j].at[static_cast<std::size_t>(f)] = median;
                perJoint[j].push_back({static_cast<std::size_t>(f), static_cast<body::Joint>(j), distance});
            }
        }
    });
    for (const auto& found : perJoint)
        result.found.insert(result.found.end(), found.begin(), found.end());
    std::sort(result.found.begin(), result.found.end(), [](const SpikeFound& a, const SpikeFound& b) {
        return a.frame != b.frame ? a.frame < b.frame : a.joint < b.joint;
    });
    return result;
}

}  // namespace rigpose::clean
