// Writing holds into a track: held frames take the span's median, blended in and out over
// `blend` frames; a kept excursion blends toward the median from either held side; two holds
// closer than `blend` frames are cross-faded so no frame moves more than 1/(blend + gap) of
// the step between their medians (ref #91).

#include <algorithm>

#include "hold_detail.h"

namespace rigpose::clean {

double seamWeight(std::size_t i, std::size_t gap, int blend)
{
    return (2.0 * static_cast<double>(i) + 1.0) / (2.0 * (static_cast<double>(blend) + static_cast<double>(gap)));
}

namespace detail {

std::vector<Seam> applyHolds(Track& track, const std::vector<JointHold>& holds, double trunk, int blend,
                             const std::stop_token& stop)
{
    const std::size_t n = track.size();
    const Track cleaned = track;
    std::vector<double> weight(n, 0.0);
    std::vector<Eigen::Vector2d> target(n, Eigen::Vector2d::Zero());
    std::vector<std::uint8_t> inHold(n, 0);
    for (const JointHold& h : holds)
        std::fill(inHold.begin() + static_cast<long>(h.first), inHold.begin() + static_cast<long>(h.last) + 1, 1);

    auto offer = [&](long f, double w, const Eigen::Vector2d& median) {
        if (f < 0 || f >= static_cast<long>(n) || w <= 0)
            return;
        const auto uf = static_cast<std::size_t>(f);
        if (w > weight[uf]) {  // where two blends meet, the larger weight wins
            weight[uf] = w;
            target[uf] = median;
        }
    };

    for (const JointHold& h : holds) {
        throwIfStopped(stop);
        for (std::size_t f = h.first; f <= h.last; ++f) {
            if (h.excursion && f >= h.excursion->first && f <= h.excursion->second) {
                // Blended toward the median by its distance from the nearer held side.
                const std::size_t d = std::min(f - h.excursion->first + 1, h.excursion->second - f + 1);
                offer(static_cast<long>(f), static_cast<double>(blend - static_cast<int>(d)) / blend, h.median);
            } else {
                weight[f] = 1.0;
                target[f] = h.median;
            }
        }
        // Blend in before and out after: the frame next to the span is (blend-1)/blend of the way.
        for (int d = 1; d < blend; ++d) {
            const double w = static_cast<double>(blend - d) / blend;
            const long before = static_cast<long>(h.first) - d, after = static_cast<long>(h.last) + d;
            if (before >= 0 && !inHold[static_cast<std::size_t>(before)])
                offer(before, w, h.median);
            if (after < static_cast<long>(n) && !inHold[static_cast<std::size_t>(after)])
                offer(after, w, h.median);
        }
    }

    for (std::size_t f = 0; f < n; ++f)
        if (track.has[f] && weight[f] > 0)
            track.at[f] = cleaned.at[f] + weight[f] * (target[f] - cleaned.at[f]);

    // Seams: consecutive holds less than `blend` frames apart.
    std::vector<Seam> seams;
    const long half = blend / 2;
    for (std::size_t i = 0; i + 1 < holds.size(); ++i) {
        const JointHold& a = holds[i];
        const JointHold& b = holds[i + 1];
        const std::size_t gap = b.first - a.last - 1;
        if (gap >= static_cast<std::size_t>(blend))
            continue;
        const long from = static_cast<long>(a.last) - half + 1;
        const long count = static_cast<long>(blend) + static_cast<long>(gap);
        for (long k = 0; k < count; ++k) {
            const long f = from + k;
            if (f < 0 || f >= static_cast<long>(n) || !track.has[static_cast<std::size_t>(f)])
                continue;
            const double w = seamWeight(static_cast<std::size_t>(k), gap, blend);
            track.at[static_cast<std::size_t>(f)] = a.median + w * (b.median - a.median);
        }
        seams.push_back({a.joint, b.first, (b.median - a.median).norm() / trunk, gap});
    }
    return seams;
}

}  // namespace detail
}  // namespace rigpose::clean
