#pragma once
// The words and numbers the studio shows for a sequence and its refusals, in one place so every
// view (status bar, info panel, message boxes) spells them the same way and translates them once.

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include "rigpose/util/refusal.h"
#include "rigpose/widgets/sequence_summary.h"

namespace rigpose::widgets {

class SummaryText {
    Q_DECLARE_TR_FUNCTIONS(rigpose::widgets::SummaryText)

public:
    // "240 frames" (locale digit grouping, plural by the translation).
    static QString frames(qsizetype count);
    // "24 fps", "29.97 fps"; "unknown fps" for a single frame.
    static QString framesPerSecond(std::optional<double> fps);
    // "10.0 s" below a minute, then "37:30.0" and "1:02:03.0".
    static QString duration(double seconds);
    // "a, b"; "none" for nobody.
    static QString people(const QStringList& ids);
    // "1080 × 1920 px".
    static QString pictureSize(double width, double height);
    // "rig-pose-sequence/1.2 (pelvis tilt, depth)": the minor the content needs and why.
    static QString content(const SequenceSummary& summary);
    // The status bar's line: "240 frames · 24 fps · people: a".
    static QString statusLine(const SequenceSummary& summary);
    // One "CODE: message" line per refusal, and how many were left out.
    static QString refusalLines(const RefusalList& refusals);

    // `value` with at most `decimals` places and no trailing zeros, in the UI locale.
    static QString number(double value, int decimals);
};

}  // namespace rigpose::widgets
