// The map reader (rig-pose-map/1), against the wave example's rig as the tests read maps.

#include "fuzz_target.h"
#include "rigpose/map/map.h"

using namespace rigpose;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const auto read = map::readMapText(fuzz::textOf(data, size), fuzz::kName, fuzz::fixtureRig(RIGPOSE_FUZZ_WAVE_RIG));
    fuzz::checkRefusals(read.refusals);
    if (read.ok())
        fuzz::checkRefusals(map::unsupportedByRetarget(read.value, fuzz::kName));
    return 0;
}
