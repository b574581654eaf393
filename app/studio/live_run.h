#pragma once
// The document's inputs, read and run: the open sequence (read off the GUI thread), and clean
// and retarget re-run on every change of what a run reads, the last green run kept as values.
// The main window shows what this says; it holds none of the run's state itself.

#include <QElapsedTimer>
#include <QObject>
#include <QString>

class QTimer;

#include <memory>
#include <optional>
#include <vector>

#include "pipeline_run.h"
#include "project_fields.h"
#include "rigpose/sequence/sequence.h"

namespace rigpose::studio {

class Document;
inline constexpr int kEditDebounceMs = 15;  // under the 30 ms: one run per burst of edits
class Runner;
class SequenceLoader;
struct SequenceLoad;

class LiveRun : public QObject {
    Q_OBJECT

public:
    explicit LiveRun(Document* document, QObject* parent = nullptr);

    // Reads a sequence; once read, the project takes it (a new project when nothing is open).
    void openSequence(const QString& path);
    // Opens a project read from `path`: its sequence is read first, and only once it reads does
    // the document become the project. A refused sequence leaves the open document whole.
    void openProject(const Project& project, const QString& path);
    // Runs again with the document as it is now (the document's changes call it).
    void rerun();
    void cancel();

    bool isLoading() const;
    bool isRunning() const;
    bool isBusy() const { return isLoading() || isRunning(); }

    // The open sequence as read, or null. Shared: views hold it without copying frames.
    const std::shared_ptr<const sequence::Sequence>& sequence() const { return m_sequence; }
    const std::shared_ptr<const std::vector<double>>& frameTimes() const { return m_times; }
    QString sequencePath() const { return m_sequencePath; }
    // The last green run (null before the first). A refused run after it leaves it in place,
    // marked stale: the views keep showing it while the refusal says why it is old.
    const RunOutput* lastRun() const { return m_run ? &*m_run : nullptr; }
    bool isStale() const { return m_stale; }
    // Milliseconds from the last edit to the run that answered it, for the status bar; -1 when
    // the last run was not started by an edit.
    qint64 editToResultMs() const { return m_editToResult; }
    Runner* runner() const { return m_runner; }

    // What the run would ask for now, for the document as it is.
    RunRequest request() const;

signals:
    void loadStarted(const QString& path);
    // A sequence was read and is open now; the project takes it right after.
    void sequenceOpened(const rigpose::studio::SequenceLoad& load);
    // A sequence was refused: what was open stays open.
    void sequenceRefused(const rigpose::studio::SequenceLoad& load);
    // The project names no sequence any more.
    void sequenceClosed();
    void runStarted();
    void runProgress(int stage, int stages, const QString& text);
    // Green or refused.
    void runFinished(const rigpose::studio::RunOutput& output);
    void runCanceled();
    // Nothing is being read or run any more; `ok` is false when the last step was refused.
    void settled(bool ok);

private:
    void documentChanged(ProjectParts parts);
    // An edit: runs after a short pause, so a burst of edits (typing, a drag) is one run.
    void rerunSoon();
    void documentReset();
    void loadOrClose();
    void loaded(const SequenceLoad& load);
    void adopt(const QString& path);
    void ran(const RunOutput& output);
    void settle(bool ok);

    Document* m_document;
    SequenceLoader* m_loader;
    Runner* m_runner;
    std::shared_ptr<const sequence::Sequence> m_sequence;
    std::shared_ptr<const std::vector<double>> m_times;
    QString m_sequencePath;
    std::string m_convertLine;  // the open sequence's CONVERT line when it was a COCO file
    std::optional<RunOutput> m_run;
    bool m_stale = false;
    // The last clean, taken by runs that change only what the retarget reads.
    std::shared_ptr<const CleanedInput> m_cleaned;
    QTimer* m_debounce;
    QElapsedTimer m_sinceEdit;
    bool m_editWaiting = false;  // a run answering an edit is due or going
    qint64 m_editToResult = -1;
    bool m_adopting = false;  // the project is taking a sequence already read
    // A project waiting for its sequence to be read before it replaces the document.
    struct PendingProject {
        Project project;
        QString path;
    };
    std::optional<PendingProject> m_pending;
};

// Where an export of the motion goes by default, and what the MOTION line names as the run's
// output: <animation>.motion.json beside the project file, or beside the sequence when the
// project has not been saved.
QString defaultMotionPath(const Document& document);

}  // namespace rigpose::studio
