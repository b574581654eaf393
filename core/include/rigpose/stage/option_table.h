#pragma once
// rig-pose retarget's options as one table (util/option_row.h): the CLI's flags and --help, the
// project file's retarget object, the report's options and the record's flags, and the studio's
// Run Options all read these rows, in this order.

#include <vector>

#include "rigpose/stage/options.h"
#include "rigpose/util/option_row.h"

namespace rigpose::stage {

using OptionRow = util::OptionRow<Options>;

const std::vector<OptionRow>& optionTable();

}  // namespace rigpose::stage
