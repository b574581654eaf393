#pragma once
// rig-pose scan (ref #63): the sequence normalised by its camera before clean reads it, so a
// zoom or a pan of the video no longer moves the figure: every joint p becomes (p - t) / s, and
// the sequence carries the camera (one { s, tx, ty, inliers } a frame) and where it came from.
#include <string>
#include <vector>

#include "rigpose/sequence/sequence.h"
#include "rigpose/util/refusal.h"

namespace rigpose::camera {

// SCAN_AFTER_CLEAN for a sequence that already carries clean's record (its cleaning was done
// with the camera's steps still in it); SCAN_CAMERA when `camera` has not one entry a frame or
// an entry is not s > 0 with finite tx, ty, or when the sequence already carries a camera (it is
// normalised already). Else the sequence with every joint normalised, `camera` and
// `cameraSource` set.
Loaded<sequence::Sequence> scanSequence(const sequence::Sequence& raw, const std::vector<sequence::CameraEntry>& camera,
                                        const std::string& source);

}  // namespace rigpose::camera
