#pragma once
// The bundled example's pose (resources/examples/wave/pose.json): the figure of wave_figure.h
// standing still and facing the camera while its right arm waves, computed from joint angles.
// A pure function of its options: no files, no clock, no globals, the same bytes everywhere.
//
// Angle convention (the one retarget reads, so tests can compare against it directly):
// a segment's angle is the direction from its first joint to its second, in degrees,
// counter-clockwise in a y-UP frame: atan2(-(y2 - y1), x2 - x1) on picture coordinates
// (picture y points down). 0 points to the picture's right, 90 straight up, -90 straight
// down, 180 to the picture's left. The subject faces the camera, so its RIGHT side appears
// on the picture's LEFT (smaller x): the hip line r_hip -> l_hip points at 0.

#include <cstdint>
#include <string>

#include "rigpose/examples/wave_figure.h"
#include "rigpose/sequence/sequence.h"

namespace rigpose::examples {

struct WaveOptions {
    double seconds = 3;  // clip length; frames at t = i / fps for every t < seconds
    double fps = 24;     // > 0
    // Gaussian noise added to every joint coordinate: the standard deviation of each of x and
    // y, in px (0: the exact figure). Drawn from `seed` by the generator's own PRNG, so a seed
    // gives the same positions on every platform and standard library.
    double noise = 0;
    std::uint64_t seed = 1;
};

// The wave's rhythm: the forearm swings side to side once per period. 0.75 s is 18 frames at
// 24 fps and divides the 3 s clip into 4 whole cycles, so the clip loops without a seam.
inline constexpr double kWavePeriodSeconds = 0.75;

// Every segment's picture angle (degrees, the convention above) at one moment.
struct WaveAngles {
    double trunk;                // mid_hip -> neck
    double head;                 // neck -> nose; the eyes and ears sit across it
    double hipLine;              // r_hip -> l_hip
    double shoulderLine;         // r_shoulder -> l_shoulder
    double eyeLine;              // r_eye -> l_eye (and r_ear -> l_ear)
    double rUpperArm, rForearm;  // r_shoulder -> r_elbow, r_elbow -> r_wrist
    double lUpperArm, lForearm;  // l_shoulder -> l_elbow, l_elbow -> l_wrist
    double rThigh, rShin;        // r_hip -> r_knee, r_knee -> r_ankle
    double lThigh, lShin;        // l_hip -> l_knee, l_knee -> l_ankle
};

// The angles the generator poses the figure with at time `t` (seconds).
WaveAngles waveAnglesAt(double t);

// The exact joint positions (picture px) for a set of angles, from the figure's proportions:
// the hips' midpoint stays where the figure stands and every segment hangs from its parent.
sequence::Person poseFigure(const WaveFigure& figure, const WaveAngles& angles);

// How many frames `options` gives: every i >= 0 with i / fps < seconds (3 s at 24 fps: 72).
std::int64_t waveFrameCount(const WaveOptions& options);

// The whole clip as rig-pose-sequence/1: one person "a", every joint observed with score 1.
// Preconditions (the CLI checks them and refuses by name): seconds > 0, fps > 0, noise >= 0,
// all finite.
sequence::Sequence makeWaveSequence(const WaveOptions& options = {});

// The same clip for any angles on the same figure (the raise example's too); `source` names the
// generator in the file.
sequence::Sequence makeFigureSequence(const WaveOptions& options, WaveAngles (*anglesAt)(double),
                                      const std::string& source);

}  // namespace rigpose::examples
