// The rig reader (rigc-rig/1).

#include "fuzz_target.h"
#include "rigpose/rig/reader.h"

using namespace rigpose;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const auto read = rig::readRigText(fuzz::textOf(data, size), fuzz::kName);
    fuzz::checkRefusals(read.refusals);
    // The reader spells every name it quotes with its control characters escaped, so a name
    // cannot forge a line of its own. (RIG_JSON quotes the shared scanner's words, not ours.)
    for (const Refusal& r : read.refusals.items())
        if (r.code != "RIG_JSON" && r.message.find_first_of("\n\r") != std::string::npos)
            fuzz::broken("a rig refusal is one line", fuzz::listed(read.refusals));
    return 0;
}
