#include "session.h"

#include "live_run.h"
#include "rigpose/widgets/frame_cursor.h"
#include "sequence_loader.h"

namespace rigpose::studio {

Session::Session(Document* document, LiveRun* live, widgets::FrameCursor* cursor, QObject* parent)
    : QObject(parent), m_document(document), m_live(live), m_cursor(cursor)
{
    connect(live, &LiveRun::sequenceOpened, this, [this](const SequenceLoad& load) {
        if (m_cursor->frameTimes() != m_live->frameTimes())
            m_cursor->setFrameTimes(m_live->frameTimes());
        emit sequenceShown(load);
    });
    connect(live, &LiveRun::sequenceClosed, this, [this] {
        emit sequenceClosed();
        emit runCleared();
    });
    connect(live, &LiveRun::runFinished, this, [this](const RunOutput& output) {
        if (output.ok()) {
            emit runShown(output);
            return;
        }
        emit runRefused(output);
        if (!m_live->isStale())
            emit runCleared();
    });
}

const RunOutput* Session::run() const { return m_live->lastRun(); }

bool Session::isStale() const { return m_live->isStale(); }

}  // namespace rigpose::studio
