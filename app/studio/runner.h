#pragma once
// Runs clean and retarget off the GUI thread through the studio's JobTracker: progress by
// stage, a stop that reaches inside each stage, and a newer run stopping and superseding the
// one before it, whose result is dropped.

#include <QObject>

#include <cstdint>

#include "job_tracker.h"
#include "pipeline_run.h"

namespace rigpose::studio {

class Runner : public QObject {
    Q_OBJECT

public:
    explicit Runner(QObject* parent = nullptr);
    ~Runner() override;

    // Starts a run; any run still going is stopped and its result will be dropped.
    void start(const RunRequest& request);
    void cancel();
    bool isRunning() const { return m_jobs.isRunning(); }
    std::uint64_t latestJob() const { return m_jobs.latestJob(); }
    std::size_t runsInFlight() const { return m_jobs.jobsInFlight(); }

signals:
    void started();
    // `stage` of `stages`, and what it is doing.
    void progress(int stage, int stages, const QString& text);
    void finished(const rigpose::studio::RunOutput& output);
    void canceled();

private:
    JobTracker<RunOutput> m_jobs;
};

// The words for a stage, for the progress line.
QString stageText(RunStage stage);

// One run as the worker does it: the pipeline, with an exception of ours turned into a
// refusal (STUDIO_INTERNAL) rather than passing for a cancel.
RunOutput runGuarded(const RunRequest& request, const JobControl& control);

}  // namespace rigpose::studio
