#pragma once
// The bundled wave example's two sequences (resources/examples/wave/): the raw clip the
// generator writes (pose.raw.json) and that clip passed through clean (pose.json), so a
// retarget can read the example as it is shipped. Pure functions, the same bytes everywhere.

#include "rigpose/clean/clean.h"
#include "rigpose/examples/wave.h"
#include "rigpose/sequence/sequence.h"

namespace rigpose::examples {

// The clean options the shipped pose.json is made with: windows of 1 on the legs and on every
// other joint (nothing smoothed) and the hold off, so every position stays the generator's
// own; not a loop. On the command line: --legs 1 --rest 1 --hold off.
clean::CleanOptions waveExampleCleanOptions();

// `raw` written as rig-pose-sequence text, read back and cleaned with `options`: what
// `rig-pose clean --pose` makes of the file the generator wrote, byte for byte once written.
// Refusals (none for the generator's own clips) come back in the result.
clean::CleanResult cleanAsWritten(const sequence::Sequence& raw, const clean::CleanOptions& options);

// The wave made with `options` and cleaned with waveExampleCleanOptions().
clean::CleanResult makeCleanedWave(const WaveOptions& options = {});

}  // namespace rigpose::examples
