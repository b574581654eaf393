#pragma once
// Where the video frame's edges lie on a frame of a sequence normalised by its camera (rig-pose
// scan): frame 0's picture rectangle moved as the camera moved it, s·p + t, then normalised as
// the joints were, so its corner c lands on (c − t) / s. The viewport draws it dashed.

#include <QPolygonF>

#include <optional>

#include "rigpose/sequence/sequence.h"

namespace rigpose::widgets {

// The four corners (0, 0), (w, 0), (w, h), (0, h) of the picture on `frame`, in the normalised
// picture's coordinates; nullopt when the sequence carries no camera entry for that frame.
std::optional<QPolygonF> cameraFrameOf(const sequence::Sequence& seq, std::size_t frame);

}  // namespace rigpose::widgets
