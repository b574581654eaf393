#pragma once
// Runs clean and retarget off the GUI thread (QtConcurrent with a QPromise): progress by stage,
// cancel between stages, and a job number so a run superseded by a newer one is dropped when it
// arrives (style.md: hotspot's job tracker).

#include <QFutureWatcher>
#include <QObject>

#include <cstdint>

#include "pipeline_run.h"

namespace rigpose::studio {

class Runner : public QObject {
    Q_OBJECT

public:
    explicit Runner(QObject* parent = nullptr);
    ~Runner() override;

    // Starts a run; any run still going is canceled and its result will be dropped.
    void start(const RunRequest& request);
    void cancel();
    bool isRunning() const { return m_running; }
    std::uint64_t latestJob() const { return m_latestJob; }

signals:
    void started();
    // `stage` of `stages`, and what it is doing.
    void progress(int stage, int stages, const QString& text);
    void finished(const rigpose::studio::RunOutput& output);
    void canceled();

private:
    std::uint64_t m_latestJob = 0;
    bool m_running = false;
    QFutureWatcher<RunOutput>* m_watcher = nullptr;
};

// The words for a stage, for the progress line.
QString stageText(RunStage stage);

}  // namespace rigpose::studio
