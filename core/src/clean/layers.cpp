// The limbs front to back from a sequence's depth (ref #281, "Layered").

#include "rigpose/clean/layers.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "rigpose/util/number_format.h"

namespace rigpose::clean {

using sequence::Segment;

std::array<Segment, 2> limbSegments(Limb limb)
{
    switch (limb) {
    case Limb::RArm:
        return {Segment::RUpperArm, Segment::RForearm};
    case Limb::LArm:
        return {Segment::LUpperArm, Segment::LForearm};
    case Limb::RLeg:
        return {Segment::RThigh, Segment::RShin};
    default:
        return {Segment::LThigh, Segment::LShin};
    }
}

double segmentLean(const sequence::SegmentDepth& d, double drawnLength)
{
    if (d.sign == 0 || d.ratio <= 0)
        return 0;
    const double rest = drawnLength / d.ratio;
    return d.sign * rest * std::sqrt(std::max(0.0, 1.0 - d.ratio * d.ratio));
}

bool FrameLayers::ordered() const
{
    return std::all_of(depth.begin(), depth.end(), [](const auto& d) { return d.has_value(); });
}

namespace {

std::optional<double> limbDepth(const sequence::Person& p, const sequence::FrameDepth& fd, Limb limb)
{
    double joint = 0, sum = 0;  // the shoulder or hip at 0
    for (Segment s : limbSegments(limb)) {
        const auto& d = fd[static_cast<std::size_t>(s)];
        const auto [near, far] = sequence::segmentJoints(s);
        if (!d || !p.joint(near).at || !p.joint(far).at)
            return std::nullopt;
        joint += segmentLean(*d, (*p.joint(far).at - *p.joint(near).at).norm());
        sum += joint;  // the middle joint's depth, then the end joint's
    }
    return sum / 2;
}

// Nearest first; a limb joins the layer before it when within the tie of that layer's nearest.
std::vector<std::vector<Limb>> orderOf(const std::array<std::optional<double>, kLimbCount>& depth)
{
    std::vector<std::size_t> limbs;
    for (std::size_t i = 0; i < kLimbCount; ++i)
        if (depth[i])
            limbs.push_back(i);
    std::stable_sort(limbs.begin(), limbs.end(), [&](std::size_t a, std::size_t b) { return *depth[a] > *depth[b]; });
    std::vector<std::vector<Limb>> order;
    double head = 0;
    for (std::size_t i : limbs) {
        if (order.empty() || head - *depth[i] > kLayerTie) {
            order.emplace_back();
            head = *depth[i];
        }
        order.back().push_back(static_cast<Limb>(i));
    }
    for (auto& layer : order)
        std::sort(layer.begin(), layer.end());
    return order;
}

}  // namespace

std::optional<Layers> layersOf(const sequence::Sequence& seq)
{
    if (!seq.hasDepth())
        return std::nullopt;
    Layers out;
    for (const sequence::Frame& f : seq.frames)
        if (f.depth)
            for (const auto& d : *f.depth)
                if (d)
                    out.source = d->source;
    if (seq.cleaned && seq.cleaned->is_object()) {
        const auto& record = *seq.cleaned;
        if (record.contains("params") && record["params"].contains("depth") &&
            record["params"]["depth"].contains("gait") && record["params"]["depth"]["gait"].is_string())
            out.gait = record["params"]["depth"]["gait"].get<std::string>();
    }

    for (std::size_t i = 0; i < seq.frames.size(); ++i) {
        const sequence::Frame& f = seq.frames[i];
        FrameLayers layers;
        layers.frame = i;
        layers.t = f.t;
        if (f.depth && !f.people.empty())
            for (std::size_t l = 0; l < kLimbCount; ++l)
                layers.depth[l] = limbDepth(f.people.front(), *f.depth, static_cast<Limb>(l));
        layers.order = orderOf(layers.depth);
        if (layers.ordered()) {
            ++out.ordered;
            if (layers.order.front().size() == 1)
                ++out.frontAlone[static_cast<std::size_t>(layers.order.front().front())];
            else
                ++out.tiedFront;
        }
        out.frames.push_back(std::move(layers));
    }
    return out;
}

nlohmann::ordered_json layersJson(const Layers& layers)
{
    nlohmann::ordered_json frames = nlohmann::ordered_json::array();
    for (const FrameLayers& f : layers.frames) {
        nlohmann::ordered_json order = nlohmann::ordered_json::array();
        for (const auto& layer : f.order) {
            nlohmann::ordered_json names = nlohmann::ordered_json::array();
            for (Limb l : layer)
                names.push_back(std::string(kLimbNames[static_cast<std::size_t>(l)]));
            order.push_back(names);
        }
        nlohmann::ordered_json depth = nlohmann::ordered_json::object();
        for (std::size_t l = 0; l < kLimbCount; ++l)
            if (f.depth[l])
                depth[std::string(kLimbNames[l])] = roundTo(*f.depth[l], 3);
        frames.push_back({{"frame", f.frame}, {"t", roundTo(f.t, 6)}, {"order", order}, {"depth", depth}});
    }
    return frames;
}

std::string layersLine(const Layers& layers)
{
    std::string from = layers.source == sequence::DepthSource::Measured
                           ? std::string("measured depth")
                           : "derived depth (clean --depth " + layers.gait.value_or("?") + ")";
    std::string alone;
    for (std::size_t l = 0; l < kLimbCount; ++l)
        alone += (alone.empty() ? "" : ", ") + std::string(kLimbNames[l]) + " " + std::to_string(layers.frontAlone[l]);
    return "DEPTH layers from the sequence's " + from + ": limbs ordered front to back on " +
           std::to_string(layers.ordered) + " of " + std::to_string(layers.frames.size()) +
           " frames; nearest alone: " + alone + "; tied nearest on " + std::to_string(layers.tiedFront) +
           " (the report's layers)";
}

}  // namespace rigpose::clean
