#include "rigpose/widgets/series_decimation.h"

#include <algorithm>

namespace rigpose::widgets {

QList<QPointF> decimateSeries(const std::vector<double>& times, const std::vector<std::optional<double>>& values,
                              double t0, double t1, int buckets)
{
    QList<QPointF> out;
    const std::size_t n = std::min(times.size(), values.size());
    if (n == 0 || buckets <= 0 || t1 <= t0)
        return out;
    std::size_t first = static_cast<std::size_t>(
        std::lower_bound(times.begin(), times.begin() + static_cast<std::ptrdiff_t>(n), t0) - times.begin());
    std::size_t last = static_cast<std::size_t>(
        std::upper_bound(times.begin(), times.begin() + static_cast<std::ptrdiff_t>(n), t1) - times.begin());
    first = first > 0 ? first - 1 : 0;
    last = std::min(n, last + 1);
    if (last - first <= static_cast<std::size_t>(2 * buckets)) {
        for (std::size_t i = first; i < last; ++i)
            if (values[i])
                out.append(QPointF(times[i], *values[i]));
        return out;
    }
    const double width = (t1 - t0) / buckets;
    std::size_t i = first;
    while (i < last) {
        const long bucket = static_cast<long>((times[i] - t0) / width);
        std::optional<std::size_t> low, high;
        std::size_t j = i;
        for (; j < last && static_cast<long>((times[j] - t0) / width) == bucket; ++j) {
            if (!values[j])
                continue;
            if (!low || *values[j] < *values[*low])
                low = j;
            if (!high || *values[j] > *values[*high])
                high = j;
        }
        if (low && high) {
            const std::size_t a = std::min(*low, *high), b = std::max(*low, *high);
            out.append(QPointF(times[a], *values[a]));
            if (b != a)
                out.append(QPointF(times[b], *values[b]));
        }
        i = j;
    }
    return out;
}

}  // namespace rigpose::widgets
