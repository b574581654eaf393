#pragma once
// retarget --camera (ref #159): --leg-scale's figure-scale track written as rig-pose-camera/1,
// one key a frame, s the figure's size against frame 0's and no pan (the track reads none). The
// motion does not change; the file reads back through readCameraKeysText as it was written.
#include <string>
#include <vector>

namespace rigpose::camera {

inline constexpr int kFigureDecimals = 6;  // s, as the camera's scan writes it

std::string figureCameraText(const std::vector<double>& track);

}  // namespace rigpose::camera
