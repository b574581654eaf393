#pragma once
// Plays a sequence at its own times: the shown frame is the last whose t has passed, so a clip
// with uneven gaps plays as it was captured. Rates are J/K/L style: ±1, ±2, ±4, ±8 times, and
// a speed (¼, ½, 1, 2) scales them. A loop range keeps playback inside its frames.

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace rigpose::widgets {

class FrameCursor;

class PlaybackClock : public QObject {
    Q_OBJECT

public:
    // First and last frame, both played.
    using FrameRange = std::pair<std::size_t, std::size_t>;

    explicit PlaybackClock(QObject* parent = nullptr);

    // New times pause the clock, go to frame 0 and clear the loop range (it named old frames).
    void setFrameTimes(std::shared_ptr<const std::vector<double>> times);
    void setLoop(bool loop) { m_loop = loop; }
    bool loops() const { return m_loop; }
    bool isPlaying() const { return m_rate != 0; }
    // The J/K/L rate: 0 paused, ±1, ±2, ±4, ±8.
    int rate() const { return m_rate; }
    double speed() const { return m_speed; }
    // Sequence seconds per wall second: rate() × speed() (0 paused, negative backward).
    double effectiveRate() const { return m_rate * m_speed; }
    std::size_t frame() const { return m_frame; }
    // The frames playback stays inside, when set (inclusive, clamped to the clip).
    std::optional<FrameRange> loopRange() const { return m_range; }

    // Moves the play head without emitting (the owner already knows).
    void seek(std::size_t frame);
    // Drives `cursor` while playing and follows it otherwise: a frame the cursor moves to that
    // the clock did not play (a click, a step) pauses the clock there.
    void follow(FrameCursor* cursor);
    void play(int rate = 1);
    void pause();
    void togglePlay();
    // J and L: start backward or forward, or double the speed in that direction (up to 8×).
    void faster(int direction);
    // Advances the clock by `seconds` of wall time; the timer calls it, tests call it directly.
    void advance(double seconds);
    // One of kPlaySpeeds (play_speed.h); another positive value takes the nearest, and zero,
    // a negative or a non-finite value is refused.
    void setSpeed(double speed);
    // While set, play starts inside the range (at its first frame forward, its last backward),
    // wraps from one end to the other when looping and stops at the end otherwise. A range set
    // while playing outside it moves the head in (frameChanged says so). Nullopt plays it all.
    void setLoopRange(std::optional<FrameRange> range);

signals:
    void frameChanged(std::size_t frame);
    void playingChanged(bool playing);
    // rate() changed (play, pause, J, L): the transport shows it.
    void rateChanged(int rate);
    void speedChanged(double speed);
    void effectiveRateChanged(double rate);

private:
    // What playback runs over: the loop range's times or the whole clip's, [lo, hi).
    struct Bounds {
        std::size_t first = 0, last = 0;
        double lo = 0, hi = 0;
    };
    Bounds bounds() const;
    void setRate(int rate);
    void showFrame(std::size_t frame);

    std::shared_ptr<const std::vector<double>> m_times;
    std::size_t m_frame = 0;
    double m_time = 0;  // seconds on the sequence's clock
    int m_rate = 0;
    double m_speed = 1;
    bool m_loop = true;
    std::optional<FrameRange> m_range;
    QTimer m_timer;
    QElapsedTimer m_wall;
};

}  // namespace rigpose::widgets
