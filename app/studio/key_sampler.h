#pragma once
// The value a key file gives the run at a (fractional) frame, as the core reads it: the pelvis
// tilt the short way round, a camera's scale or pan, each with the key's curve. What the curve
// editor draws between its keys, so the line is the run's and not a guess of the view's.

#include <functional>
#include <optional>
#include <string>

#include "key_file.h"

namespace rigpose::studio {

using KeySampler = std::function<std::optional<double>(double frame)>;

// For the model column `column` (1: the first value) of a file of `kind` whose text is `text`;
// empty when the text does not read (its problems are on the table) or the column is no number.
KeySampler keySampler(KeyKind kind, const std::string& text, int column, std::size_t frameCount);

}  // namespace rigpose::studio
