// The pelvis keys reader (rig-pose-pelvis-keys/1), for a 120-frame sequence, and the tilt it
// gives between keys.

#include <cmath>

#include "fuzz_target.h"
#include "rigpose/pelvis/keys.h"

using namespace rigpose;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    constexpr std::size_t kFrames = 120;
    const auto read = pelvis::readPelvisKeysText(fuzz::textOf(data, size), fuzz::kName, kFrames);
    fuzz::checkRefusals(read.refusals);
    if (read.ok())
        for (double f = 0; f < kFrames; f += 0.5)
            if (const double deg = pelvis::tiltAt(read.value, f); !std::isfinite(deg) || deg <= -180 || deg > 180)
                fuzz::broken("the tilt between keys is an angle in (-180, 180]", std::to_string(deg));
    return 0;
}
