#pragma once
// Synthetic 3D figures: the example's proportions (wave_figure.h) built in 3D from joint angles,
// walking or running in place, drawn by a pinhole camera in front of the figure, behind it or
// beside it. Because the generator places every joint in 3D, it knows each one's true depth:
// that is what the derived depth (clean --depth) and its layers are checked against (ref #281).
// A pure function of its options, like the wave: no files, no clock, no globals.
//
// The figure's own frame: x toward the subject's left, y up, z the way it faces (right-handed);
// the hips' midpoint at the origin. The legs and arms swing in planes parallel to y–z (no
// abduction), each segment at a sagittal angle measured from straight down, + forward.

#include <array>
#include <cstdint>
#include <string_view>
#include <optional>
#include <vector>

#include "rigpose/body/body18.h"
#include "rigpose/examples/wave_figure.h"
#include "rigpose/sequence/sequence.h"

namespace rigpose::examples {

enum class Stride : std::uint8_t { Walk, Run };
enum class View : std::uint8_t { Front, Behind, Side };
std::string_view strideName(Stride s);
std::string_view viewName(View v);
std::optional<Stride> strideFromName(std::string_view name);
std::optional<View> viewFromName(std::string_view name);

// One cycle (strike to strike of one foot): a walk at 1 s (24 frames at 24 fps), a run at
// 0.625 s (15 frames). The default clips hold whole cycles, so they loop: a walk 2 s (48 frames),
// a run 2.5 s (60 frames).
inline constexpr double kWalkPeriodSeconds = 1.0;
inline constexpr double kRunPeriodSeconds = 0.625;

struct Figure3dOptions {
    Stride stride = Stride::Walk;
    View view = View::Front;
    double seconds = 0;  // 0: the stride's default (two walk cycles, four run cycles)
    double fps = 24;     // > 0
    double noise = 0;    // Gaussian noise on every coordinate, px (as the wave's)
    std::uint64_t seed = 1;
};

// The pinhole camera: it looks level at the hips' midpoint from kCameraDistance away, with a focal
// length of the same number of px, so a segment in the hips' plane square to the view is drawn at
// its own length; the hips' midpoint lands where the wave's stands (WaveFigure::midHip).
inline constexpr double kCameraDistance = 6000;

// The angles of one moment, degrees, sagittal (from straight down, + forward).
struct StrideAngles {
    double rThigh, rShin, lThigh, lShin;
    double rUpperArm, rForearm, lUpperArm, lForearm;
};
StrideAngles strideAnglesAt(Stride stride, double t);

// Every body-18 joint in the figure's frame (px), for a set of angles.
std::array<Eigen::Vector3d, body::kJointCount> figurePoints(const WaveFigure& figure, const StrideAngles& angles);

struct Figure3dClip {
    sequence::Sequence sequence;  // one person "a", every joint observed with score 1
    // Per frame, per body-18 joint: its true depth along the camera's view axis (px; larger is
    // farther from the camera), before any noise.
    std::vector<std::array<double, body::kJointCount>> depth;
};

// How many frames the options give (every i with i / fps < seconds, as the wave counts them).
std::int64_t figure3dFrameCount(const Figure3dOptions& options);

// Preconditions (the CLI checks them): seconds >= 0, fps > 0, noise >= 0, all finite.
Figure3dClip makeFigure3d(const Figure3dOptions& options);

}  // namespace rigpose::examples
