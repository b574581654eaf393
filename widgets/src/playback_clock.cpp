#include "rigpose/widgets/playback_clock.h"

#include <cmath>
#include <cstdlib>

#include "rigpose/widgets/frame_cursor.h"
#include "rigpose/widgets/frame_times.h"
#include "rigpose/widgets/play_speed.h"

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
    m_range.reset();
    seek(0);
}

PlaybackClock::Bounds PlaybackClock::bounds() const
{
    const std::vector<double>& times = *m_times;
    Bounds b{0, times.size() - 1, times.front(), clipEnd(times)};
    if (m_range) {
        b.first = std::min(m_range->first, b.last);
        b.last = std::min(m_range->second, b.last);
        b.lo = times[b.first];
        // The last frame is played for its own gap: the range ends where the next frame starts.
        b.hi = b.last + 1 < times.size() ? times[b.last + 1] : b.hi;
    }
    return b;
}

void PlaybackClock::seek(std::size_t frame)
{
    if (!m_times || m_times->empty())
        return;
    m_frame = std::min(frame, m_times->size() - 1);
    m_time = (*m_times)[m_frame];
}

void PlaybackClock::showFrame(std::size_t frame)
{
    const std::size_t before = m_frame;
    seek(frame);
    if (m_frame != before)
        emit frameChanged(m_frame);
}

void PlaybackClock::play(int rate)
{
    if (!m_times || m_times->size() < 2)
        return;
    const Bounds b = bounds();
    // Play from outside the range starts at its near end; from the end without loop goes back
    // to the start, as every player does. The jump is said, so the cursor shows it at once.
    if (rate > 0 && (m_frame < b.first || m_frame > b.last || (m_frame >= b.last && !m_loop)))
        showFrame(b.first);
    else if (rate < 0 && m_range && (m_frame < b.first || m_frame > b.last || (m_frame <= b.first && !m_loop)))
        showFrame(b.last);
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

void PlaybackClock::setSpeed(double speed)
{
    const double offered = nearestPlaySpeed(speed);
    if (offered == 0 || offered == m_speed)
        return;
    const double before = effectiveRate();
    m_speed = offered;
    emit speedChanged(m_speed);
    if (effectiveRate() != before)
        emit effectiveRateChanged(effectiveRate());
}

void PlaybackClock::setLoopRange(std::optional<FrameRange> range)
{
    if (range && range->first > range->second)
        range = FrameRange{range->second, range->first};
    m_range = range;
    if (!m_range || !isPlaying() || !m_times || m_times->empty())
        return;
    const Bounds b = bounds();
    if (m_frame < b.first || m_frame > b.last)
        showFrame(m_rate > 0 ? b.first : b.last);
}

void PlaybackClock::setRate(int rate)
{
    const bool was = isPlaying();
    const int before = m_rate;
    const double beforeEffective = effectiveRate();
    m_rate = rate;
    if (rate != 0 && !m_timer.isActive()) {
        m_wall.start();
        m_timer.start();
    } else if (rate == 0) {
        m_timer.stop();
    }
    if (was != isPlaying())
        emit playingChanged(isPlaying());
    if (before != m_rate)
        emit rateChanged(m_rate);
    if (beforeEffective != effectiveRate())
        emit effectiveRateChanged(effectiveRate());
}

void PlaybackClock::advance(double seconds)
{
    if (!m_times || m_times->empty() || m_rate == 0)
        return;
    const std::vector<double>& times = *m_times;
    const Bounds b = bounds();
    // A head moved outside the range while playing (a seek) re-enters at the near end.
    if (m_time < b.lo || m_time >= b.hi)
        m_time = times[m_rate > 0 ? b.first : b.last];
    m_time += seconds * effectiveRate();
    if (m_time >= b.hi || m_time < b.lo) {
        if (m_loop) {
            const double length = b.hi - b.lo;
            m_time = length > 0 ? b.lo + std::fmod(std::fmod(m_time - b.lo, length) + length, length) : b.lo;
        } else {
            m_time = std::clamp(m_time, b.lo, times[b.last]);
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
