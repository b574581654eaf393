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
    QString joint = {};            // the one joint it names, for a lane split per joint
    QColor colour = {};            // its own colour where a lane tells its spans apart (a side); invalid: the lane's
    bool hatched = false;          // drawn hatched: a kind within the lane's kind (a tracked support)
    bool hollow = false;           // drawn as an outline: found but not shown (a set's run held back)

    friend bool operator==(const Span&, const Span&) = default;
};

struct SpanLane {
    QString name;             // shown at the lane's left ("HOLD", "Spikes")
    QColor colour;            // of its spans
    std::vector<Span> spans;  // sorted by `from` (sortSpans)
};

// What a lane is split by: one of Span's keys (&Span::group, &Span::joint).
using SplitKey = QString Span::*;

// Each lane in `names` split into one lane per value of its spans' `key` ("Holds · arms",
// "Holds · r_wrist", ...): values listed in `order` first, in that order, then the others in the
// order they first appear, so the lanes do not reshuffle from run to run. Spans with an empty key
// stay in the lane itself. Other lanes pass unchanged.
std::vector<SpanLane> splitLanes(const std::vector<SpanLane>& lanes, const std::vector<QString>& names,
                                 SplitKey key = &Span::group, const std::vector<QString>& order = {});

// Orders a lane's spans by first frame, then last.
void sortSpans(SpanLane& lane);

// The index of a span covering `frame` (the last-starting one where spans overlap).
std::optional<std::size_t> spanAt(const SpanLane& lane, std::size_t frame);
// The first frame of the first span starting after `frame`.
std::optional<std::size_t> nextSpanStart(const SpanLane& lane, std::size_t frame);
// The first frame of the last span starting before `frame`.
std::optional<std::size_t> previousSpanStart(const SpanLane& lane, std::size_t frame);

// Every span's first and last frame over all lanes, increasing, each once: where a dragged key
// snaps.
std::vector<double> spanEdges(const std::vector<SpanLane>& lanes);

}  // namespace rigpose::widgets
