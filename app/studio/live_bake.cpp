#include "live_bake.h"

#include <QElapsedTimer>
#include <QTimer>

#include "document.h"

namespace rigpose::studio {

namespace {

qint64 nowMs()
{
    static const QElapsedTimer clock = [] {
        QElapsedTimer t;
        t.start();
        return t;
    }();
    return clock.elapsed();
}

}  // namespace

LiveBake::LiveBake(Document* document, QObject* parent)
    : QObject(parent)
    , m_document(document)
    , m_jobs(this,
             {.finished =
                  [this](const std::shared_ptr<const BakeOutput>& output) {
                      m_last = output;
                      m_editToResult = m_editStarted >= 0 ? nowMs() - m_editStarted : -1;
                      m_editStarted = -1;
                      emit bakeFinished(output);
                  },
              .stopped = [this] { emit bakeCanceled(); },
              .progress = [this](int step, int steps, const QString& text) { emit bakeProgress(step, steps, text); }})
{
    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    // A role edit is one pick, not a burst of typing: the edits of one turn of the event loop
    // (an undo macro, an import) are gathered, and nothing waits longer.
    m_debounce->setInterval(0);
    connect(m_debounce, &QTimer::timeout, this, &LiveBake::rebake);
    connect(document, &Document::changed, this, &LiveBake::projectChanged);
    connect(document, &Document::projectReset, this, &LiveBake::rebake);
}

LiveBake::~LiveBake() = default;

void LiveBake::projectChanged(ProjectParts parts)
{
    if (!(parts & ProjectPart::R3d))
        return;
    if (m_editStarted < 0)
        m_editStarted = nowMs();
    m_debounce->start();
}

void LiveBake::rebake()
{
    m_debounce->stop();
    const Project3D& project = m_document->project().r3d;
    if (!project.isOpen()) {
        m_jobs.cancel();
        m_editStarted = -1;
        if (m_last) {
            m_last.reset();
            emit bakeCleared();
        }
        return;
    }
    emit bakeStarted();
    m_jobs.start(
        [request = BakeRequest{project}, store = m_store](const JobControl& control) {
            return std::shared_ptr<const BakeOutput>(std::make_shared<BakeOutput>(runBake(request, *store, control)));
        },
        3);
}

}  // namespace rigpose::studio
