#pragma once
// Reads pose sequences off the GUI thread (a 54,000-frame file takes seconds) through the
// studio's JobTracker. A load returns plain values; a newer load supersedes an older one, whose
// result is dropped.

#include <QObject>
#include <QString>

#include <memory>

#include "job_tracker.h"
#include "rigpose/sequence/sequence.h"
#include "rigpose/util/refusal.h"
#include "rigpose/widgets/sequence_summary.h"

namespace rigpose::studio {

struct SequenceLoad {
    QString path;
    // Null when the file was refused. Shared so views can hold it without copying frames.
    std::shared_ptr<const sequence::Sequence> sequence;
    RefusalList refusals;
    widgets::SequenceSummary summary;  // computed on the worker too: it walks every frame
    // A coco17-sequence/1 file is converted to body-18 as it is read, as rig-pose clean --coco
    // does; this is the CONVERT line clean prints for it (empty for a body-18 file).
    std::string convertLine;

    bool ok() const { return sequence != nullptr; }
};

// The whole job, callable from any thread: read, check, summarize.
SequenceLoad loadSequence(const QString& path);

class SequenceLoader : public QObject {
    Q_OBJECT

public:
    explicit SequenceLoader(QObject* parent = nullptr);

    // Starts reading `path`; any load still running is superseded.
    void load(const QString& path);
    bool isLoading() const { return m_jobs.isRunning(); }

signals:
    void started(const QString& path);
    // Only for the latest load asked for.
    void finished(const rigpose::studio::SequenceLoad& load);

private:
    JobTracker<SequenceLoad> m_jobs;
};

}  // namespace rigpose::studio
