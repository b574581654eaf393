// The motion reader (rigc-motion/1), alone and against the test rig: the fast read and the DOM
// read agree, and what is read is written and read back.

#include "fuzz_target.h"
#include "rigpose/motion/reader.h"
#include "rigpose/motion/writer.h"

using namespace rigpose;

namespace {

void readBothWays(std::string_view text, const rig::Rig* rig)
{
    const auto dom = motion::readMotionTextByDom(text, fuzz::kName, rig);
    fuzz::checkRefusals(dom.refusals);
    if (const auto fast = motion::readMotionTextFast(text, fuzz::kName, rig))
        fuzz::checkSameRefusals(fast->refusals, dom.refusals, "the fast and the DOM motion reads agree");
    if (dom.ok()) {
        const auto back = motion::readMotionText(motion::motionText(dom.value), fuzz::kName, rig);
        if (!back.ok())
            fuzz::broken("a motion we read, we write so that we read it again", fuzz::listed(back.refusals));
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text = fuzz::textOf(data, size);
    readBothWays(text, nullptr);
    readBothWays(text, &fuzz::fixtureRig(RIGPOSE_FUZZ_BASE_RIG));
    return 0;
}
