#pragma once
// The camera by hand (ref #63): rig-pose-camera/1, { spec, keys: [{ frame, s, tx, ty, curve? }],
// note? }. A key says the picture on that frame is frame 0's scaled by s and moved by (tx, ty): a
// point p0 of frame 0 is drawn at s * p0 + (tx, ty). Frames are whole pose frames, strictly
// increasing; values go from key to key along the earlier key's curve (linear when it has none)
// and are held before the first and after the last.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rigpose/sequence/sequence.h"
#include "rigpose/util/key_curve.h"
#include "rigpose/util/refusal.h"

namespace rigpose::camera {

inline constexpr std::string_view kCameraKeysSpec = "rig-pose-camera/1";

// What a key may hold. Scan divides every joint by s and moves it by t, and the sequence reader
// takes positions within ±1e9 px (sequence/bounds.h) with s written at 6 decimals: s inside
// [1e-4, 1e3] keeps at least two significant digits and a picture of 1e5 px inside that bound,
// and a move of 1e6 px is a thousand pictures away. The studio's key boxes offer these ranges.
inline constexpr double kLowestScale = 1e-4;
inline constexpr double kHighestScale = 1e3;
inline constexpr double kLargestShift = 1e6;  // px, either way

struct CameraKey {
    std::size_t frame = 0;
    double s = 1, tx = 0, ty = 0;
    KeyCurve curve{};  // the way to the next key; the last key's shapes nothing
    friend bool operator==(const CameraKey&, const CameraKey&) = default;
};

struct CameraKeys {
    std::vector<CameraKey> keys;
    std::optional<std::string> note;
};

// CAMERA_FILE for anything malformed, every problem in one run: not JSON (through the one JSON
// policy), the wrong spec, unknown fields, no keys, a frame that is not a whole number inside
// [0, frameCount - 1] or not after the key before it, an s that is not a number inside
// [kLowestScale, kHighestScale], a tx or ty that is not a number within ±kLargestShift, a curve
// readKeyCurve refuses, or one whose overshoot takes s, tx or ty out of those ranges on the way
// to the next key; the JSON policy's refusals include a number too small for a double (1e-400),
// not read as 0. A key's problem carries RefusalPlace::key (its index).
Loaded<CameraKeys> readCameraKeysText(std::string_view text, const std::string& displayName, std::size_t frameCount);
Loaded<CameraKeys> readCameraKeysFile(const std::string& path, std::size_t frameCount);

// One entry per frame: cameraAt on every frame, inliers 0 (nothing was fitted).
std::vector<sequence::CameraEntry> cameraOfKeys(const CameraKeys& keys, std::size_t frameCount);
// The value the keys give on a frame, fractional frames included (the studio's new key): between
// two keys the earlier one's curvedFraction of the way to the next. `frame` and `curve` are the
// key's at or before it (the first key's before the first).
CameraKey cameraAt(const CameraKeys& keys, double frame);
// The sequence's cameraSource for keys by hand: "hand-labelled, N keys".
std::string keysSource(const CameraKeys& keys);

}  // namespace rigpose::camera
