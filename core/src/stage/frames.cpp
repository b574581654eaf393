// Small helpers the guards share: a bone's target track, runs of frames, a run's seconds.

#include "rigpose/stage/frames.h"

#include <algorithm>
#include <cmath>

namespace rigpose::stage {

std::vector<double> targetTrack(const Targets& targets, std::size_t bone)
{
    std::vector<double> track(targets.frames);
    for (std::size_t f = 0; f < targets.frames; ++f)
        track[f] = targets.angles[f * targets.bones.size() + bone];
    return track;
}

void setTargetTrack(Targets& targets, std::size_t bone, const std::vector<double>& track)
{
    for (std::size_t f = 0; f < targets.frames; ++f)
        targets.angles[f * targets.bones.size() + bone] = track[f];
}

bool isAcrossBody(const map::Chain& chain, std::size_t link)
{
    const std::string& a = chain.joints[link].name;
    const std::string& b = chain.joints[link + 1].name;
    if (a.size() < 3 || a.size() != b.size() || a.substr(1) != b.substr(1) || a[1] != '_')
        return false;
    return (a[0] == 'r' && b[0] == 'l') || (a[0] == 'l' && b[0] == 'r');
}

double runSeconds(const std::vector<double>& frameTimes, std::size_t from, std::size_t to)
{
    if (frameTimes.empty())
        return 0;
    double end = 0;
    if (to + 1 < frameTimes.size())
        end = frameTimes[to + 1];
    else if (frameTimes.size() > 1)
        end = frameTimes[to] + (frameTimes[to] - frameTimes[to - 1]);
    else
        end = frameTimes[to];
    return end - frameTimes[from];
}

double medianOf(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

std::vector<std::pair<std::size_t, std::size_t>> runsOf(const std::vector<std::size_t>& frames, std::size_t gap)
{
    std::vector<std::pair<std::size_t, std::size_t>> runs;
    for (std::size_t f : frames) {
        if (!runs.empty() && f <= runs.back().second + gap + 1)
            runs.back().second = f;
        else
            runs.push_back({f, f});
    }
    return runs;
}

double percentile95(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    // Linear between the two nearest ranks (numpy's default).
    const double at = 0.95 * static_cast<double>(values.size() - 1);
    const auto lo = static_cast<std::size_t>(std::floor(at));
    const std::size_t hi = std::min(values.size() - 1, lo + 1);
    return values[lo] + (values[hi] - values[lo]) * (at - static_cast<double>(lo));
}

}  // namespace rigpose::stage
