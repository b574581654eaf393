#include "sequence_loader.h"

#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include "rigpose/sequence/reader.h"

namespace rigpose::studio {

SequenceLoad loadSequence(const QString& path)
{
    SequenceLoad load;
    load.path = path;
    // The reader names the file in its messages as it was given, so pass the path as typed.
    Loaded<sequence::Sequence> read = sequence::readSequenceFile(QFile::encodeName(path).toStdString());
    load.refusals = std::move(read.refusals);
    if (load.refusals.empty()) {
        const QFileInfo file(path);
        load.summary = widgets::summarizeSequence(read.value, file.fileName(), file.path());
        load.sequence = std::make_shared<const sequence::Sequence>(std::move(read.value));
    }
    return load;
}

SequenceLoader::SequenceLoader(QObject* parent) : QObject(parent) {}

void SequenceLoader::load(const QString& path)
{
    const std::uint64_t job = ++m_latestJob;
    auto* watcher = new QFutureWatcher<SequenceLoad>(this);
    connect(watcher, &QFutureWatcher<SequenceLoad>::finished, this, [this, watcher, job] {
        watcher->deleteLater();
        // The core reader cannot be interrupted, so a superseded read runs to its end and
        // its result is dropped here (the job-id habit, style.md).
        if (job != m_latestJob)
            return;
        m_latestFinished = job;
        emit finished(watcher->result());
    });
    watcher->setFuture(QtConcurrent::run(loadSequence, path));
    emit started(path);
}

}  // namespace rigpose::studio
