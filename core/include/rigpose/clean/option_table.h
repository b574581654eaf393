#pragma once
// rig-pose clean's options as one table (util/option_row.h): the CLI's flags, --help and bounds,
// the bounds and words the project file's clean object is held to, and the studio's Clean box all
// read these rows, in this order. The project keeps its own shape for the object (the nested
// hold, {"gait": ...}, {"by": "declared"}); only the rows' figures and words are shared.

#include <vector>

#include "rigpose/clean/clean.h"
#include "rigpose/util/option_row.h"

namespace rigpose::clean {

using OptionRow = util::OptionRow<CleanOptions>;

const std::vector<OptionRow>& optionTable();

// The row of `keyOrFlag`; a missing row is a programming error (aborts).
const OptionRow& optionRow(const char* keyOrFlag);

}  // namespace rigpose::clean
