#pragma once
// The dopesheet of the motion a run will export, as a dock: the session's last run's new
// animation, the cursor's frame and times, and the scrubber's visible window of time (mapped
// onto the dock's own width, since the two need not be as wide). A click on a key moves the
// cursor there.

#include <QDockWidget>

namespace rigpose::widgets {
class MotionDopesheet;
class Scrubber;
}  // namespace rigpose::widgets

namespace rigpose::studio {

class Session;

class DopesheetDock : public QDockWidget {
    Q_OBJECT

public:
    // `scrubber` may be null: the sheet then shows the whole clip.
    DopesheetDock(Session* session, widgets::Scrubber* scrubber, QWidget* parent = nullptr);

    widgets::MotionDopesheet* sheet() const { return m_sheet; }
    // Runs shown since the dock was made (each once).
    int runsShown() const { return m_runs; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void followAxis();

    Session* m_session;
    widgets::Scrubber* m_scrubber;
    widgets::MotionDopesheet* m_sheet;
    int m_runs = 0;
};

}  // namespace rigpose::studio
