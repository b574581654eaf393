#pragma once
// Few keys (issue 37; the reference's "Few keys: --reduce"): what the reduction did to each of
// the new animation's bone tracks, and what it allowed the landings. The fit of one track is
// fit.h; the stage over the whole animation is reduce_stage.h.

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace rigpose::reduce {

// A scalex track is thinned within this share of its setup length: half the scale landing's
// 1e-4, so a reduced curve cannot fail that check (ref #94).
inline constexpr double kScaleTolerance = 5e-5;

// One track thinned. The error is what the landing measures: a rotate's world aim in degrees,
// the hip's world origin in units, a scalex track's value as a share of its setup length.
struct TrackRow {
    std::string bone, property;  // property: rotate, translate, scalex
    std::string chain;           // a rotate's chain, when the map names one
    std::size_t before = 0, after = 0, curved = 0;
    double worst = 0;
    std::size_t frame = 0;
    double tolerance = 0;
    bool ownTolerance = false;         // within its chain's own --reduce tolerance
    std::vector<std::string> heldFor;  // the chains below it its tolerance is held for (ref #320)
    // For the studio's A/B (the report does not write them): the dense keys' values, one a pose
    // frame ([frame * channels + c]), and the frames kept regardless, increasing.
    std::vector<double> dense;
    std::vector<std::size_t> kept;
};

// An ankle's landing tolerance under the reduction (ref #240): the plant's, and the most the
// reduction may move it (the hip's tolerance, plus its leg times the angle tolerance).
// With --reduce-keep-planted, the tolerance of an ankle on its side's support frames, where its
// leg is kept dense: the plant's plus the hip's share (ref #251).
struct SupportDrift {
    double reduce = 0;  // the hip's share (0 without --reduce-hip)
    double units = 0;   // plant + reduce
    double legLengths = 0;
};

struct AnkleDrift {
    std::string bone;  // the landing's name, "r_shin:tip"
    std::string side;  // r or l
    double plant = 0, reduce = 0;
    double units = 0;         // plant + reduce: the landing's tolerance
    double legLengths = 0;    // units over the side's rig leg at setup (thigh origin to ankle)
    double legTolerance = 0;  // the largest tolerance of the bones from the hip down, degrees
    // With --reduce-keep-planted: on its support frames; none for a side that never supports.
    std::optional<SupportDrift> support;
};

// A bone above a planted or aimed chain the command names, reduced within that chain's
// tolerance rather than its own looser one (ref #320): for each such chain, why (an ankle the
// landing holds, or an aim other than x), its first bone and the lever to it.
struct HeldFor {
    std::string chain;
    std::string by;    // "ankle" or "aim"
    std::string bone;  // the chain's first bone
    double lever = 0;  // world units at setup, the held bone's origin to that bone's
};

struct Held {
    std::string bone, chain;  // the held bone and its own chain
    double from = 0, to = 0;  // its own tolerance and the one it is held to, degrees
    std::vector<HeldFor> holders;
};

// The trunk smoothing under --leg-scale (ref #116): a trunk bone whose reduced curve was
// reshaped inside its tolerance, and its bend (the mean |second difference| of its local angle
// and of each mapped child's local as it must turn, °/frame²) before and after.
struct Smoothed {
    std::string bone;
    double before = 0, after = 0;
};

// A trunk bone whose smoothing did not stay within a bone's own tolerance once read through the
// poser: its fitted keys stand.
struct Unsmoothed {
    std::string root, bone;  // the smoothed bone, and the bone past its tolerance
    double worst = 0, tolerance = 0;
};

struct Reduction {
    double degrees = 0;                                  // --reduce: every bone's tolerance
    std::vector<std::pair<std::string, double>> chains;  // a chain's own, as given
    std::optional<double> hipUnits;                      // --reduce-hip
    bool keepPlanted = false;                            // --reduce-keep-planted
    std::vector<Held> held;                              // bones held to a tighter chain below
    std::vector<TrackRow> tracks;                        // in the animation's track order
    std::vector<AnkleDrift> ankleDrift;                  // with --plant-feet, one per ankle
    std::vector<Smoothed> smoothed;                      // with --leg-scale (ref #116)
    std::vector<Unsmoothed> unsmoothed;                  // ... where it was not kept

    std::size_t keysBefore(const std::string& property) const;
    std::size_t keysAfter(const std::string& property) const;
};

}  // namespace rigpose::reduce
