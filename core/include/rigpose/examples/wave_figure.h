#pragma once
// The bundled example's figure: a standing stick figure facing the camera, in picture px
// (origin top-left, y down). The wave generator draws it and the example rig
// (resources/examples/wave/rig/rig.json) is built to the same proportions, so a retarget of
// the example lands every bone on its own segment.

#include <Eigen/Core>

namespace rigpose::examples {

struct WaveFigure {
    double width = 720, height = 1280;  // the picture
    // Where the hips' midpoint stands.
    Eigen::Vector2d midHip{360, 700};
    double hipWidth = 90;        // r_hip to l_hip
    double shoulderWidth = 150;  // r_shoulder to l_shoulder
    double trunk = 260;          // mid_hip to neck (straight up at rest)
    double shoulderDrop = 20;    // the shoulders sit this far below the neck
    double upperArm = 120, forearm = 110;
    double thigh = 170, shin = 160;
    // The face, measured from the neck: head points straight up at rest.
    double noseUp = 70;
    double eyeUp = 85, eyeApart = 32;
    double earUp = 75, earApart = 64;
};

}  // namespace rigpose::examples
