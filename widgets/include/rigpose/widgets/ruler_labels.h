#pragma once
// Where the scrubber's ruler puts its labels: a step between ticks wide enough for the widest
// label, every label wholly inside the ruler and none over another. A value function, so it is
// tested with the widget's font without painting (tests/widgets/tst_ruler_labels.cpp).

#include <QRect>
#include <QString>

#include <cstddef>
#include <functional>
#include <vector>

#include "rigpose/widgets/time_axis.h"

namespace rigpose::widgets {

struct RulerLabel {
    double time = 0;        // seconds at the tick
    std::size_t frame = 0;  // the frame showing at the tick; the frame count at the clip's end
    QString text;           // "1:40 · 1200": the whole of both numbers
    QRect rect;             // where the text goes: inside the ruler, clear of its neighbours
};

struct RulerLayout {
    double step = 1;  // seconds between ticks (every tick is drawn, labelled or not)
    std::vector<RulerLabel> labels;
};

// The pixel width of a text in the font the ruler draws with (QFontMetrics::horizontalAdvance).
using TextWidth = std::function<int(const QString&)>;

// Labels for the ticks of `axis` over a clip of frames at `times` ending at `end` (clipEnd,
// passed in: it reads every gap), inside `ruler`: ticks are `gap` px further apart than the
// widest label; a label past the ruler's right edge is shifted in, and one that would then
// touch the label before it is dropped.
RulerLayout rulerLayout(const TimeAxis& axis, const std::vector<double>& times, double end, const QRect& ruler,
                        const TextWidth& width, int gap = 8);

// A tick's time at ticks `step` apart: "4.5 s", "12 s", "1:40", "1:40.5".
QString rulerTimeText(double seconds, double step);

}  // namespace rigpose::widgets
