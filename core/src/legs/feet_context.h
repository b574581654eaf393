#pragma once
// The legs stage's steps (not installed; feet.cpp): the reading, the plant, the posed feet, each
// on the context the stage functions of rigpose/legs/feet_stage.h make from the run.
#include <stop_token>
#include <string>
#include <vector>

#include "legs.h"
#include "rigpose/legs/feet_stage.h"

namespace rigpose::legs {

struct FeetContext {
    const map::Map& map;
    const rig::Rig& rig;
    const stage::HeldJoints& held;
    const std::vector<double>& frameTimes;
    const stage::Options& options;
    double factor = 1;                         // px -> world units (the translate's scale)
    bool inPlace = false;                      // the sequence declares travel: in-place
    const ContactKeys* contactKeys = nullptr;  // --contact-keys, read
    std::string contactKeysName, contactKeysSha256;
    std::stop_token stop{};
};

// FEET, with both legs mapped (else none): lengths, segments, jumps, supports, steps, the frontal
// reading. `reading` keeps the per-frame support the plant goes on.
std::optional<Feet> readFeet(const FeetContext& cx, detail::SupportReading& reading);

// --leg-scale: each leg segment's scale target, keyed by the next solve, and the reading (the
// free legs' moves are read from the targets' angles). With --plant-feet a supporting leg may
// follow its picture down to the bound its own range gives (ref #95, #133).
LegScale scaleLegs(const FeetContext& cx, const Feet& feet, stage::Targets& targets);
// How far the side's ankle moves on frame f with its leg's segments at frame `at`'s keyed scale
// instead of f's: the leg's bones end to end along their aims (ref #285's hand-over).
Eigen::Vector2d ankleMoved(const LegScale& l, const stage::Targets& targets, int side, std::size_t f, std::size_t at);
// Ref #172: the trunk keyed along its aim where its length leaves its median by more than 4 %;
// none without a trunk chain (mid_hip to the neck or mid_shoulder, aimed "x").
std::optional<TrunkScale> scaleTrunk(const FeetContext& cx, const LegScale& legs, stage::Targets& targets);
// SHEAR: every scaled bone and every bone under one, over the final keys.
std::vector<ShearRow> readShear(const FeetContext& cx, const stage::Targets& targets, const stage::KeyTracks& keys);

// --plant-feet: the translated bone's targets planted, the floor and shifts in `feet`, and each
// ankle added to the gate's landing checks. `keys` are the ones solved before the plant (the
// legs' turns do not depend on where the hip is).
void plantFeet(const FeetContext& cx, const detail::SupportReading& reading, const stage::KeyTracks& keys,
               stage::Targets& targets, Feet& feet);

// The supporting leg stretched on the blend frames (feet.stretch): a scalex key on every bone of
// its chain, the bones under the first solved again through their stretched parent, and each
// bone's stretch added to the gate's scale targets. After the keys' last solve.
void stretchLegs(const FeetContext& cx, const Feet& feet, stage::Targets& targets, stage::KeyTracks& keys);

// The posed build's feet outside the jumps, from the final keys.
Posed readPosed(const FeetContext& cx, const stage::Targets& targets, const stage::KeyTracks& keys, const Feet& feet);

}  // namespace rigpose::legs
