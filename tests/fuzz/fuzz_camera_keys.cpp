// The camera keys reader (rig-pose-camera/1), for a 120-frame sequence, and the camera the keys
// it accepts give on every frame.

#include <cmath>

#include "fuzz_target.h"
#include "rigpose/camera/camera_keys.h"

using namespace rigpose;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    constexpr std::size_t kFrames = 120;
    const auto read = camera::readCameraKeysText(fuzz::textOf(data, size), fuzz::kName, kFrames);
    fuzz::checkRefusals(read.refusals);
    if (!read.ok())
        return 0;
    const auto& keys = read.value.keys;
    if (keys.empty())
        fuzz::broken("an accepted file holds a key");
    for (std::size_t i = 0; i < keys.size(); ++i)
        if (keys[i].frame >= kFrames || (i > 0 && keys[i].frame <= keys[i - 1].frame) || !(keys[i].s > 0) ||
            !std::isfinite(keys[i].s) || !std::isfinite(keys[i].tx) || !std::isfinite(keys[i].ty))
            fuzz::broken("accepted keys lie on the frames, increasing, with s > 0 and finite values",
                         std::to_string(i));
    const auto cam = camera::cameraOfKeys(read.value, kFrames);
    if (cam.size() != kFrames)
        fuzz::broken("the camera has one entry a frame", std::to_string(cam.size()));
    for (std::size_t f = 0; f < kFrames; ++f) {
        if (!(cam[f].s > 0) || !std::isfinite(cam[f].tx) || !std::isfinite(cam[f].ty) || cam[f].inliers != 0)
            fuzz::broken("every frame's camera is s > 0, finite, inliers 0", std::to_string(f));
        for (const auto& k : keys)
            if (k.frame == f && (cam[f].s != k.s || cam[f].tx != k.tx || cam[f].ty != k.ty))
                fuzz::broken("a keyed frame holds its key", std::to_string(f));
    }
    return 0;
}
