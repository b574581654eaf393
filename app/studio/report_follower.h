#pragma once
// The report's subscription to the session: what clean and retarget printed for each run,
// refused or not, and the key counts of a run that reduced its keys.

#include <QObject>

namespace rigpose::widgets {
class ReportView;
}

namespace rigpose::studio {

class Session;
struct RunOutput;

class ReportFollower : public QObject {
    Q_OBJECT

public:
    // Lives as long as `report` (its parent).
    ReportFollower(Session* session, widgets::ReportView* report);

private:
    void showLines(const RunOutput& run);

    widgets::ReportView* m_report;
};

}  // namespace rigpose::studio
