#include "rigpose/widgets/dopesheet_layout.h"

#include <algorithm>
#include <cmath>

namespace rigpose::widgets {

int DopesheetLayout::rowAt(double y) const
{
    const double inContent = y + scroll - kTop;
    if (inContent < 0 || y < 0 || y >= height)
        return -1;
    const int row = static_cast<int>(std::floor(inContent / kRowPitch));
    return row < rows ? row : -1;
}

std::pair<int, int> DopesheetLayout::visibleRows() const
{
    const int first = std::clamp((scroll - kTop) / kRowPitch, 0, rows);
    const int last = std::clamp((scroll + height - kTop + kRowPitch - 1) / kRowPitch, first, rows);
    return {first, last};
}

std::pair<std::size_t, std::size_t> DopesheetLayout::keysShown(const std::vector<DopesheetKey>& keys,
                                                               double slack) const
{
    const double t0 = axis.toTime(axis.left - slack), t1 = axis.toTime(axis.left + axis.width + slack);
    const auto first = std::lower_bound(keys.begin(), keys.end(), t0,
                                        [](const DopesheetKey& k, double t) { return k.time < t; });
    const auto last = std::upper_bound(first, keys.end(), t1,
                                       [](double t, const DopesheetKey& k) { return t < k.time; });
    return {static_cast<std::size_t>(first - keys.begin()), static_cast<std::size_t>(last - keys.begin())};
}

std::optional<std::size_t> DopesheetLayout::keyNear(const std::vector<DopesheetKey>& keys, double x) const
{
    if (axis.span() <= 0)
        return std::nullopt;
    // Marks within reach lie between these times; keys are by time, so they are one run.
    const double t0 = axis.toTime(x - kHitRadius);
    auto it = std::lower_bound(keys.begin(), keys.end(), t0,
                               [](const DopesheetKey& k, double t) { return k.time < t; });
    std::optional<std::size_t> best;
    double bestDistance = kHitRadius;
    for (; it != keys.end() && keyX(*it) <= x + kHitRadius; ++it) {
        const double d = std::abs(keyX(*it) - x);
        if (d <= bestDistance) {
            best = static_cast<std::size_t>(it - keys.begin());
            bestDistance = d;
        }
    }
    return best;
}

std::optional<std::size_t> DopesheetLayout::holdAt(const std::vector<DopesheetHold>& holds, double x) const
{
    for (std::size_t i = 0; i < holds.size(); ++i)
        if (axis.toPixel(holds[i].from) <= x && x <= axis.toPixel(holds[i].to))
            return i;
    return std::nullopt;
}

}  // namespace rigpose::widgets
