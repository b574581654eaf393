#include "rigpose/widgets/time_axis.h"

#include <cmath>

namespace rigpose::widgets {

double TimeAxis::toPixel(double t) const
{
    if (span() <= 0)
        return left;
    return left + (t - start) * width / span();
}

double TimeAxis::toTime(double x) const
{
    if (width <= 0)
        return start;
    return start + (x - left) * span() / width;
}

TimeAxis TimeAxis::zoomed(double factor, double anchorX, double lower, double upper, double minSpan) const
{
    if (factor <= 0 || span() <= 0)
        return *this;
    const double anchor = toTime(anchorX);
    const double fullSpan = upper - lower;
    const double newSpan = std::clamp(span() / factor, std::min(minSpan, fullSpan), fullSpan);
    // The anchor keeps its share of the window, so the time under the mouse stays under it.
    const double share = (anchor - start) / span();
    TimeAxis out = *this;
    out.start = anchor - share * newSpan;
    out.end = out.start + newSpan;
    return out.panned(0, lower, upper);
}

TimeAxis TimeAxis::panned(double seconds, double lower, double upper) const
{
    TimeAxis out = *this;
    const double s = span();
    out.start = start + seconds;
    if (out.start < lower)
        out.start = lower;
    if (out.start + s > upper)
        out.start = std::max(lower, upper - s);
    out.end = out.start + std::min(s, upper - lower);
    return out;
}

TimeAxis TimeAxis::startingAt(double seconds, double lower, double upper) const
{
    return panned(seconds - start, lower, upper);
}

TimeAxis TimeAxis::following(double from, double to, double lower, double upper) const
{
    if (shows(to))
        return *this;
    const double s = span();
    // A run off an edge pages on, so playback reads as pages rather than a strip sliding by.
    if (shows(from) && to > from && to < end + s)
        return panned(s, lower, upper);
    if (shows(from) && to < from && to >= start - s)
        return panned(-s, lower, upper);
    return startingAt(to - s / 2, lower, upper);
}

double tickStep(const TimeAxis& axis, double minPixels)
{
    const double pps = axis.pixelsPerSecond();
    if (pps <= 0 || minPixels <= 0)
        return 1;
    const double least = minPixels / pps;
    double power = std::pow(10.0, std::floor(std::log10(least)));
    for (;;) {
        for (double m : {1.0, 2.0, 5.0})
            if (m * power >= least * (1 - 1e-12))
                return m * power;
        power *= 10;
    }
}

}  // namespace rigpose::widgets
