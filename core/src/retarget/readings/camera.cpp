// CAMERA: a sequence's camera (ref #63). Its joints are already normalised by it, so nothing is
// applied again; the line gives the range of the scale s and the three frames where s changes
// fastest (|s - s of the frame before| / s of the frame before, largest first, earliest on a tie).

#include "readings.h"

#include <algorithm>
#include <cmath>

namespace rigpose::retarget::detail {

std::optional<CameraReading> readCamera(const sequence::Sequence& seq)
{
    if (!seq.camera || seq.camera->empty())
        return std::nullopt;
    const std::vector<sequence::CameraEntry>& cam = *seq.camera;
    CameraReading out;
    out.source = seq.cameraSource;
    out.sMin = out.sMax = cam.front().s;
    std::vector<std::pair<double, std::size_t>> change;
    for (std::size_t f = 0; f < cam.size(); ++f) {
        out.sMin = std::min(out.sMin, cam[f].s);
        out.sMax = std::max(out.sMax, cam[f].s);
        if (f > 0)
            change.push_back({std::abs(cam[f].s - cam[f - 1].s) / cam[f - 1].s, f});
    }
    std::stable_sort(change.begin(), change.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    for (std::size_t i = 0; i < change.size() && i < 3; ++i)
        if (change[i].first > 0)
            out.fastest.push_back(change[i].second);
    return out;
}

}  // namespace rigpose::retarget::detail
