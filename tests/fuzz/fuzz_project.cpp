// The studio's project file (rigpose-project/1), read with no Qt: what is read is written and
// read back equal.

#include "fuzz_target.h"
#include "rigpose/project/project_file.h"

using namespace rigpose;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const auto read = project::readProjectText(fuzz::textOf(data, size), fuzz::kName);
    fuzz::checkRefusals(read.refusals);
    if (read.ok()) {
        const std::string written = project::projectText(read.value);
        const auto back = project::readProjectText(written, fuzz::kName);
        if (!back.ok())
            fuzz::broken("a project we read, we write so that we read it again", fuzz::listed(back.refusals));
        if (project::projectText(back.value) != written)
            fuzz::broken("a project read back is written with the same bytes", written);
    }
    return 0;
}
