// The studio's recovery file (rigpose-recovery/1), read with no Qt: what is read is written,
// read back with no refusal and written again with the same bytes.

#include "fuzz_target.h"
#include "rigpose/project/recovery_file.h"

using namespace rigpose;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const auto read = project::readRecoveryText(fuzz::textOf(data, size), fuzz::kName);
    fuzz::checkRefusals(read.refusals);
    if (read.ok()) {
        const std::string written = project::recoveryText(read.value);
        const auto back = project::readRecoveryText(written, fuzz::kName);
        if (!back.ok())
            fuzz::broken("a recovery file we read, we write so that we read it again", fuzz::listed(back.refusals));
        if (project::recoveryText(back.value) != written)
            fuzz::broken("a recovery file read back is written with the same bytes", written);
    }
    return 0;
}
