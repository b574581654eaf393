#pragma once
// What a person wants to know about a pose sequence at a glance, as a small value: built once
// from the core Sequence (off the GUI thread for long files) and then only displayed.

#include <QString>
#include <QStringList>

#include <optional>

#include "rigpose/sequence/sequence.h"

namespace rigpose::widgets {

struct SequenceSummary {
    QString fileName;  // the file's name without its folder, as a title
    QString folder;    // where it lies, as the path was given; shown under the title
    qsizetype frameCount = 0;
    std::optional<double> framesPerSecond;  // core's framesPerSecond(): fps key or median 1/dt
    double durationSeconds = 0;             // see sequenceDuration()
    QStringList people;                     // ids in order of first appearance
    QString spec;                           // the spec string as read
    int minorNeeded = 0;                    // the minor the content needs when written
    bool cleaned = false;
    bool hasPelvisTrack = false;
    bool hasDepth = false;
    bool hasCamera = false;
    double width = 0;
    double height = 0;
    QString source;  // empty when the file names none

    friend bool operator==(const SequenceSummary&, const SequenceSummary&) = default;
};

SequenceSummary summarizeSequence(const sequence::Sequence& seq, const QString& fileName, const QString& folder = {});

// The time the frames cover: first to last t, plus one frame interval for the last frame's
// own display time, so 240 frames at 24 fps last 10 s (not 9.958 s). 0 for no frames.
double sequenceDuration(const sequence::Sequence& seq, std::optional<double> fps);

}  // namespace rigpose::widgets
