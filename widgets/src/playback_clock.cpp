#include "rigpose/widgets/playback_clock.h"

#include <cmath>
#include <cstdlib>

#include "rigpose/widgets/frame_cursor.h"
#include "rigpose/widgets/frame_times.h"

namespace rigpose::widgets {

namespace {
constexpr int kTickMs = 8;  // finer than any frame rate a pose detector writes
constexpr int kMaxRate = 8;
}  // namespace

PlaybackClock::PlaybackClock(QObject* parent) : QObject(parent)
{
    m_timer.setTimerType(Qt::PreciseTimer);
    m_timer.setInterval(kTickMs);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        const double seconds = m_wall.nsecsElapsed() / 1e9;
        m_wall.restart();
        advance(seconds);
    });
}

void PlaybackClock::setFrameTimes(std::shared_ptr<const std::vector<double>> times)
{
    pause();
    m_times = std::move(times);
    seek(0);
}

void PlaybackClock::seek(std::size_t frame)
{
    if (!m_times || m_times->empty())
        return;
    m_frame = std::min(frame, m_times->size() - 1);
    m_time = (*m_times)[m_frame];
}

void PlaybackClock::play(int rate)
{
    if (!m_times || m_times->size() < 2)
        return;
    // Play from the end goes back to the start, as every player does.
    if (rate > 0 && m_frame + 1 >= m_times->size() && !m_loop)
        seek(0);
    setRate(rate);
}

void PlaybackClock::pause() { setRate(0); }

void PlaybackClock::togglePlay()
{
    if (isPlaying())
        pause();
    else
        play(1);
}

void PlaybackClock::faster(int direction)
{
    const int sign = direction < 0 ? -1 : 1;
    if (m_rate == 0 || (m_rate > 0) != (sign > 0))
        play(sign);
    else
        setRate(std::min(kMaxRate, std::abs(m_rate) * 2) * sign);
}

void PlaybackClock::setRate(int rate)
{
    const bool was = isPlaying();
    m_rate = rate;
    if (rate != 0 && !m_timer.isActive()) {
        m_wall.start();
        m_timer.start();
    } else if (rate == 0) {
        m_timer.stop();
    }
    if (was != isPlaying())
        emit playingChanged(isPlaying());
}

void PlaybackClock::advance(double seconds)
{
    if (!m_times || m_times->empty() || m_rate == 0)
        return;
    const std::vector<double>& times = *m_times;
    const double start = times.front(), end = clipEnd(times);
    m_time += seconds * m_rate;
    if (m_time >= end || m_time < start) {
        if (m_loop) {
            const double length = end - start;
            m_time = start + std::fmod(std::fmod(m_time - start, length) + length, length);
        } else {
            m_time = std::clamp(m_time, start, times.back());
            pause();
        }
    }
    const std::size_t frame = frameShownAt(times, m_time);
    if (frame != m_frame) {
        m_frame = frame;
        emit frameChanged(frame);
    }
}

void PlaybackClock::follow(FrameCursor* cursor)
{
    connect(this, &PlaybackClock::frameChanged, cursor, &FrameCursor::setFrame);
    connect(cursor, &FrameCursor::frameTimesChanged, this, [this, cursor] { setFrameTimes(cursor->frameTimes()); });
    connect(cursor, &FrameCursor::frameChanged, this, [this](std::size_t frame) {
        if (frame == m_frame)
            return;  // the clock's own step, or no move at all
        pause();
        seek(frame);
    });
}

}  // namespace rigpose::widgets
