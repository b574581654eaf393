#pragma once
// The viewport's subscription to the session: the sequence as read until a run, then the run's
// cleaned figure, rig, feet, holds and depth legend; a refused run leaves the last good one on
// screen said to be stale, or clears the rig when there was none.

#include <QObject>

namespace rigpose::widgets {
class SkeletonView;
}

namespace rigpose::studio {

class Session;
struct RunOutput;

class ViewportFollower : public QObject {
    Q_OBJECT

public:
    // Lives as long as `view` (its parent).
    ViewportFollower(Session* session, widgets::SkeletonView* view);

private:
    void showRun(const RunOutput& run);
    void showRefused(const RunOutput& run);

    Session* m_session;
    widgets::SkeletonView* m_view;
};

}  // namespace rigpose::studio
