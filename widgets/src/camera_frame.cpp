#include "rigpose/widgets/camera_frame.h"

namespace rigpose::widgets {

std::optional<QPolygonF> cameraFrameOf(const sequence::Sequence& seq, std::size_t frame)
{
    if (!seq.camera || frame >= seq.camera->size())
        return std::nullopt;
    const sequence::CameraEntry& c = (*seq.camera)[frame];
    if (!(c.s > 0))
        return std::nullopt;
    const auto normalised = [&c](double x, double y) { return QPointF((x - c.tx) / c.s, (y - c.ty) / c.s); };
    const double w = seq.width, h = seq.height;
    return QPolygonF({normalised(0, 0), normalised(w, 0), normalised(w, h), normalised(0, h)});
}

}  // namespace rigpose::widgets
