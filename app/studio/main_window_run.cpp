// MainWindow: reading the sequence, running clean and retarget, showing the results, and the
// current frame every view follows.

#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QStatusBar>
#include <QToolButton>

#include "document.h"
#include "frame_images.h"
#include "lanes_menu.h"
#include "main_window.h"
#include "rigpose/widgets/frame_times.h"
#include "rigpose/widgets/playback_clock.h"
#include "rigpose/widgets/refusal_model.h"
#include "rigpose/widgets/report_view.h"
#include "rigpose/widgets/scrubber.h"
#include "rigpose/widgets/sequence_info_panel.h"
#include "rigpose/widgets/skeleton_view.h"
#include "rigpose/widgets/summary_text.h"
#include "rigpose/widgets/track_timeline.h"
#include "rigpose/widgets/transport_bar.h"
#include "live_run.h"
#include "run_lanes.h"
#include "map_editor_dock.h"
#include "run_options_panel.h"
#include "rigpose/widgets/frame_cursor.h"
#include "report_follower.h"
#include "sequence_loader.h"
#include "timeline_follower.h"
#include "viewport_follower.h"

namespace rigpose::studio {

namespace {

// Refusals listed in the box itself; the rest are under "Show Details...".
constexpr int kRefusalsShownInline = 8;

}  // namespace

void MainWindow::wireRun()
{
    // The views that follow the session's sequence and runs by themselves.
    new ViewportFollower(m_session, m_view);
    new TimelineFollower(m_session, m_timeline);
    new ReportFollower(m_session, m_report);
    // One frame every view follows; the views' own requests move it.
    widgets::follow(m_cursor, m_view, &widgets::SkeletonView::setFrame);
    widgets::follow(m_cursor, m_scrubber, &widgets::Scrubber::setCurrentFrame, &widgets::Scrubber::frameRequested);
    widgets::follow(m_cursor, m_transport, &widgets::TransportBar::setCurrentFrame,
                    &widgets::TransportBar::frameRequested);
    widgets::follow(m_cursor, m_timeline, &widgets::TrackTimeline::setCurrentFrame,
                    &widgets::TrackTimeline::frameRequested);
    connect(m_report, &widgets::ReportView::frameRequested, m_cursor, &widgets::FrameCursor::setFrame);
    widgets::followTimes(m_cursor, m_scrubber, &widgets::Scrubber::setFrameTimes);
    widgets::followTimes(m_cursor, m_transport, &widgets::TransportBar::setFrameTimes);
    m_clock->follow(m_cursor);
    // The speed chosen on the transport, and J/L's rate shown beside it.
    connect(m_transport, &widgets::TransportBar::speedRequested, m_clock, &widgets::PlaybackClock::setSpeed);
    connect(m_clock, &widgets::PlaybackClock::speedChanged, m_transport, &widgets::TransportBar::setSpeed);
    connect(m_clock, &widgets::PlaybackClock::rateChanged, m_transport,
            [this](int rate) { m_transport->setRate(rate); });
    connect(m_cursor, &widgets::FrameCursor::frameChanged, this, &MainWindow::showFrame);

    connect(m_live, &LiveRun::loadStarted, this, [this](const QString& path) {
        m_sequenceStatus->setText(tr("Reading %1…").arg(QFileInfo(path).fileName()));
    });
    connect(m_live, &LiveRun::sequenceOpened, this, &MainWindow::showSequence);
    connect(m_live, &LiveRun::sequenceRefused, this, &MainWindow::showRefusedSequence);
    connect(m_live, &LiveRun::sequenceClosed, this, &MainWindow::closeSequence);
    connect(m_live, &LiveRun::runStarted, this, &MainWindow::showRunStarted);
    connect(m_live, &LiveRun::runProgress, this, &MainWindow::showProgress);
    connect(m_live, &LiveRun::runFinished, this, &MainWindow::showRun);
    connect(m_live, &LiveRun::runCanceled, this, [this] {
        m_runStatus->setText(tr("Run canceled"));
        m_progress->hide();
        m_cancel->hide();
        emit runFinished(false);
    });
    // Settled once the bake of a 3D project has ended too.
    connect(m_live, &LiveRun::settled, this, &MainWindow::finishBusy);
    connect(m_cancel, &QToolButton::clicked, m_live, &LiveRun::cancel);
    connect(m_document, &Document::changed, this, &MainWindow::projectChanged);
    connect(m_document, &Document::projectReset, this, &MainWindow::projectReset);
}

void MainWindow::projectReset()
{
    updateTitle();
    m_images->setFolder(m_document->project().frames);
    m_view->setBackground(QImage());
}

void MainWindow::projectChanged(ProjectParts parts)
{
    updateTitle();
    if (parts & ProjectPart::Frames) {
        const QString& frames = m_document->project().frames;
        m_images->setFolder(frames);
        if (frames.isEmpty())
            m_view->setBackground(QImage());
    }
}

void MainWindow::showFrame(std::size_t frame)
{
    const auto& times = m_cursor->frameTimes();
    if (!times || times->empty()) {
        m_frameStatus->clear();
        return;
    }
    if (m_images->count() > 0)
        m_images->request(frame);
    m_frameStatus->setText(
        tr("frame %1 of %2 · %3 s").arg(frame).arg(times->size() - 1).arg((*times)[frame], 0, 'f', 3));
}

void MainWindow::closeSequence()
{
    m_cursor->setFrameTimes(nullptr);
    applyR3dTimes();
    m_scrubber->setLanes({});
    m_refusals->setRefusals(RefusalList());
    m_infoPanel->clear();
    m_options->setPeople({});
    m_statusLine.clear();
    m_sequenceStatus->clear();
    m_runStatus->clear();
}

void MainWindow::showRefusedSequence(const SequenceLoad& load)
{
    // What was open stays open: a refused file changes nothing.
    m_sequenceStatus->setText(m_statusLine);
    statusBar()->showMessage(tr("Could not open %1").arg(QFileInfo(load.path).fileName()), 10000);
    showRefusals(
        tr("Could Not Open Sequence"),
        tr("%1 was refused (%Ln problem(s)); nothing was opened.", nullptr, static_cast<int>(load.refusals.total()))
            .arg(QFileInfo(load.path).fileName()),
        load.refusals);
    emit sequenceLoadFinished(false);
}

void MainWindow::showSequence(const SequenceLoad& load)
{
    m_sizeLanes = true;
    m_scrubber->setLanes({});
    QStringList ids;
    for (const std::string& id : load.sequence->personIds())
        ids << QString::fromStdString(id);
    m_options->setPeople(ids);
    m_infoPanel->setSummary(load.summary);
    m_statusLine = widgets::SummaryText::statusLine(load.summary);
    m_sequenceStatus->setText(m_statusLine);
    emit sequenceLoadFinished(true);
}

void MainWindow::showRefusals(const QString& title, const QString& text, const RefusalList& refusals)
{
    m_refusals->setRefusals(refusals);
    emit refusalsShown(refusals);
    m_problemsDock->raise();
    RefusalList shown(kRefusalsShownInline);
    shown.append(refusals);
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Close, this);
    box->setObjectName(QStringLiteral("refusalBox"));
    box->setInformativeText(widgets::SummaryText::refusalLines(shown));
    if (refusals.total() > static_cast<std::size_t>(kRefusalsShownInline))
        box->setDetailedText(widgets::SummaryText::refusalLines(refusals));
    box->setTextInteractionFlags(Qt::TextSelectableByMouse);
    box->setAttribute(Qt::WA_DeleteOnClose);
    // open(), not exec(): no nested event loop, and tests and --screenshot keep running.
    box->open();
}

