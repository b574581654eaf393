#pragma once
// Edits of several keys at once, as plain functions of a key file's JSON: move a selection along
// time (and a value with it), paste copied keys at a frame, remove, set the interpolation. Each
// returns the whole file after the edit and where the edited keys are now, so one document edit
// (one undo step) carries it and the views can select the keys again. Keys stay in increasing
// frames: a key moved or pasted onto the frame of a key left where it was replaces it, as a key
// dropped on another does in Spine's dopesheet.

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace rigpose::studio {

struct KeyEdit {
    nlohmann::ordered_json file;
    std::vector<int> rows;  // the edited keys' rows in `file`, increasing
};

// What a move may do besides the frames: shift one numeric field by `by` within its bounds.
struct ValueShift {
    std::string field;
    double by = 0;
    double minimum = 0, maximum = 0;
    int decimals = 0;
};

// The selection's frames moved by `frames` (kept inside [0, lastFrame]: the whole selection
// stops at an end rather than squeezing), and values by `value` when given. Nullopt when `rows`
// names no key of the file.
std::optional<KeyEdit> movedKeys(const nlohmann::ordered_json& file, const std::vector<int>& rows, double frames,
                                 double lastFrame, const std::optional<ValueShift>& value = {});

// The keys `rows` as a clip: each key as in the file, its frame made relative to the first's.
nlohmann::ordered_json copiedKeys(const nlohmann::ordered_json& file, const std::vector<int>& rows);
// A clip put at `frame` (its first key there); keys past `lastFrame` are left out.
std::optional<KeyEdit> pastedKeys(const nlohmann::ordered_json& file, const nlohmann::ordered_json& clip, double frame,
                                  double lastFrame);

std::optional<nlohmann::ordered_json> removedKeys(const nlohmann::ordered_json& file, const std::vector<int>& rows);

// The segment after each of `rows` interpolated as `curve` ("linear", "stepped", "ease", or
// [x1, y1, x2, y2]); linear is written as no field, so a file never given a curve keeps its bytes.
std::optional<KeyEdit> curvedKeys(const nlohmann::ordered_json& file, const std::vector<int>& rows,
                                  const nlohmann::ordered_json& curve);

// After a key was put at `row` between two others: the curve of the segment it cut, split so the
// line runs as it did (key_curve.h's splitKeyCurve), the first half kept by the key before and the
// second given to the new key; a stepped segment stays stepped on both sides. Nothing changes for
// a linear segment, a key at either end, or a curve that does not read.
void splitCurveAt(nlohmann::ordered_json& file, int row);

// A number as key files keep it: an integer when whole, else rounded to `decimals`.
nlohmann::ordered_json keyFileNumber(double value, int decimals);

}  // namespace rigpose::studio
