// The pelvis track is smoothed as its own track (ref #288), not re-read from the hips.

#include <cmath>

#include "rigpose/clean/clean.h"

namespace rigpose::clean {

namespace {
// Into (-180, 180].
double wrapDegrees(double deg)
{
    double w = std::fmod(deg, 360.0);
    if (w <= -180.0)
        w += 360.0;
    else if (w > 180.0)
        w -= 360.0;
    return w;
}
}  // namespace

std::vector<std::optional<double>> smoothPelvisTilt(const std::vector<std::optional<double>>& tilt, int window,
                                                    bool loop)
{
    std::vector<std::optional<double>> out = tilt;
    if (window <= 1)
        return out;
    const long n = static_cast<long>(tilt.size());
    const long half = window / 2;
    std::vector<double> offsets, values;
    for (long f = 0; f < n; ++f) {
        if (!tilt[static_cast<std::size_t>(f)])
            continue;  // a null stays null
        const double centre = *tilt[static_cast<std::size_t>(f)];
        offsets.clear();
        values.clear();
        for (long d = -half; d <= half; ++d) {
            const long g = indexAt(f + d, n, loop);
            if (g < 0 || !tilt[static_cast<std::size_t>(g)])
                continue;
            // Unwrapped against the centre, so a track crossing ±180° is read as continuous.
            double v = *tilt[static_cast<std::size_t>(g)];
            v = centre + wrapDegrees(v - centre);
            offsets.push_back(static_cast<double>(d));
            values.push_back(v);
        }
        out[static_cast<std::size_t>(f)] = wrapDegrees(
            fitAtZero(offsets.data(), values.data(), static_cast<int>(values.size())));
    }
    return out;
}

}  // namespace rigpose::clean
