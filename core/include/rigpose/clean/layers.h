#pragma once
// The retarget's layers (ref #281, "Layered"): on a sequence that carries depth, each frame's
// four limbs ordered front to back. Nothing is keyed from them; the report carries them and the
// DEPTH line counts them. A pure function of the sequence, kept apart from the retarget so the
// CLI, the report and the studio can all ask for it.
//
// A joint's depth (px, + toward the camera) is its parent's plus its segment's lean,
// sign × rest × √(1 − ratio²), rest being the drawn length ÷ ratio; the shoulders and hips sit at
// 0. A limb's depth is the mean of its middle joint's (elbow, knee) and its end joint's (wrist,
// ankle). The nearest limb comes first; limbs within kLayerTie of a layer's nearest member share
// that layer.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "rigpose/sequence/sequence.h"

namespace rigpose::clean {

enum class Limb : std::uint8_t { RArm, LArm, RLeg, LLeg };
inline constexpr std::size_t kLimbCount = 4;
inline constexpr std::array<std::string_view, kLimbCount> kLimbNames = {"r_arm", "l_arm", "r_leg", "l_leg"};
// Depths closer than this (px) are equal: they share a layer (ref #281).
inline constexpr double kLayerTie = 0.01;

// The two segments of a limb, the one at the trunk first.
std::array<sequence::Segment, 2> limbSegments(Limb limb);

// What one segment adds to the depth of its far joint over its near one (px, + toward the
// camera), given the length it is drawn at. 0 for a flat segment, and where the ratio is 0 (no
// rest length can be read from it).
double segmentLean(const sequence::SegmentDepth& depth, double drawnLength);

struct FrameLayers {
    std::size_t frame = 0;
    double t = 0;
    // Each limb's depth; none where either of its segments carries no depth on the frame.
    std::array<std::optional<double>, kLimbCount> depth{};
    // Front to back; each layer the limbs that share it, in r_arm, l_arm, r_leg, l_leg order.
    // Only limbs with a depth take part.
    std::vector<std::vector<Limb>> order;
    // Every limb has a depth, so the frame's four limbs are ordered.
    bool ordered() const;
};

struct Layers {
    sequence::DepthSource source = sequence::DepthSource::Derived;
    std::optional<std::string> gait;                   // the cleaned record's params.depth.gait (derived depth)
    std::vector<FrameLayers> frames;                   // one per sequence frame
    std::size_t ordered = 0;                           // frames whose four limbs were all ordered
    std::array<std::size_t, kLimbCount> frontAlone{};  // ordered frames where this limb alone was nearest
    std::size_t tiedFront = 0;                         // ordered frames where two or more shared the front
};

// The layers of a sequence with depth (its one person's); nullopt for a sequence without.
std::optional<Layers> layersOf(const sequence::Sequence& seq);

// The report's `layers`: one { frame, t, order, depth } per frame, order as arrays of limb names,
// depth each ordered limb's depth (px, 3 decimals).
nlohmann::ordered_json layersJson(const Layers& layers);

// The retarget's DEPTH line.
std::string layersLine(const Layers& layers);

}  // namespace rigpose::clean
