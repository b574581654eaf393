// The rig reader (rigc-rig/1).

#include "fuzz_target.h"
#include "rigpose/rig/reader.h"

using namespace rigpose;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const auto read = rig::readRigText(fuzz::textOf(data, size), fuzz::kName);
    fuzz::checkRefusals(read.refusals);
    return 0;
}
