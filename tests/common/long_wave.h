#pragma once
// The generated wave at any length, with clean's record stated instead of run: the generator's
// positions are exact, so clean with windows of 1 and no hold would not move them, and stating
// the record keeps the set-up of a 54,000-frame case short (bench.retarget, retarget.stop,
// studio.jobs).
#include <cstdint>

#include "rigpose/examples/wave.h"

namespace rigpose::test {

inline sequence::Sequence cleanedWaveOf(std::int64_t frames, double fps)
{
    examples::WaveOptions options;
    options.fps = fps;
    options.seconds = static_cast<double>(frames) / fps;
    sequence::Sequence seq = examples::makeWaveSequence(options);
    seq.cleaned = nlohmann::ordered_json{{"spec", "rig-pose-clean/1"},
                                         {"params", {{"loop", false}, {"legs", 1}, {"rest", 1}, {"hold", "off"}}}};
    return seq;
}

}  // namespace rigpose::test
