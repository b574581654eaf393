#include "rigpose/widgets/sequence_summary.h"

namespace rigpose::widgets {

double sequenceDuration(const sequence::Sequence& seq, std::optional<double> fps)
{
    if (seq.frames.empty())
        return 0;
    const double span = seq.frames.back().t - seq.frames.front().t;
    const double lastFrame = fps && *fps > 0 ? 1.0 / *fps : 0.0;
    return span + lastFrame;
}

SequenceSummary summarizeSequence(const sequence::Sequence& seq, const QString& fileName, const QString& folder)
{
    SequenceSummary summary;
    summary.fileName = fileName;
    summary.folder = folder;
    summary.frameCount = static_cast<qsizetype>(seq.frames.size());
    summary.framesPerSecond = sequence::framesPerSecond(seq);
    summary.durationSeconds = sequenceDuration(seq, summary.framesPerSecond);
    for (const std::string& id : seq.personIds())
        summary.people.append(QString::fromStdString(id));
    summary.spec = QString::fromStdString(seq.specRead);
    summary.minorNeeded = seq.minorNeeded();
    summary.cleaned = seq.cleaned.has_value();
    summary.hasPelvisTrack = seq.hasPelvisTrack();
    summary.hasDepth = seq.hasDepth();
    summary.hasCamera = seq.camera.has_value();
    summary.width = seq.width;
    summary.height = seq.height;
    if (seq.source)
        summary.source = QString::fromStdString(*seq.source);
    return summary;
}

}  // namespace rigpose::widgets
