#pragma once
// The stillness hold (ref #91, #108, #109): a joint that has stopped is written at one position,
// since detector noise on a still joint is not motion. Runs on the cleaned positions.

#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include "rigpose/clean/tracks.h"

namespace rigpose::clean {

struct HoldParams {
    double speed = 0.015;     // trunk lengths a frame: the 5-frame median speed of a still joint
    double reach = 0.03;      // trunk lengths: how far a held joint may stray from its span median
    double minSeconds = 0.5;  // a hold's shortest span, first frame's time to the end of the last
    int blend = 6;            // frames blended in and out; also the longest kept excursion (ref #108)

    friend bool operator==(const HoldParams&, const HoldParams&) = default;
};

// One held span of one joint.
struct JointHold {
    body::Joint joint;
    std::size_t first, last;
    std::optional<std::pair<std::size_t, std::size_t>> excursion;
    Eigen::Vector2d median;
    double maxSpeed = 0;                              // trunk lengths a frame, over the held frames
    double maxReach = 0;                              // trunk lengths from the median, over the held frames
    std::optional<double> jitterBefore, jitterAfter;  // px/f² inside the span
};

struct Seam {
    body::Joint joint;
    std::size_t frame;  // the second hold's first frame
    double step;        // trunk lengths between the two medians
    std::size_t gap;    // frames between the holds
};

struct Unheld {
    body::Joint joint;
    std::size_t first, last;
    std::string test;  // speed, reach, short or span
    double value;      // its figure: trunk lengths a frame, trunk lengths, or seconds
};

struct HoldResult {
    Tracks tracks;
    std::vector<JointHold> holds;  // by first frame, then joint
    std::vector<Seam> seams;
    std::vector<Unheld> unheld;
};

// `times` are the frames' t; `trunk` the clip's trunk length in px.
HoldResult holdStillJoints(const Tracks& cleaned, const std::vector<double>& times, double trunk,
                           const HoldParams& params, const std::stop_token& stop = {});

// The cross-fade weight of the i-th frame (0-based) of a seam with gap `gap`: frames
// k - 2 … k + 3 + gap (for a blend of 6) take (2i + 1) / (2 (blend + gap)) of the step.
double seamWeight(std::size_t i, std::size_t gap, int blend);

}  // namespace rigpose::clean
