#pragma once
// The plant (plant.cpp): a pure function of the pose's hip travel, the posed legs and the support.
#include <optional>
#include <string>
#include <vector>

#include "legs.h"

namespace rigpose::legs::detail {

struct PlantInputs {
    std::vector<Eigen::Vector2d> origins;                     // the hip as the pose's travel puts it, world
    std::array<std::vector<Eigen::Vector2d>, 2> ankleOffset;  // each ankle less the hip's origin, world, per frame
    // The outgoing foot's offset on a hand-over and the blend after it: under --leg-scale its leg
    // held at the scale of its last supporting frame (ref #285); empty: ankleOffset.
    std::array<std::vector<Eigen::Vector2d>, 2> handOverOffset;
    std::array<std::vector<double>, 2> ankleX;               // each ankle's picture x, px
    std::array<std::vector<Eigen::Vector2d>, 2> rootOffset;  // each leg's root (thigh origin) less the hip's origin
    std::array<std::vector<double>, 2> legRatio;             // each leg's picture length over its straight length
    std::array<bool, 2> stretchable{true, true};             // a leg the keys can stretch about its root
    double factor = 1;                                       // px -> world units
    std::vector<int> support;
    std::vector<char> tracked;
    std::optional<double> floor;  // --floor
    bool inPlace = false;
};

struct Plant {
    std::vector<Eigen::Vector2d> origins;                // the hip, planted
    std::vector<std::optional<Eigen::Vector2d>> anchor;  // the supporting ankle's place, per frame
    double floor = 0;
    std::string floorSource;
    std::vector<Shift> shifts;  // legLengths filled by the caller
    std::optional<Closure> closure;
    std::vector<std::array<double, 2>> stretch;  // per frame, per side (1: none)
    Blend blend;
};

Plant plantHip(const PlantInputs& in);

// Ref #285: an in-place loop's planted heights with their drift over the cycles taken out
// (`heights` per span, changed in place); none where a side has fewer than two spans to read it.
std::optional<HeightsClosure> closeHeights(const std::vector<SupportSpan>& spans, std::vector<double>& heights);

}  // namespace rigpose::legs::detail
