// The pose sequence reader (rig-pose-sequence/1.x, rig-c-pose-frames/0): both frame paths refuse
// alike, and what is read is written and read back.

#include "fuzz_target.h"
#include "rigpose/sequence/reader.h"
#include "rigpose/sequence/writer.h"

using namespace rigpose;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text = fuzz::textOf(data, size);
    const auto fast = sequence::readSequenceText(text, fuzz::kName, sequence::FramePath::Fast);
    const auto validating = sequence::readSequenceText(text, fuzz::kName, sequence::FramePath::ValidatingOnly);
    fuzz::checkRefusals(fast.refusals);
    fuzz::checkSameRefusals(fast.refusals, validating.refusals, "the fast and the validating frame paths agree");
    if (fast.ok()) {
        const std::string written = sequence::sequenceToText(fast.value);
        const auto back = sequence::readSequenceText(written, fuzz::kName);
        if (!back.ok())
            fuzz::broken("a sequence we read, we write so that we read it again", fuzz::listed(back.refusals));
    }
    return 0;
}
