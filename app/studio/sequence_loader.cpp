#include "sequence_loader.h"

#include <QFile>
#include <QFileInfo>

#include "file_kind.h"
#include "rigpose/sequence/coco.h"
#include "rigpose/sequence/describe.h"
#include "rigpose/sequence/reader.h"

namespace rigpose::studio {

SequenceLoad loadSequence(const QString& path)
{
    SequenceLoad load;
    load.path = path;
    // The reader names the file in its messages as it was given, so pass the path as typed.
    const std::string typed = QFile::encodeName(path).toStdString();
    const bool coco = fileSpecOf(path).startsWith(QLatin1String("coco17-sequence/"));
    Loaded<sequence::Sequence> read = coco ? sequence::readCocoFile(typed) : sequence::readSequenceFile(typed);
    load.refusals = std::move(read.refusals);
    if (coco && load.refusals.empty())
        load.convertLine = sequence::convertLine(read.value);
    if (load.refusals.empty()) {
        const QFileInfo file(path);
        load.summary = widgets::summarizeSequence(read.value, file.fileName(), file.path());
        load.sequence = std::make_shared<const sequence::Sequence>(std::move(read.value));
    }
    return load;
}

SequenceLoader::SequenceLoader(QObject* parent)
    : QObject(parent), m_jobs(this, {[this](const SequenceLoad& load) { emit finished(load); }, {}, {}})
{}

void SequenceLoader::load(const QString& path)
{
    // The reader cannot be interrupted: a superseded read runs to its end and is dropped.
    m_jobs.start([path](const JobControl&) { return loadSequence(path); });
    emit started(path);
}

}  // namespace rigpose::studio
