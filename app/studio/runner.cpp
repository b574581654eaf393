#include "runner.h"

#include <QCoreApplication>
#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

#include <exception>
#include <string>

namespace rigpose::studio {

namespace {

class RunnerText {
    Q_DECLARE_TR_FUNCTIONS(rigpose::studio::Runner)
};

void runJob(QPromise<RunOutput>& promise, const RunRequest& request)
{
    promise.setProgressRange(0, kRunStages);
    RunControl control;
    control.stage = [&promise](RunStage stage) {
        promise.setProgressValueAndText(static_cast<int>(stage), stageText(stage));
    };
    control.canceled = [&promise] { return promise.isCanceled(); };
    RunOutput output;
    try {
        output = runPipeline(request, control);
    } catch (const std::exception& e) {
        // A fault of ours must not pass for a cancel: the run ends refused, with a name to report.
        output = RunOutput();
        output.refusals.add("STUDIO_INTERNAL", "the run stopped on an internal error (" + std::string(e.what()) +
                                                   "); please report it with the project and its files");
    }
    if (!output.canceled)
        promise.addResult(std::move(output));
}

}  // namespace

QString stageText(RunStage stage)
{
    switch (stage) {
    case RunStage::Cleaning:
        return RunnerText::tr("Cleaning…");
    case RunStage::ReadingRig:
        return RunnerText::tr("Reading the rig and the map…");
    case RunStage::Retargeting:
        return RunnerText::tr("Retargeting and gating…");
    case RunStage::Preparing:
        return RunnerText::tr("Preparing the views…");
    case RunStage::Done:
        return RunnerText::tr("Done");
    }
    return {};
}

Runner::Runner(QObject* parent) : QObject(parent) {}

Runner::~Runner()
{
    // A run still going finishes on its own thread; wait so it does not outlive its request.
    if (m_watcher) {
        m_watcher->cancel();
        m_watcher->waitForFinished();
    }
}

void Runner::start(const RunRequest& request)
{
    if (m_watcher) {
        m_watcher->cancel();  // the core steps cannot be stopped mid-way; it ends at the next stage
        m_watcher->disconnect(this);
        m_watcher->deleteLater();  // a QFutureWatcher may go before its future ends
    }
    const std::uint64_t job = ++m_latestJob;
    auto* watcher = new QFutureWatcher<RunOutput>(this);
    m_watcher = watcher;
    connect(watcher, &QFutureWatcher<RunOutput>::progressValueChanged, this, [this, watcher](int value) {
        emit progress(value, kRunStages, watcher->progressText());
    });
    connect(watcher, &QFutureWatcher<RunOutput>::finished, this, [this, watcher, job] {
        if (job != m_latestJob)
            return;
        m_running = false;
        m_watcher = nullptr;
        watcher->deleteLater();
        if (watcher->future().resultCount() == 0) {
            emit canceled();
            return;
        }
        emit finished(watcher->future().result());
    });
    m_running = true;
    watcher->setFuture(QtConcurrent::run(runJob, request));
    emit started();
}

void Runner::cancel()
{
    if (m_watcher)
        m_watcher->cancel();
}

}  // namespace rigpose::studio
