#pragma once
// Every background job of the studio runs through a JobTracker (hotspot's jobtracker.h is the
// model). A job is a plain function of values and a stop token, run on the thread pool.
// Starting a job stops the one before it (its token, so it ends mid-stage), and only the latest
// job's result reaches the handlers, on the GUI thread; a stopped job's result is dropped.

#include <QFutureWatcher>
#include <QObject>
#include <QPromise>
#include <QString>
#include <QtConcurrent/QtConcurrentRun>

#include <cstdint>
#include <functional>
#include <list>
#include <optional>
#include <stop_token>

namespace rigpose::studio {

// What a running job is given: whether to stop, and where to say how far it is.
struct JobControl {
    std::stop_token stop;
    std::function<void(int step, const QString& text)> progress;

    void report(int step, const QString& text) const
    {
        if (progress)
            progress(step, text);
    }
};

template <typename Result>
class JobTracker {
public:
    using Work = std::function<Result(const JobControl&)>;
    struct Handlers {
        std::function<void(const Result&)> finished;  // the latest job's result
        std::function<void()> stopped;                // the latest job was stopped before it ended
        std::function<void(int step, int steps, const QString& text)> progress;
    };

    // The watchers live under `context`, so signals arrive on its thread.
    JobTracker(QObject* context, Handlers handlers) : m_context(context), m_handlers(std::move(handlers)) {}
    JobTracker(const JobTracker&) = delete;
    JobTracker& operator=(const JobTracker&) = delete;

    // Stops every job still running and waits for it: none outlives what it was given.
    ~JobTracker()
    {
        for (Job& job : m_jobs) {
            job.stop.request_stop();
            job.watcher->disconnect();
        }
        for (Job& job : m_jobs) {
            job.watcher->waitForFinished();
            delete job.watcher;
        }
    }

    // Runs `work`; `steps` is the range its progress reports fall in. Returns the job's number.
    std::uint64_t start(Work work, int steps = 0)
    {
        for (Job& job : m_jobs)
            job.stop.request_stop();
        const std::uint64_t id = ++m_latest;
        Job& job = m_jobs.emplace_back(Job{id, std::stop_source(), new QFutureWatcher<Result>(m_context)});
        QFutureWatcher<Result>* watcher = job.watcher;
        QObject::connect(watcher, &QFutureWatcherBase::finished, m_context, [this, id] { finish(id); });
        m_running = true;
        // Progress is posted to the context, not through the promise: Qt drops a promise's progress
        // reports that come within 40 ms of the one before, and a stage that starts right after
        // another would never be seen.
        JobControl control{job.stop.get_token(), [this, id, steps](int step, const QString& text) {
                               QMetaObject::invokeMethod(
                                   m_context,
                                   [this, id, step, steps, text] {
                                       if (id == m_latest && m_handlers.progress)
                                           m_handlers.progress(step, steps, text);
                                   },
                                   Qt::QueuedConnection);
                           }};
        watcher->setFuture(QtConcurrent::run([work = std::move(work), control](QPromise<Result>& promise) {
            std::optional<Result> result(work(control));
            if (!control.stop.stop_requested())
                promise.addResult(std::move(*result));
            // Finished now: what a stopped job leaves behind is freed after, on this worker, so
            // freeing a long clip's half-built values is not part of how long a stop takes.
            promise.finish();
            result.reset();
        }));
        return id;
    }

    // Stops the latest job; its handlers get `stopped` when it has ended.
    void cancel()
    {
        if (!m_jobs.empty())
            m_jobs.back().stop.request_stop();
    }

    bool isRunning() const { return m_running; }
    std::uint64_t latestJob() const { return m_latest; }
    // Jobs started and not yet ended, superseded ones included.
    std::size_t jobsInFlight() const { return m_jobs.size(); }

private:
    struct Job {
        std::uint64_t id;
        std::stop_source stop;
        QFutureWatcher<Result>* watcher;
    };

    void finish(std::uint64_t id)
    {
        auto it = std::find_if(m_jobs.begin(), m_jobs.end(), [id](const Job& j) { return j.id == id; });
        if (it == m_jobs.end())
            return;
        QFutureWatcher<Result>* watcher = it->watcher;
        m_jobs.erase(it);
        watcher->deleteLater();
        if (id != m_latest)
            return;  // superseded: a newer job is running, or has already reported
        m_running = false;
        if (watcher->future().resultCount() == 0) {
            if (m_handlers.stopped)
                m_handlers.stopped();
            return;
        }
        if (m_handlers.finished)
            m_handlers.finished(watcher->future().result());
    }

    QObject* m_context;
    Handlers m_handlers;
    std::list<Job> m_jobs;  // stable addresses: a stop source is handed out by reference
    std::uint64_t m_latest = 0;
    bool m_running = false;
};

}  // namespace rigpose::studio
