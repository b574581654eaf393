#include "timeline_follower.h"

#include "live_run.h"
#include "rigpose/widgets/frame_cursor.h"
#include "rigpose/widgets/track_timeline.h"
#include "sequence_loader.h"
#include "session.h"

namespace rigpose::studio {

TimelineFollower::TimelineFollower(Session* session, widgets::TrackTimeline* timeline)
    : QObject(timeline), m_session(session), m_timeline(timeline)
{
    connect(session, &Session::sequenceShown, this, [this](const SequenceLoad& load) {
        const auto& seq = load.sequence;
        const std::vector<std::string> people = seq->personIds();
        const QString person = QString::fromStdString(people.empty() ? std::string() : people.front());
        m_timeline->setSequences(seq, seq->cleaned ? seq : nullptr, person);
        clearRun();
        // A first look at a joint that moves in most clips, until the animator picks others.
        if (m_timeline->selectedTracks().isEmpty())
            m_timeline->selectTracks({QStringLiteral("r_wrist")});
    });
    connect(session, &Session::sequenceClosed, this, [this] {
        m_timeline->setSequences(nullptr, nullptr, QString());
        clearRun();
    });
    connect(session, &Session::runShown, this, &TimelineFollower::showRun);
}

void TimelineFollower::clearRun()
{
    m_timeline->setAnimation(nullptr, 0);
    m_timeline->setBoneCurves({});
    m_timeline->setCarriedTracks({});
}

void TimelineFollower::showRun(const RunOutput& run)
{
    // "Raw" is the clip before clean: as the pelvis keys wrote it, or as the scan normalised it.
    const auto beforeClean = run.keyed ? run.keyed : run.scanned ? run.scanned : m_session->live()->sequence();
    m_timeline->setSequences(beforeClean, run.cleaned, run.person);
    const auto& times = m_session->cursor()->frameTimes();
    m_timeline->setAnimation(run.animation, times && !times->empty() ? times->front() : 0);
    m_timeline->setBoneCurves(run.curves);
    QStringList carried;
    if (run.retarget && run.retarget->idle)
        for (const idle::DroppedTrack& track : run.retarget->idle->dropped)
            if (track.carried > 0)
                carried << QString::fromStdString(track.target + "/" + track.property);
    m_timeline->setCarriedTracks(carried);
    m_timeline->setCurrentFrame(m_session->cursor()->frame());
}

}  // namespace rigpose::studio
