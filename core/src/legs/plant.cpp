// --plant-feet: the hip placed through the posed legs so the supporting foot stays where it took
// support (ref #47, #102), every support span moved onto one floor (ref #85), the hip carried
// through the jumps and landed on the floor (ref #103), and an in-place loop closed (ref #92).

#include "plant.h"

#include <algorithm>
#include <cmath>

namespace rigpose::legs::detail {

namespace {

double weight(std::size_t i) { return static_cast<double>(i + 1) / static_cast<double>(kBlendFrames + 1); }

}  // namespace

std::optional<HeightsClosure> closeHeights(const std::vector<SupportSpan>& spans, std::vector<double>& heights)
{
    // Each hand-over reads the new span's height through the foot before it, so over identical
    // cycles the heights step the same way every time. The side with more spans (one starting on
    // frame 0 not counted: it starts mid-stride) gives the drift: its first and last spans are a
    // whole number of cycles apart. It is taken out linearly by each span's first frame, from
    // frame 0, so every cycle is read at the first cycle's level.
    std::array<std::vector<std::size_t>, 2> ofSide;
    for (std::size_t k = 0; k < spans.size(); ++k)
        if (spans[k].frames.first > 0)
            ofSide[static_cast<std::size_t>(spans[k].side)].push_back(k);
    std::size_t side = ofSide[1].size() > ofSide[0].size() ? 1 : 0;
    if (ofSide[0].size() == ofSide[1].size() && !ofSide[1].empty() && ofSide[1].front() < ofSide[0].front())
        side = 1;  // a tie: the side that steps first
    const std::vector<std::size_t>& picked = ofSide[side];
    if (picked.size() < 2)
        return std::nullopt;
    const std::size_t a = picked.front(), b = picked.back();
    HeightsClosure out;
    out.side = static_cast<int>(side);
    out.from = spans[a].frames.first;
    out.to = spans[b].frames.first;
    out.drift = heights[b] - heights[a];
    const double rate = out.drift / static_cast<double>(out.to - out.from);
    for (std::size_t k = 0; k < spans.size(); ++k)
        heights[k] -= rate * static_cast<double>(spans[k].frames.first);
    return out;
}

Plant plantHip(const PlantInputs& in)
{
    const std::size_t n = in.origins.size();
    Plant out;
    out.origins = in.origins;
    out.anchor.assign(n, std::nullopt);
    // Unstretched until a span says otherwise: a clip in flight throughout (contact keys of
    // only "none") has no span, and the feet read the stretch on every frame (issue 36).
    out.stretch.assign(n, {1.0, 1.0});
    const std::vector<SupportSpan> spans = spansOf(in.support, in.tracked);
    if (spans.empty() || n == 0)
        return out;
    const auto D = [&](int side, std::size_t f) -> const Eigen::Vector2d& {
        return in.ankleOffset[static_cast<std::size_t>(side)][f];
    };
    const auto outgoing = [&](int side, std::size_t f) -> const Eigen::Vector2d& {
        const auto& held = in.handOverOffset[static_cast<std::size_t>(side)];
        return held.empty() ? D(side, f) : held[f];
    };
    std::vector<Eigen::Vector2d>& H = out.origins;

    // Pass 1: each span's anchor where the hip, as the span before left it, puts the ankle on the
    // span's first frame; its planted height is that anchor's y.
    std::vector<std::vector<Eigen::Vector2d>> anchors(spans.size());
    std::vector<double> heights;
    for (std::size_t k = 0; k < spans.size(); ++k) {
        const auto [a, b] = spans[k].frames;
        const int s = spans[k].side;
        Eigen::Vector2d hipAtStart;
        if (k == 0) {
            hipAtStart = in.origins[a];
        } else if (spans[k - 1].frames.second + 1 == a) {
            // The old foot as it would stand on this frame: a following anchor takes its step too.
            const auto was = static_cast<std::size_t>(spans[k - 1].side);
            Eigen::Vector2d old = anchors[k - 1].back();
            if (in.inPlace || in.tracked[a - 1])
                old.x() += in.factor * (in.ankleX[was][a] - in.ankleX[was][a - 1]);
            hipAtStart = old - outgoing(spans[k - 1].side, a);
        } else {
            const std::size_t last = spans[k - 1].frames.second;
            hipAtStart = H[last] + (in.origins[a] - in.origins[last]);
        }
        Eigen::Vector2d anchor = hipAtStart + D(s, a);
        for (std::size_t f = a; f <= b; ++f) {
            // In place, or tracked (ref #119), the anchor follows its own ankle's picture x, scaled.
            if (f > a && (in.inPlace || in.tracked[f]))
                anchor.x() += in.factor * (in.ankleX[static_cast<std::size_t>(s)][f] -
                                           in.ankleX[static_cast<std::size_t>(s)][f - 1]);
            anchors[k].push_back(anchor);
            H[f] = anchor - D(s, f);
        }
        heights.push_back(anchors[k].front().y());
    }

    // A loop declared in place: its planted heights lose their drift across cycles first (ref #285).
    const std::optional<HeightsClosure> heightsClosed = in.inPlace ? closeHeights(spans, heights) : std::nullopt;

    // One floor: the median planted height, or the one asked for; every span moved onto it.
    if (in.floor) {
        out.floor = *in.floor;
        out.floorSource = "--floor";
    } else {
        out.floor = medianOf(heights);
        out.floorSource = "median of " + std::to_string(heights.size()) + " span(s)";
    }
    for (std::size_t k = 0; k < spans.size(); ++k) {
        const double shift = out.floor - heights[k];
        out.shifts.push_back({spans[k].side, spans[k].frames, shift, 0});
        for (std::size_t i = 0; i < anchors[k].size(); ++i) {
            anchors[k][i].y() = out.floor;
            const std::size_t f = spans[k].frames.first + i;
            H[f] = anchors[k][i] - D(spans[k].side, f);
            out.anchor[f] = anchors[k][i];
        }
    }

    // No foot below the floor where none supports.
    const auto keepAboveFloor = [&](std::size_t f) {
        double lowest = std::min(H[f].y() + D(0, f).y(), H[f].y() + D(1, f).y());
        if (lowest < out.floor)
            H[f].y() += out.floor - lowest;
    };
    // Between spans (a jump, a released foot): the pose's travel from the hip the span before left,
    // carried linearly so the landing frame meets the next span (ref #103).
    for (std::size_t k = 0; k + 1 < spans.size(); ++k) {
        const std::size_t last = spans[k].frames.second, land = spans[k + 1].frames.first;
        if (last + 1 == land)
            continue;
        const Eigen::Vector2d miss = H[land] - (H[last] + in.origins[land] - in.origins[last]);
        for (std::size_t f = last + 1; f < land; ++f) {
            const double w = static_cast<double>(f - last) / static_cast<double>(land - last);
            H[f] = H[last] + (in.origins[f] - in.origins[last]) + w * miss;
            keepAboveFloor(f);
        }
    }
    const std::size_t first = spans.front().frames.first, last = spans.back().frames.second;
    for (std::size_t f = 0; f < first; ++f) {
        H[f] = H[first] + (in.origins[f] - in.origins[first]);
        keepAboveFloor(f);
    }
    for (std::size_t f = last + 1; f < n; ++f) {
        H[f] = H[last] + (in.origins[f] - in.origins[last]);
        keepAboveFloor(f);
    }

    // A change of support: the hip takes the new derivation's x at once and blends in y from the
    // old foot's over kBlendFrames (ref #102); after a flight, from the carried hip.
    const std::vector<Eigen::Vector2d> planted = H;
    for (std::size_t k = 1; k < spans.size(); ++k) {
        const auto [a, b] = spans[k].frames;
        const bool handOver = spans[k - 1].frames.second + 1 == a;
        for (std::size_t i = 0; i < kBlendFrames && a + i <= b; ++i) {
            const std::size_t f = a + i;
            double old;
            if (handOver) {
                old = out.floor - outgoing(spans[k - 1].side, f).y();
            } else {
                old = planted[a - 1].y() + (in.origins[f].y() - in.origins[a - 1].y());
            }
            H[f].y() = weight(i) * planted[f].y() + (1 - weight(i)) * old;
        }
    }

    // On the blend frames the supporting foot would leave the floor while the hip blends: its leg
    // is stretched along its chain about its root, k = (root y - floor) / (root y - ankle y),
    // within [min(0.92, the leg's own ratio on the frame), 1.08] (ref #85, #95).
    out.stretch.assign(n, {1.0, 1.0});
    for (std::size_t k = 1; k < spans.size(); ++k) {
        const auto [a, b] = spans[k].frames;
        const int s = spans[k].side;
        const auto side = static_cast<std::size_t>(s);
        if (!in.stretchable[side])
            continue;
        std::optional<BlendRun> run;
        for (std::size_t i = 0; i < kBlendFrames && a + i <= b; ++i) {
            const std::size_t f = a + i;
            const Eigen::Vector2d root = H[f] + in.rootOffset[side][f], ankle = H[f] + D(s, f);
            if (std::abs(ankle.y() - out.floor) < 0.01 || std::abs(root.y() - ankle.y()) < 1e-9)
                continue;
            const double needed = (root.y() - out.floor) / (root.y() - ankle.y());
            const double lower = std::min(kStretchLower, in.legRatio[side][f]);
            const double held = std::clamp(needed, lower, kStretchUpper);
            if (held != needed) {
                const double left = std::abs(root.y() - held * (root.y() - ankle.y()) - out.floor);
                const double bound = needed < lower ? lower : kStretchUpper;
                if (!out.blend.over.empty() && out.blend.over.back().side == s &&
                    out.blend.over.back().frames.second + 1 == f) {
                    BoundsOver& o = out.blend.over.back();
                    o.frames.second = f;
                    if (std::abs(needed - 1) > std::abs(o.needed - 1))
                        o.needed = needed;
                    o.left = std::max(o.left, left);
                } else {
                    out.blend.over.push_back({s, {f, f}, needed, bound, left});
                }
            }
            if (lower < kStretchLower) {
                if (!out.blend.rangeLowest)
                    out.blend.rangeLowest = std::array<double, 2>{1.0, 1.0};
                (*out.blend.rangeLowest)[side] = std::min((*out.blend.rangeLowest)[side], lower);
            }
            out.stretch[f][side] = held;
            // The stretch about the root also moves the ankle across: the hip takes that back so
            // the foot stays where it planted. In place the foot follows its own track anyway and
            // the hip stays (ref #92).
            if (out.anchor[f] && !in.inPlace)
                H[f].x() = out.anchor[f]->x() -
                           (in.rootOffset[side][f].x() + held * (D(s, f).x() - in.rootOffset[side][f].x()));
            if (!run)
                run = BlendRun{s, {f, f}, held, held};
            run->frames.second = f;
            run->kMin = std::min(run->kMin, held);
            run->kMax = std::max(run->kMax, held);
        }
        if (run)
            out.blend.runs.push_back(*run);
    }

    // In place (ref #92): the loop carries no net travel.
    if (in.inPlace && n > 1) {
        const double drift = H[n - 1].x() - H[0].x();
        for (std::size_t f = 0; f < n; ++f)
            H[f].x() -= drift * static_cast<double>(f) / static_cast<double>(n - 1);
        for (std::size_t f = 0; f < n; ++f)
            if (out.anchor[f])
                out.anchor[f]->x() -= drift * static_cast<double>(f) / static_cast<double>(n - 1);
        out.closure = Closure{drift, n, heightsClosed};
    }
    return out;
}

}  // namespace rigpose::legs::detail
