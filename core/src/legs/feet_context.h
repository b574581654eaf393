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
