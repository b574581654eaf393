#pragma once
// What every view of the studio follows: the open document, the frame the views show, and the
// last run shown. A view subscribes to the session through an adapter of its own (a dock, a
// panel) instead of being pushed each run by the window, so a new view is a new file: it takes
// the session, connects to runShown, runCleared and the cursor, and needs no edit elsewhere.

#include <QObject>

#include <memory>

namespace rigpose::widgets {
class FrameCursor;
}

namespace rigpose::studio {

class Document;
class LiveRun;
struct RunOutput;
struct SequenceLoad;

class Session : public QObject {
    Q_OBJECT

public:
    // The session follows `live`'s runs and reads; it owns none of the three.
    Session(Document* document, LiveRun* live, widgets::FrameCursor* cursor, QObject* parent = nullptr);

    Document* document() const { return m_document; }
    LiveRun* live() const { return m_live; }
    widgets::FrameCursor* cursor() const { return m_cursor; }
    // The run the views show: the last green one (kept, stale, while a later edit is refused),
    // null before the first and after the sequence closed.
    const RunOutput* run() const;
    // The last run was refused while an older green one stays on screen.
    bool isStale() const;

signals:
    // A sequence read and opened, the cursor already on its frame times; no run of it yet.
    void sequenceShown(const rigpose::studio::SequenceLoad& load);
    // The sequence closed: nothing of it is left to show.
    void sequenceClosed();
    // Each green run, once, after the cursor has the sequence's frame times.
    void runShown(const rigpose::studio::RunOutput& run);
    // Nothing to show any more: the sequence closed, or a run was refused with no good one before it.
    void runCleared();
    // Each refused run, once, before runCleared when it leaves nothing to show; isStale() says
    // whether the last good run is still on screen.
    void runRefused(const rigpose::studio::RunOutput& run);

private:
    Document* m_document;
    LiveRun* m_live;
    widgets::FrameCursor* m_cursor;
};

}  // namespace rigpose::studio
