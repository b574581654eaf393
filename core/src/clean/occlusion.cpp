// Occlusion: a joint the detector did not see (or doubted) takes its 3-frame median.

#include "rigpose/clean/steps.h"
#include "rigpose/util/stop.h"

namespace rigpose::clean {

using sequence::JointState;

OcclusionResult replaceOccluded(const Tracks& in, const sequence::Sequence& seq, const std::string& id, bool loop,
                                double minScore, const std::stop_token& stop)
{
    OcclusionResult result{in, {}, 0};
    const long n = static_cast<long>(seq.frames.size());
    std::vector<const sequence::Person*> people(seq.frames.size());
    for (std::size_t f = 0; f < seq.frames.size(); ++f)
        people[f] = seq.frames[f].person(id);
    double xs[3], ys[3];
    for (std::size_t j = 0; j < body::kJointCount; ++j) {
        const Track& track = in[j];
        long runStart = -1;  // the first frame of the current run of doubted frames, or -1
        auto closeRun = [&](long f) {
            if (runStart >= 0)
                result.runs.push_back(
                    {static_cast<body::Joint>(j), static_cast<std::size_t>(runStart), static_cast<std::size_t>(f - 1)});
            runStart = -1;
        };
        for (long f = 0; f < n; ++f) {
            throwIfStopped(stop);
            const auto uf = static_cast<std::size_t>(f);
            const sequence::Person* person = people[uf];
            bool doubted = false;
            if (person && track.has[uf]) {
                const sequence::JointSample& s = person->joints[j];
                const bool seen = s.state == JointState::Observed || s.state == JointState::Inferred;
                doubted = !seen || (s.score && *s.score < minScore);
            }
            if (!doubted) {
                closeRun(f);
                continue;
            }
            int count = 0;
            for (long d = -1; d <= 1; ++d) {
                long g = indexAt(f + d, n, loop);
                if (g < 0 || !track.has[static_cast<std::size_t>(g)])
                    continue;
                xs[count] = track.at[static_cast<std::size_t>(g)].x();
                ys[count++] = track.at[static_cast<std::size_t>(g)].y();
            }
            result.tracks[j].at[uf] = Eigen::Vector2d(smallMedian(xs, count), smallMedian(ys, count));
            ++result.frames;
            if (runStart < 0)
                runStart = f;
        }
        closeRun(n);
    }
    return result;
}

}  // namespace rigpose::clean
