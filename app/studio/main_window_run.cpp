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
#include "runner.h"
#include "sequence_loader.h"

namespace rigpose::studio {

namespace {

// Refusals listed in the box itself; the rest are under "Show Details...".
constexpr int kRefusalsShownInline = 8;

bool runInputsDiffer(const Project& a, const Project& b)
{
    Project x = a, y = b;
    x.frames = y.frames = QString();
    return !(x == y);
}

std::vector<std::pair<QString, QStringList>> reportSections(const RunOutput& output)
{
    return {{MainWindow::tr("clean"), output.cleanLines}, {MainWindow::tr("retarget"), output.retargetLines}};
}

}  // namespace

void MainWindow::projectReset()
{
    updateTitle();
    const Project& p = m_document->project();
    m_images->setFolder(p.frames);
    m_view->setBackground(QImage());
    if (!m_adopting)
        loadSequenceOrClear();
}

void MainWindow::projectChanged(const Project& before)
{
    updateTitle();
    const Project& p = m_document->project();
    if (p.frames != before.frames) {
        m_images->setFolder(p.frames);
        if (p.frames.isEmpty())
            m_view->setBackground(QImage());
    }
    if (m_adopting)
        return;  // adoptSequence starts the run itself
    if (p.sequence != before.sequence)
        loadSequenceOrClear();
    else if (runInputsDiffer(p, before))
        startRun();
}

void MainWindow::loadSequenceOrClear()
{
    const Project& p = m_document->project();
    {
        if (p.sequence.isEmpty()) {
            m_sequence.reset();
            m_times.reset();
            m_run.reset();
            m_sequencePath.clear();
            m_view->setSequence(nullptr);
            m_view->setRig(nullptr);
            m_scrubber->setFrameTimes(nullptr);
            m_scrubber->setLanes({});
            m_transport->setFrameTimes(nullptr);
            m_timeline->setSequences(nullptr, nullptr, QString());
            m_timeline->setAnimation(nullptr, 0);
            m_report->setLines({});
            m_refusals->setRefusals(RefusalList());
            m_infoPanel->clear();
            m_statusLine.clear();
            m_sequenceStatus->clear();
            m_runStatus->clear();
            finishBusy(true);
            return;
        }
        m_loader->load(p.sequence);
    }
}

void MainWindow::showLoad(const SequenceLoad& load)
{
    if (!load.ok()) {
        // What was open stays open: a refused file changes nothing.
        m_sequenceStatus->setText(m_statusLine);
        statusBar()->showMessage(tr("Could not open %1").arg(QFileInfo(load.path).fileName()), 10000);
        showRefusals(tr("Could Not Open Sequence"),
                     tr("%1 was refused (%Ln problem(s)); nothing was opened.", nullptr,
                        static_cast<int>(load.refusals.total()))
                         .arg(QFileInfo(load.path).fileName()),
                     load.refusals);
        emit sequenceLoadFinished(false);
        finishBusy(false);
        return;
    }
    m_sequence = load.sequence;
    m_sequencePath = load.path;
    auto times = std::make_shared<std::vector<double>>();
    times->reserve(m_sequence->frames.size());
    for (const sequence::Frame& f : m_sequence->frames)
        times->push_back(f.t);
    m_times = std::move(times);
    m_run.reset();

    m_view->setRig(nullptr);
    m_view->setSequence(m_sequence);
    m_scrubber->setFrameTimes(m_times);
    m_scrubber->setLanes({});
    m_transport->setFrameTimes(m_times);
    m_clock->setFrameTimes(m_times);
    const std::vector<std::string> people = m_sequence->personIds();
    const QString person = QString::fromStdString(people.empty() ? std::string() : people.front());
    m_timeline->setSequences(m_sequence, m_sequence->cleaned ? m_sequence : nullptr, person);
    m_timeline->setAnimation(nullptr, 0);
    if (m_timeline->selectedTracks().isEmpty())
        m_timeline->selectTracks({QStringLiteral("r_wrist")});
    m_report->setLines({});
    m_infoPanel->setSummary(load.summary);
    m_statusLine = widgets::SummaryText::statusLine(load.summary);
    m_sequenceStatus->setText(m_statusLine);
    m_frame = 0;
    setCurrentFrame(0);
    emit sequenceLoadFinished(true);
    adoptSequence(load.path);
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

void MainWindow::startRun()
{
    if (!m_sequence) {
        finishBusy(true);
        return;
    }
    const Project& p = m_document->project();
    RunRequest request;
    request.sequence = m_sequence;
    request.sequencePath = m_sequencePath;
    request.rig = p.rig;
    request.map = p.map;
    request.clean = p.clean;
    request.retarget = p.retarget;
    m_progress->setRange(0, kRunStages);
    m_progress->setValue(0);
    m_progress->show();
    m_cancel->show();
    m_runStatus->setText(tr("Running…"));
    m_runner->start(request);
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
    if (!output.ok()) {
        if (!output.refusals.empty())
            emit refusalsShown(output.refusals);
        m_run.reset();
        m_view->setRig(nullptr);
        m_scrubber->setLanes({});
        m_report->setSections(reportSections(output));
        m_problemsDock->raise();
        m_runStatus->setText(tr("Run refused: %n problem(s), see Problems", nullptr,
                                static_cast<int>(output.refusals.total())));
        emit runFinished(false);
        finishBusy(false);
        return;
    }
    m_run = output;
    m_view->setSequence(output.cleaned);
    m_view->setRig(output.rig);
    m_view->setHeldSpans(output.held);
    m_view->setDepthLegend(output.depthSource, output.gait);
    showRunLanes();
    m_report->setSections(reportSections(output));
    m_timeline->setSequences(m_sequence, output.cleaned, output.person);
    m_timeline->setAnimation(output.animation, m_times && !m_times->empty() ? m_times->front() : 0);
    if (output.retarget)
        m_runStatus->setText(output.retarget->gate.green ? tr("Gate green") : tr("Gate not green"));
    else if (output.cleanedHere)
        m_runStatus->setText(tr("Cleaned; set a rig and a map to retarget"));
    else
        m_runStatus->setText(tr("Set a rig and a map to retarget"));
    setCurrentFrame(m_frame);
    emit runFinished(true);
    finishBusy(true);
}

void MainWindow::finishBusy(bool ok)
{
    m_lastOk = ok;
    if (!isBusy())
        emit settled(ok);
}

void MainWindow::setCurrentFrame(std::size_t frame)
{
    if (!m_times || m_times->empty())
        return;
    frame = std::min(frame, m_times->size() - 1);
    m_frame = frame;
    m_view->setFrame(frame);
    m_scrubber->setCurrentFrame(frame);
    m_transport->setCurrentFrame(frame);
    m_timeline->setCurrentFrame(frame);
    if (!m_clock->isPlaying())
        m_clock->seek(frame);
    if (m_images->count() > 0)
        m_images->request(frame);
    m_frameStatus->setText(tr("frame %1 of %2 · %3 s")
                               .arg(frame)
                               .arg(m_times->size() - 1)
                               .arg((*m_times)[frame], 0, 'f', 3));
}

void MainWindow::stepFrames(long delta)
{
    if (!m_times || m_times->empty())
        return;
    m_clock->pause();
    const long last = static_cast<long>(m_times->size()) - 1;
    setCurrentFrame(static_cast<std::size_t>(std::clamp(static_cast<long>(m_frame) + delta, 0L, last)));
}

void MainWindow::showRunLanes()
{
    std::vector<widgets::SpanLane> lanes;
    if (m_run)
        for (const widgets::SpanLane& lane : m_run->lanes)
            if (!lane.spans.empty() || m_emptyLanes->isChecked())
                lanes.push_back(lane);
    m_scrubber->setLanes(std::move(lanes));
    // The dock keeps the height it had; give it what the lanes need now.
    resizeDocks({m_timelineDock}, {m_timelineDock->widget()->sizeHint().height()}, Qt::Vertical);
}

}  // namespace rigpose::studio
