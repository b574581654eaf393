// --contact-keys over the readings (ref #303, #338): on every frame the keys cover, their support
// replaces whatever the readings decided; what the readings found before the cover is kept.

#include "legs.h"

namespace rigpose::legs::detail {

ContactKeysReading applyContactKeys(const ContactKeys& keys, SupportReading& reading)
{
    const std::size_t n = reading.support.size();
    ContactKeysReading out;
    out.keys = keys.keys.size();
    const std::vector<std::optional<int>> keyed = contactSupport(keys, n);
    const std::vector<int> before = reading.support;
    out.firstCovered = n;
    for (std::size_t f = 0; f < n; ++f) {
        if (!keyed[f])
            continue;
        out.firstCovered = std::min(out.firstCovered, f);
        ++out.covered;
        const int side = *keyed[f];
        if (side != before[f]) {
            ++out.changed;
            if (!out.runsChanged.empty() && out.runsChanged.back().second + 1 == f)
                out.runsChanged.back().second = f;
            else
                out.runsChanged.emplace_back(f, f);
        }
        if (side == kNoSide) {
            if (!out.flight.empty() && out.flight.back().second + 1 == f)
                out.flight.back().second = f;
            else
                out.flight.emplace_back(f, f);
        }
        reading.support[f] = side;
        reading.tracked[f] = 0;
    }
    // A step inside the cover is not read: one that starts before it is cut at the frame before.
    std::vector<Step> kept;
    for (Step s : reading.steps) {
        if (s.frames.first >= out.firstCovered)
            continue;
        s.frames.second = std::min(s.frames.second, out.firstCovered - 1);
        if (s.replanted && *s.replanted >= out.firstCovered)
            s.replanted.reset();
        kept.push_back(s);
    }
    reading.steps = std::move(kept);
    for (const SupportSpan& span : spansOf(reading.support, reading.tracked)) {
        Stride s;
        s.side = span.side;
        s.frames = span.frames;
        s.decidedBy = "contact keys";
        for (std::size_t f = span.frames.first; f <= span.frames.second; ++f) {
            if (keyed[f])
                ++s.decided;
            if (before[f] != span.side)
                ++s.otherReading;
        }
        out.strides.push_back(s);
    }
    if (out.firstCovered == n)
        out.firstCovered = 0;
    return out;
}

}  // namespace rigpose::legs::detail
