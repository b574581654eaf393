#include "dopesheet_dock.h"

#include <QEvent>

#include "pipeline_run.h"
#include "rigpose/widgets/frame_cursor.h"
#include "rigpose/widgets/motion_dopesheet.h"
#include "rigpose/widgets/scrubber.h"
#include "session.h"

namespace rigpose::studio {

DopesheetDock::DopesheetDock(Session* session, widgets::Scrubber* scrubber, QWidget* parent)
    : QDockWidget(tr("Dopesheet"), parent), m_session(session), m_scrubber(scrubber)
{
    setObjectName(QStringLiteral("dopesheetDock"));
    m_sheet = new widgets::MotionDopesheet(this);
    m_sheet->setObjectName(QStringLiteral("dopesheet"));
    m_sheet->setToolTip(tr("The keys the export will write, a lane per keyed track: click a key to go to its frame"));
    setWidget(m_sheet);
    m_sheet->installEventFilter(this);

    widgets::FrameCursor* cursor = session->cursor();
    connect(session, &Session::runShown, this, [this, cursor](const RunOutput& run) {
        ++m_runs;
        const auto& times = cursor->frameTimes();
        m_sheet->setFrameTimes(times);
        m_sheet->setAnimation(run.animation, times && !times->empty() ? times->front() : 0);
        m_sheet->setCurrentFrame(cursor->frame());
        followAxis();
    });
    connect(session, &Session::runCleared, this, [this] { m_sheet->setAnimation(nullptr, 0); });
    connect(cursor, &widgets::FrameCursor::frameChanged, m_sheet, &widgets::MotionDopesheet::setCurrentFrame);
    connect(cursor, &widgets::FrameCursor::frameTimesChanged, this, [this, cursor] {
        m_sheet->setFrameTimes(cursor->frameTimes());
        followAxis();
    });
    connect(m_sheet, &widgets::MotionDopesheet::frameRequested, cursor, &widgets::FrameCursor::setFrame);
    if (m_scrubber)
        connect(m_scrubber, &widgets::Scrubber::axisChanged, this, &DopesheetDock::followAxis);
}

bool DopesheetDock::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_sheet && event->type() == QEvent::Resize)
        followAxis();
    return QDockWidget::eventFilter(watched, event);
}

void DopesheetDock::followAxis()
{
    if (!m_scrubber)
        return;
    // The scrubber's window of time on the sheet's own strip of pixels.
    widgets::TimeAxis axis = m_scrubber->axis();
    axis.left = widgets::MotionDopesheet::kDefaultNameWidth;
    axis.width = std::max(1.0, m_sheet->width() - axis.left);
    m_sheet->setAxis(axis);
}

}  // namespace rigpose::studio
