// The contact keys reader (rig-pose-contact-keys/1), for a 120-frame sequence, and the support
// the keys it accepts declare on every frame.

#include <cmath>

#include "fuzz_target.h"
#include "rigpose/legs/contact_keys.h"

using namespace rigpose;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    constexpr std::size_t kFrames = 120;
    const auto read = legs::readContactKeysText(fuzz::textOf(data, size), fuzz::kName, kFrames);
    fuzz::checkRefusals(read.refusals);
    if (!read.ok())
        return 0;
    const auto& keys = read.value.keys;
    if (keys.empty())
        fuzz::broken("an accepted file holds a key");
    for (std::size_t i = 0; i < keys.size(); ++i)
        if (!std::isfinite(keys[i].frame) || keys[i].frame < 0 || keys[i].frame > kFrames - 1 ||
            (i > 0 && keys[i].frame <= keys[i - 1].frame))
            fuzz::broken("accepted keys lie on the sequence's frames, strictly increasing", std::to_string(i));
    const auto support = legs::contactSupport(read.value, kFrames);
    if (support.size() != kFrames)
        fuzz::broken("the support has one entry a frame", std::to_string(support.size()));
    std::size_t k = 0;  // keys at or before the frame
    for (std::size_t f = 0; f < kFrames; ++f) {
        while (k < keys.size() && keys[k].frame <= static_cast<double>(f))
            ++k;
        if (k == 0 && support[f])
            fuzz::broken("frames before the first key are not covered", std::to_string(f));
        if (support[f] && (*support[f] < -1 || *support[f] > 1))
            fuzz::broken("a frame's support is r, l or none", std::to_string(*support[f]));
        if (k > 0 && keys[k - 1].side != legs::Contact::Both) {
            const int expected = keys[k - 1].side == legs::Contact::Right  ? 0
                                 : keys[k - 1].side == legs::Contact::Left ? 1
                                                                           : -1;
            if (support[f] != expected)
                fuzz::broken("an l, r or none key holds its own side", std::to_string(f));
        }
    }
    return 0;
}
