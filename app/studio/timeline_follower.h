#pragma once
// The track timeline's subscription to the session: the joints' tracks as read (before clean)
// and as cleaned, the new animation, the bones' curves, and the tracks an idle carried.

#include <QObject>

namespace rigpose::widgets {
class TrackTimeline;
}

namespace rigpose::studio {

class Session;
struct RunOutput;

class TimelineFollower : public QObject {
    Q_OBJECT

public:
    // Lives as long as `timeline` (its parent).
    TimelineFollower(Session* session, widgets::TrackTimeline* timeline);

private:
    void showRun(const RunOutput& run);
    void clearRun();

    Session* m_session;
    widgets::TrackTimeline* m_timeline;
};

}  // namespace rigpose::studio
