#pragma once
// The 3D project's bake, re-run off the GUI thread on every change of what it reads (issue 40):
// the rigs, the clip, the roles mapped by hand, the correction. Only the latest bake's result
// arrives; the last one is kept as a value the views read.

#include <QObject>

#include <memory>

#include "bake_job.h"
#include "job_tracker.h"
#include "project_fields.h"

class QTimer;

namespace rigpose::studio {

class Document;

class LiveBake : public QObject {
    Q_OBJECT

public:
    explicit LiveBake(Document* document, QObject* parent = nullptr);
    ~LiveBake() override;

    // Bakes again with the project as it is now; nothing when it is not a 3D project.
    void rebake();
    void cancel() { m_jobs.cancel(); }
    bool isRunning() const { return m_jobs.isRunning(); }
    // The last bake's result, refused or not; null before the first or without a 3D project.
    const std::shared_ptr<const BakeOutput>& last() const { return m_last; }
    // Milliseconds from the edit to the bake that answered it; -1 when no edit started it.
    qint64 editToResultMs() const { return m_editToResult; }

signals:
    void bakeStarted();
    void bakeProgress(int step, int steps, const QString& text);
    void bakeFinished(std::shared_ptr<const rigpose::studio::BakeOutput> output);
    void bakeCanceled();
    // The project is no longer a 3D project: the views clear.
    void bakeCleared();

private:
    void projectChanged(ProjectParts parts);

    Document* m_document;
    std::shared_ptr<BakeStore> m_store = std::make_shared<BakeStore>();
    JobTracker<std::shared_ptr<const BakeOutput>> m_jobs;
    std::shared_ptr<const BakeOutput> m_last;
    QTimer* m_debounce = nullptr;
    qint64 m_editStarted = -1;
    qint64 m_editToResult = -1;
};

}  // namespace rigpose::studio
