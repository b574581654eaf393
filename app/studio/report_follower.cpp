#include "report_follower.h"

#include "pipeline_run.h"
#include "rigpose/widgets/report_view.h"
#include "session.h"

namespace rigpose::studio {

ReportFollower::ReportFollower(Session* session, widgets::ReportView* report) : QObject(report), m_report(report)
{
    const auto clear = [this] {
        m_report->setLines({});
        m_report->setKeyCounts({});
    };
    connect(session, &Session::sequenceShown, this, clear);
    connect(session, &Session::sequenceClosed, this, clear);
    connect(session, &Session::runShown, this, [this](const RunOutput& run) {
        showLines(run);
        m_report->setKeyCounts(run.retarget && run.retarget->reduce ? run.retarget->reduce->tracks
                                                                    : std::vector<reduce::TrackRow>{});
    });
    connect(session, &Session::runRefused, this, [this](const RunOutput& run) {
        showLines(run);
        m_report->setKeyCounts({});
    });
}

void ReportFollower::showLines(const RunOutput& run)
{
    m_report->setSections({{tr("clean"), run.cleanLines}, {tr("retarget"), run.retargetLines}});
}

}  // namespace rigpose::studio
