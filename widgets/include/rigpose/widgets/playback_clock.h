#pragma once
// Plays a sequence at its own times: the shown frame is the last whose t has passed, so a clip
// with uneven gaps plays as it was captured. Rates are J/K/L style: ±1, ±2, ±4, ±8 times.

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <memory>
#include <vector>

namespace rigpose::widgets {

class FrameCursor;

class PlaybackClock : public QObject {
    Q_OBJECT

public:
    explicit PlaybackClock(QObject* parent = nullptr);

    void setFrameTimes(std::shared_ptr<const std::vector<double>> times);
    void setLoop(bool loop) { m_loop = loop; }
    bool loops() const { return m_loop; }
    bool isPlaying() const { return m_rate != 0; }
    int rate() const { return m_rate; }
    std::size_t frame() const { return m_frame; }

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

signals:
    void frameChanged(std::size_t frame);
    void playingChanged(bool playing);

private:
    void setRate(int rate);

    std::shared_ptr<const std::vector<double>> m_times;
    std::size_t m_frame = 0;
    double m_time = 0;  // seconds on the sequence's clock
    int m_rate = 0;
    bool m_loop = true;
    QTimer m_timer;
    QElapsedTimer m_wall;
};

}  // namespace rigpose::widgets
