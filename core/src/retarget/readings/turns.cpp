// TURN: a line across the body (the hips, the shoulders, the eyes) drawn under kTurnFraction of
// its median length, or the other way round from how it usually lies, for at least
// kEndOnSeconds: the body or the head turned. Read off the pose whether or not the map uses the
// line. "The other way round": its x component has the opposite sign to the median of its x
// components over the clip. Frames where either joint is missing or scored under --min-score say
// nothing; runs join across one-frame gaps, as END-ON's do.

#include "readings.h"

#include <cmath>

namespace rigpose::retarget::detail {

std::vector<TurnRun> readTurns(const sequence::Sequence& seq, const std::string& person, double minScore,
                               const std::vector<double>& frameTimes, const std::stop_token& stop)
{
    struct Line {
        const char* name;
        body::Joint a, b;
    };
    const Line lines[] = {{"hip", body::Joint::RHip, body::Joint::LHip},
                          {"shoulder", body::Joint::RShoulder, body::Joint::LShoulder},
                          {"eye", body::Joint::REye, body::Joint::LEye}};
    std::vector<TurnRun> out;
    const std::size_t n = seq.frames.size();
    for (const Line& line : lines) {
        std::vector<std::optional<Eigen::Vector2d>> v(n);
        std::vector<double> lengths, xs;
        for (std::size_t f = 0; f < n; ++f) {
            throwIfStopped(stop);
            const sequence::Person* p = seq.frames[f].person(person);
            if (!p)
                continue;
            const sequence::JointSample &a = p->joint(line.a), &b = p->joint(line.b);
            if (!a.placed() || !b.placed() || (a.score && *a.score < minScore) || (b.score && *b.score < minScore))
                continue;
            v[f] = *b.at - *a.at;
            lengths.push_back(v[f]->norm());
            xs.push_back(v[f]->x());
        }
        const double median = medianOf(lengths);
        if (!(median > 0))
            continue;
        const double usual = medianOf(xs);
        const int way = usual > 0 ? 1 : usual < 0 ? -1 : 0;
        std::vector<std::size_t> flagged;
        for (std::size_t f = 0; f < n; ++f) {
            throwIfStopped(stop);
            if (v[f] && (v[f]->norm() < kTurnFraction * median || (way != 0 && v[f]->x() * way < 0)))
                flagged.push_back(f);
        }
        for (const auto& [from, to] : runsOf(flagged, 1)) {
            const double seconds = runSeconds(frameTimes, from, to);
            if (seconds < kEndOnSeconds - 1e-9)
                continue;
            TurnRun run;
            run.line = line.name;
            run.joints = {std::string(body::name(line.a)), std::string(body::name(line.b))};
            run.from = from;
            run.to = to;
            run.seconds = seconds;
            run.minFraction = 1e300;
            for (std::size_t f = from; f <= to; ++f)
                if (v[f]) {
                    run.minFraction = std::min(run.minFraction, v[f]->norm() / median);
                    run.reversed |= way != 0 && v[f]->x() * way < 0;
                }
            out.push_back(std::move(run));
        }
    }
    return out;
}

}  // namespace rigpose::retarget::detail
