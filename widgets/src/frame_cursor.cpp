#include "rigpose/widgets/frame_cursor.h"

#include <algorithm>

namespace rigpose::widgets {

FrameCursor::FrameCursor(QObject* parent) : QObject(parent) {}

void FrameCursor::setFrameTimes(std::shared_ptr<const std::vector<double>> times)
{
    m_times = std::move(times);
    m_frame = 0;
    emit frameTimesChanged();
    emit frameChanged(m_frame);
}

double FrameCursor::time() const { return frameCount() ? (*m_times)[m_frame] : 0.0; }

void FrameCursor::setFrame(std::size_t frame)
{
    if (frameCount() == 0)
        return;
    frame = std::min(frame, frameCount() - 1);
    if (frame == m_frame)
        return;
    m_frame = frame;
    emit frameChanged(m_frame);
}

void FrameCursor::step(long delta)
{
    if (frameCount() == 0)
        return;
    const long last = static_cast<long>(frameCount()) - 1;
    setFrame(static_cast<std::size_t>(std::clamp(static_cast<long>(m_frame) + delta, 0L, last)));
}

void FrameCursor::toLast()
{
    if (frameCount() > 0)
        setFrame(frameCount() - 1);
}

}  // namespace rigpose::widgets
