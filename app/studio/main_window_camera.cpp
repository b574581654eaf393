// MainWindow: the camera keys on the track chart: the s, tx and ty their keys give on every
// frame (cameraOfKeys, as the run's scan takes them) and the keys as marks, offered while the
// project names camera keys that read against the sequence.

#include <QFile>

#include "document.h"
#include "key_table_model.h"
#include "main_window.h"
#include "rigpose/camera/camera_keys.h"
#include "rigpose/widgets/frame_cursor.h"
#include "rigpose/widgets/key_lane.h"
#include "rigpose/widgets/track_timeline.h"

namespace rigpose::studio {

void MainWindow::showCameraKeys()
{
    const MapSource* file = m_document->keyFile(KeyKind::Camera);
    const auto& times = m_cursor->frameTimes();
    const std::size_t frames = m_cursor->frameCount();
    if (!file || !times || times->size() != frames || frames == 0) {
        m_timeline->setCameraCurves(std::nullopt);
        return;
    }
    const auto keys = camera::readCameraKeysText(file->text(), QFile::encodeName(file->path).toStdString(), frames);
    if (!keys.ok()) {
        // The list keeps the curves' names while the file is open; they come back once it reads.
        m_timeline->setCameraCurves(widgets::TrackTimeline::CameraCurves{});
        return;
    }
    widgets::TrackTimeline::CameraCurves curves;
    for (auto& values : curves.values)
        values.reserve(frames);
    for (const sequence::CameraEntry& e : camera::cameraOfKeys(keys.value, frames)) {
        curves.values[0].emplace_back(e.s);
        curves.values[1].emplace_back(e.tx);
        curves.values[2].emplace_back(e.ty);
    }
    for (const camera::CameraKey& k : keys.value.keys) {
        const double t = widgets::timeOfFrame(*times, static_cast<double>(k.frame));
        curves.keys[0].emplace_back(t, k.s);
        curves.keys[1].emplace_back(t, k.tx);
        curves.keys[2].emplace_back(t, k.ty);
    }
    m_timeline->setCameraCurves(std::move(curves));
}

}  // namespace rigpose::studio