void MainWindow::showRunStarted()
{
    m_progress->setRange(0, kRunStages);
    m_progress->setValue(0);
    m_progress->show();
    m_cancel->show();
    m_runStatus->setText(tr("Running…"));
}

void MainWindow::showProgress(int stage, int stages, const QString& text)
{
    m_progress->setRange(0, stages);
    m_progress->setValue(stage);
    m_runStatus->setText(text);
}

void MainWindow::showRun(const RunOutput& output)
{
    m_progress->hide();
    m_cancel->hide();
    m_refusals->setRefusals(output.refusals);
    m_mapDock->setRunRefusals(output.refusals);
    if (!output.ok()) {
        if (!output.refusals.empty())
            emit refusalsShown(output.refusals);
        m_problemsDock->raise();
        const QString refused = tr("Run refused: %n problem(s), see Problems", nullptr,
                                   static_cast<int>(output.refusals.total()));
        if (m_live->isStale()) {
            m_runStatus->setText(refused + tr(" · showing the last good run"));
        } else {
            m_scrubber->setLanes({});
            m_runStatus->setText(refused);
        }
        emit runFinished(false);
        return;
    }
    showRunLanes();
    QString timing;
    if (m_live->editToResultMs() >= 0)
        timing = tr(" · updated %1 ms after the edit").arg(m_live->editToResultMs());
    if (output.retarget)
        m_runStatus->setText((output.retarget->gate.green ? tr("Gate green") : tr("Gate not green")) + timing);
    else if (output.cleanedHere)
        m_runStatus->setText(tr("Cleaned; set a rig and a map to retarget"));
    else
        m_runStatus->setText(tr("Set a rig and a map to retarget"));
    emit runFinished(true);
}

void MainWindow::finishBusy(bool ok)
{
    if (!isBusy())
        emit settled(ok);
}

std::size_t MainWindow::currentFrame() const { return m_cursor->frame(); }

std::optional<sequence::Person> MainWindow::personOnFrame() const
{
    const RunOutput* run = lastRun();
    const std::shared_ptr<const sequence::Sequence> seq = run && run->cleaned ? run->cleaned : sequence();
    const std::size_t f = currentFrame();
    if (!seq || f >= seq->frames.size())
        return std::nullopt;
    const sequence::Frame& frame = seq->frames[f];
    const std::string id = run ? run->person.toStdString() : std::string();
    if (const sequence::Person* p = id.empty() ? nullptr : frame.person(id))
        return *p;
    if (frame.people.empty())
        return std::nullopt;
    return frame.people.front();
}

void MainWindow::setCurrentFrame(std::size_t frame) { m_cursor->setFrame(frame); }

void MainWindow::stepFrames(long delta) { m_cursor->step(delta); }

std::shared_ptr<const sequence::Sequence> MainWindow::sequence() const { return m_live->sequence(); }

QString MainWindow::sequencePath() const { return m_live->sequencePath(); }

const RunOutput* MainWindow::lastRun() const { return m_live->lastRun(); }

void MainWindow::showRunLanes()
{
    std::vector<widgets::SpanLane> lanes;
    if (const RunOutput* run = m_live->lastRun())
        for (widgets::SpanLane& lane :
             arrangedLanes(run->lanes, run->retarget.get(), m_lanesMenu->split(), m_lanesMenu->landTolerance()))
            if (!lane.spans.empty() || m_emptyLanes->isChecked())
                lanes.push_back(std::move(lane));
    m_scrubber->setLanes(std::move(lanes));
    // The first run of a sequence sizes the timeline dock to its lanes; later runs keep it.
    if (m_sizeLanes) {
        m_sizeLanes = false;
        resizeDocks({m_timelineDock}, {m_timelineDock->widget()->sizeHint().height()}, Qt::Vertical);
    }
}

}  // namespace rigpose::studio
