#pragma once
// The one current frame of the open sequence. Views follow it (frameChanged) and ask it to move
// (setFrame, step); nobody pushes a frame to views by hand. It knows the frame times, so a
// request past either end lands on the nearest frame.

#include <QObject>

#include <cstddef>
#include <memory>
#include <vector>

namespace rigpose::widgets {

class FrameCursor : public QObject {
    Q_OBJECT

public:
    explicit FrameCursor(QObject* parent = nullptr);

    // New times (a sequence opened or closed): the cursor goes to frame 0 and says so.
    void setFrameTimes(std::shared_ptr<const std::vector<double>> times);
    const std::shared_ptr<const std::vector<double>>& frameTimes() const { return m_times; }
    std::size_t frameCount() const { return m_times ? m_times->size() : 0; }

    std::size_t frame() const { return m_frame; }
    // Seconds on the sequence's clock at the current frame; 0 with no sequence.
    double time() const;

public slots:
    // Clamped to the sequence; emits only when the frame really moves.
    void setFrame(std::size_t frame);
    // By `delta` frames, clamped at both ends.
    void step(long delta);
    void toFirst() { setFrame(0); }
    void toLast();

signals:
    void frameChanged(std::size_t frame);
    void frameTimesChanged();

private:
    std::shared_ptr<const std::vector<double>> m_times;
    std::size_t m_frame = 0;
};

// Makes `view` follow `cursor`: `show` is called with every frame the cursor moves to (and the
// one it is on now), and each frame the view's `requested` signal asks for moves the cursor.
template <typename View>
void follow(FrameCursor* cursor, View* view, void (View::*show)(std::size_t),
            void (View::*requested)(std::size_t) = nullptr)
{
    QObject::connect(cursor, &FrameCursor::frameChanged, view, show);
    if (requested)
        QObject::connect(view, requested, cursor, &FrameCursor::setFrame);
    (view->*show)(cursor->frame());
}

// And the frame times: `setTimes` gets the cursor's whenever they change.
template <typename View>
void followTimes(FrameCursor* cursor, View* view, void (View::*setTimes)(std::shared_ptr<const std::vector<double>>))
{
    QObject::connect(cursor, &FrameCursor::frameTimesChanged, view,
                     [cursor, view, setTimes] { (view->*setTimes)(cursor->frameTimes()); });
}

}  // namespace rigpose::widgets
