#include "rigpose/widgets/frame_times.h"

#include <algorithm>

namespace rigpose::widgets {

std::size_t frameShownAt(const std::vector<double>& times, double t)
{
    const auto it = std::upper_bound(times.begin(), times.end(), t);
    return it == times.begin() ? 0 : static_cast<std::size_t>(it - times.begin()) - 1;
}

std::size_t nearestFrame(const std::vector<double>& times, double t)
{
    if (times.empty())
        return 0;
    const auto it = std::lower_bound(times.begin(), times.end(), t);
    if (it == times.begin())
        return 0;
    if (it == times.end())
        return times.size() - 1;
    const std::size_t after = static_cast<std::size_t>(it - times.begin());
    return (*it - t) < (t - times[after - 1]) ? after : after - 1;
}

double lastFrameDuration(const std::vector<double>& times)
{
    if (times.size() < 2)
        return 1.0 / 24;
    std::vector<double> gaps(times.size() - 1);
    for (std::size_t i = 1; i < times.size(); ++i)
        gaps[i - 1] = times[i] - times[i - 1];
    std::nth_element(gaps.begin(), gaps.begin() + gaps.size() / 2, gaps.end());
    return gaps[gaps.size() / 2];
}

double clipEnd(const std::vector<double>& times)
{
    return times.empty() ? 1.0 : times.back() + lastFrameDuration(times);
}

}  // namespace rigpose::widgets
