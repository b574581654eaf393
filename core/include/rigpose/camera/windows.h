#pragma once
// The camera from hand windows snapped on the floor (ref #82): the frames of each zoom, given by
// eye; each zoom's step measured on the planted ankles either side of it, about the picture's
// centre. No pan is read: t = c (1 - s). A read frame inside a jump the retarget's reading finds
// on the uncorrected picture is named in the source ("r 187 inside detector jump 187-193").
// Two rules read the planted frames (issue 38): the reference's strict one (two frame-to-frame
// moves under kStillLegs) on a clean picture, and a robust one where the ankles' own jitter is too
// large for it (docs/scan.md, "Noisy ankles").
#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "rigpose/sequence/sequence.h"
#include "rigpose/util/refusal.h"

namespace rigpose::camera {

// The inclusive frames a zoom changes the picture on, every one between the two levels: s is the
// level before on frame a - 1 and the level after on b + 1, linear between (a window one frame too
// wide puts the zoom's first step on a frame still at the old level).
using Window = std::pair<std::size_t, std::size_t>;

inline constexpr double kStillLegs = 0.01;       // leg lengths a frame: the retarget's stillness
inline constexpr std::size_t kWindowFrames = 3;  // planted frames read on each side
inline constexpr std::size_t kSearchFrames = 15;

// The robust rule, taken when an ankle's jitter (the sigma of its detector noise, px, read off its
// second differences between the windows) is above the strict still step over kJitterGate: there a
// still ankle already fails the strict test on about one frame in five from noise alone.
inline constexpr double kJitterGate = 3;
inline constexpr std::size_t kFitFrames = 5;    // the robust rule's still test: a line through 5 frames ...
inline constexpr double kFitSigmas = 3;         // ... slower than the strict step, or 3 sigmas of its slope
inline constexpr std::size_t kTouchFrames = 3;  // a planted run read begins at most 3 frames off the window
inline constexpr std::size_t kCreepRun = 4;     // planted runs this long or longer give the ankles' creep
inline constexpr double kLevelSigmas = 3;       // a level drops samples this many sigmas off its median

// Which rule reads the planted frames: Auto takes the robust one only past kJitterGate; the
// others force one (the tests compare them).
enum class PlantedRule { Auto, Strict, Robust };

// The largest frame a window may name: no sequence the readers take (2 GiB at most) holds 1e9
// frames, so a larger figure is a typing slip, refused as the flag's usage error however many
// digits it has; below it, a frame past the sequence's end is the sequence's refusal.
inline constexpr std::size_t kLargestWindowFrame = 999'999'999;

// "a-b,c-d,...": the windows as typed; nullopt for anything else (a usage error), a frame over
// kLargestWindowFrame included.
std::optional<std::vector<Window>> parseWindows(std::string_view text);

// One window's reading: each ankle's step (y after less the centre over y before less the
// centre) and the frames its levels stood on (the strict rule's medians, the robust rule's means);
// the step the window takes.
struct WindowReading {
    Window frames;
    std::array<std::optional<double>, 2> ratio;  // r, l
    std::array<std::vector<std::size_t>, 2> before, after;
    double step = 1;
    // Read frames inside one of the detector's jumps (named, not refused: the jump is the zoom's
    // step on the uncorrected picture, and an ankle airborne cannot hold still three frames).
    struct InJump {
        std::size_t side = 0;
        std::vector<std::size_t> frames;
        Window jump;
    };
    std::vector<InJump> inJumps;
};

// What the clip's own jitter said, and the figures the robust rule read with.
struct Jitter {
    double strict = 0;              // px: kStillLegs leg lengths, the strict rule's still step
    std::array<double, 2> noise{};  // r, l: each ankle's jitter sigma, px (windows.cpp, noiseOf)
    bool robust = false;            // the robust rule read the planted frames
    std::array<double, 2> still{};  // r, l, robust only: px a frame a 5-frame line's slope stays under
    double creep = 0;               // robust only: px a frame the planted ankles rise (< 0) or sink, taken out
};

struct WindowsCamera {
    std::vector<sequence::CameraEntry> camera;
    std::vector<WindowReading> windows;
    Jitter jitter;
    std::vector<Window> jumps;  // the retarget's jumps (supportsOf's rule) read on the uncorrected picture
    std::string source;         // "hand windows, floor-snapped: ..." ("... on jittery ankles (...): ..." robust)
};

// CAMERA_WINDOWS when a window is not a <= b inside the frames, when two overlap or leave no frame
// between them, or when no ankle reads a window (each named, nothing made); POSE_PERSON as the
// pelvis track's person rule has it.
Loaded<WindowsCamera> cameraOfWindows(const sequence::Sequence& raw, const std::vector<Window>& windows,
                                      const std::optional<std::string>& person, const std::string& displayName,
                                      PlantedRule rule = PlantedRule::Auto);

}  // namespace rigpose::camera
