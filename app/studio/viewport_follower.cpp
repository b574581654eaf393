#include "viewport_follower.h"

#include "live_run.h"
#include "rigpose/widgets/frame_cursor.h"
#include "rigpose/widgets/skeleton_view.h"
#include "sequence_loader.h"
#include "session.h"

namespace rigpose::studio {

ViewportFollower::ViewportFollower(Session* session, widgets::SkeletonView* view)
    : QObject(view), m_session(session), m_view(view)
{
    connect(session, &Session::sequenceShown, this, [this](const SequenceLoad& load) {
        m_view->setRig(nullptr);
        m_view->setFeet(nullptr);
        m_view->setSequence(load.sequence);
        m_view->setRawSequence(load.sequence);
    });
    connect(session, &Session::sequenceClosed, this, [this] {
        m_view->setSequence(nullptr);
        m_view->setRawSequence(nullptr);
        m_view->setRig(nullptr);
        m_view->setFeet(nullptr);
        m_view->setNotice(QString());
    });
    connect(session, &Session::runShown, this, &ViewportFollower::showRun);
    connect(session, &Session::runRefused, this, &ViewportFollower::showRefused);
}

void ViewportFollower::showRun(const RunOutput& run)
{
    m_view->setNotice(QString());
    m_view->setSequence(run.cleaned);
    m_view->setRig(run.rig);
    // Shares the result's ownership: the feet live inside it.
    m_view->setFeet(run.retarget && run.retarget->feet
                        ? std::shared_ptr<const legs::Feet>(run.retarget, &*run.retarget->feet)
                        : nullptr);
    m_view->setHeldSpans(run.held);
    m_view->setDepthLegend(run.depthSource, run.gait);
    // With pelvis keys, "raw" is the sequence as the keys wrote it, before clean; with camera
    // keys, as the scan normalised it, so raw and cleaned share one picture's pixels.
    const auto& read = m_session->live()->sequence();
    m_view->setRawSequence(run.scanned ? (run.keyed ? run.keyed : run.scanned) : read);
    m_view->setFrame(m_session->cursor()->frame());
}

void ViewportFollower::showRefused(const RunOutput& run)
{
    if (!m_session->isStale()) {
        m_view->setRig(nullptr);
        m_view->setFeet(nullptr);
        return;
    }
    // The last good run stays on screen, said to be old, so the edit that broke it can be seen
    // against what it was.
    const QString first = run.refusals.empty() ? QString() : QString::fromStdString(run.refusals.items().front().code);
    m_view->setNotice(tr("Stale: the last edit's run was refused (%1); showing the last good run").arg(first));
}

}  // namespace rigpose::studio
