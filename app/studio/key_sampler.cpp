#include "key_sampler.h"

#include <memory>

#include "rigpose/camera/camera_keys.h"
#include "rigpose/pelvis/keys.h"

namespace rigpose::studio {

KeySampler keySampler(KeyKind kind, const std::string& text, int column, std::size_t frameCount)
{
    switch (kind) {
    case KeyKind::Pelvis: {
        auto read = pelvis::readPelvisKeysText(text, "keys", frameCount);
        if (!read.ok() || read.value.keys.empty() || column != 1)
            return {};
        auto keys = std::make_shared<const pelvis::PelvisKeys>(std::move(read.value));
        return [keys](double frame) { return std::optional<double>(pelvis::tiltAt(*keys, frame)); };
    }
    case KeyKind::Camera: {
        auto read = camera::readCameraKeysText(text, "keys", frameCount);
        if (!read.ok() || read.value.keys.empty() || column < 1 || column > 3)
            return {};
        auto keys = std::make_shared<const camera::CameraKeys>(std::move(read.value));
        return [keys, column](double frame) {
            const camera::CameraKey at = camera::cameraAt(*keys, frame);
            return std::optional<double>(column == 1 ? at.s : column == 2 ? at.tx : at.ty);
        };
    }
    case KeyKind::Contact:
        break;
    }
    return {};
}

}  // namespace rigpose::studio
