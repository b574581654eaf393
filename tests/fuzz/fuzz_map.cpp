// The map reader (rig-pose-map/1), against the wave example's rig as the tests read maps.

#include "fuzz_target.h"
#include "rigpose/map/map.h"
#include "rigpose/rig/reader.h"

using namespace rigpose;

namespace {

const rig::Rig& waveRig()
{
    static const rig::Rig rig = [] {
        auto read = rig::readRigFile(RIGPOSE_FUZZ_WAVE_RIG);
        if (!read.ok())
            fuzz::broken("the wave rig reads", fuzz::listed(read.refusals));
        return read.value;
    }();
    return rig;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const auto read = map::readMapText(fuzz::textOf(data, size), fuzz::kName, waveRig());
    fuzz::checkRefusals(read.refusals);
    if (read.ok())
        fuzz::checkRefusals(map::unsupportedByRetarget(read.value, fuzz::kName));
    return 0;
}
