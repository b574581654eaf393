// The COCO-17 reader (coco17-sequence/1): what it converts is written as body-18 and read back.

#include "fuzz_target.h"
#include "rigpose/sequence/coco.h"
#include "rigpose/sequence/reader.h"
#include "rigpose/sequence/writer.h"

using namespace rigpose;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const auto read = sequence::readCocoText(fuzz::textOf(data, size), fuzz::kName);
    fuzz::checkRefusals(read.refusals);
    if (read.ok()) {
        const auto back = sequence::readSequenceText(sequence::sequenceToText(read.value), fuzz::kName);
        if (!back.ok())
            fuzz::broken("a converted sequence is read back", fuzz::listed(back.refusals));
    }
    return 0;
}
