// rig-pose scan: every joint of the sequence put back into frame 0's picture by its camera.

#include "rigpose/camera/scan.h"

#include <cmath>

namespace rigpose::camera {

Loaded<sequence::Sequence> scanSequence(const sequence::Sequence& raw, const std::vector<sequence::CameraEntry>& camera,
                                        const std::string& source)
{
    Loaded<sequence::Sequence> out;
    if (raw.cleaned)
        out.refusals.add("SCAN_AFTER_CLEAN",
                         "the sequence already carries clean's record: it was cleaned with the "
                         "camera's steps still in it; scan the detector's sequence, then clean it");
    if (raw.camera)
        out.refusals.add("SCAN_CAMERA", "the sequence already carries a camera" +
                                            (raw.cameraSource ? " (" + *raw.cameraSource + ")" : std::string()) +
                                            ", so its joints are normalised already; scan the detector's sequence");
    if (camera.size() != raw.frames.size())
        out.refusals.add("SCAN_CAMERA", "the camera has " + std::to_string(camera.size()) + " entries for " +
                                            std::to_string(raw.frames.size()) + " frames; give one a frame");
    for (std::size_t f = 0; f < camera.size(); ++f)
        if (!(camera[f].s > 0) || !std::isfinite(camera[f].s) || !std::isfinite(camera[f].tx) ||
            !std::isfinite(camera[f].ty))
            out.refusals.add(
                "SCAN_CAMERA",
                "camera entry " + std::to_string(f) + ": s must be a finite number above 0 and tx, ty finite",
                {.frame = f});
    if (!out.refusals.empty())
        return out;
    out.value = raw;
    for (std::size_t f = 0; f < raw.frames.size(); ++f) {
        const sequence::CameraEntry& c = camera[f];
        const Eigen::Vector2d t(c.tx, c.ty);
        for (sequence::Person& person : out.value.frames[f].people)
            for (sequence::JointSample& j : person.joints)
                if (j.at)
                    *j.at = (*j.at - t) / c.s;
    }
    out.value.camera = camera;
    out.value.cameraSource = source;
    return out;
}

}  // namespace rigpose::camera
