#pragma once
// A lane of the scrubber: a named row of frame spans (clean's holds, the retarget's HOLD, ...).
// Any kind of finding becomes a lane by listing its spans, so kinds the pipeline adds later plug
// in without touching the scrubber.

#include <QColor>
#include <QString>

#include <cstddef>
#include <optional>
#include <vector>

namespace rigpose::widgets {

struct Span {
    std::size_t from = 0, to = 0;  // frames, inclusive
    QString label;                 // what the hover says
    QString group = {};            // what it is about, for a lane split by it (a body region)

    friend bool operator==(const Span&, const Span&) = default;
};

struct SpanLane {
    QString name;   // shown at the lane's left ("HOLD", "Spikes")
    QColor colour;  // of its spans
    std::vector<Span> spans;  // sorted by `from` (sortSpans)
};

// Lane `name` split into one lane per group of its spans ("Holds · arms", ...), in the order the
// groups first appear; spans with no group stay in the lane itself. Other lanes pass unchanged.
std::vector<SpanLane> splitLanes(const std::vector<SpanLane>& lanes, const std::vector<QString>& names);

// Orders a lane's spans by first frame, then last.
void sortSpans(SpanLane& lane);

// The index of a span covering `frame` (the last-starting one where spans overlap).
std::optional<std::size_t> spanAt(const SpanLane& lane, std::size_t frame);
// The first frame of the first span starting after `frame`.
std::optional<std::size_t> nextSpanStart(const SpanLane& lane, std::size_t frame);
// The first frame of the last span starting before `frame`.
std::optional<std::size_t> previousSpanStart(const SpanLane& lane, std::size_t frame);

}  // namespace rigpose::widgets
