#pragma once
// Where a time lands on a strip of pixels and back: the one mapping the scrubber and the track
// timeline share, kept as a small value so it is tested without a widget (style.md, hotspot's
// TimeLineData). The visible window [start, end] seconds spans the pixels [left, left + width).

#include <algorithm>

namespace rigpose::widgets {

struct TimeAxis {
    double start = 0;  // seconds at pixel `left`
    double end = 1;    // seconds at pixel `left + width`
    double left = 0;   // px
    double width = 1;  // px, > 0

    double span() const { return end - start; }
    double pixelsPerSecond() const { return span() > 0 ? width / span() : 0; }
    double toPixel(double t) const;
    double toTime(double x) const;

    // The same strip showing `factor` times fewer seconds (factor > 1 zooms in), keeping the time
    // under `anchorX` under it, then kept inside [lower, upper] and no narrower than `minSpan`.
    TimeAxis zoomed(double factor, double anchorX, double lower, double upper, double minSpan) const;
    // The window moved by `seconds`, kept inside [lower, upper].
    TimeAxis panned(double seconds, double lower, double upper) const;
    // The same span starting at `seconds`, kept inside [lower, upper] (a scroll bar's value).
    TimeAxis startingAt(double seconds, double lower, double upper) const;
    // Whether `t` is in the window [start, end).
    bool shows(double t) const { return t >= start && t < end; }
    // The window that shows the play head after it moved from time `from` to `to`, at the same
    // zoom: unchanged when `to` is in view; a page on (or back) when the head ran off an edge by
    // less than a window from a time in view (playing, stepping); otherwise centred on `to` (a
    // jump: Home, End, a typed frame). Kept inside [lower, upper].
    TimeAxis following(double from, double to, double lower, double upper) const;

    friend bool operator==(const TimeAxis&, const TimeAxis&) = default;
};

// A tick spacing in seconds (1, 2 or 5 times a power of ten) that puts ticks at least
// `minPixels` apart on `axis`.
double tickStep(const TimeAxis& axis, double minPixels);

}  // namespace rigpose::widgets
