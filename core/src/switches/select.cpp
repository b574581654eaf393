// Which set shows on which frames: per group of competing sets, the nearest within the
// tolerance; a shown set held through a short excursion (bridged) until it stays past the leave
// hysteresis for the minimum; then every run shorter than the minimum dropped for the base art.

#include "rigpose/switches/switches.h"
#include "runs_where.h"

#include <limits>

namespace rigpose::switches {

namespace {

constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();

struct GroupSelection {
    const SelectionInput& in;
    const std::vector<std::size_t>& group;
    std::size_t frames;

    bool candidate(std::size_t s, std::size_t f) const { return in.distance[s][f] <= in.tolerance && in.turnOk[s][f]; }
    // Past the leave threshold. A frame whose drawing turned past the tolerance is no candidate
    // (the set cannot enter there) but is held like any frame past the tolerance (ref #355).
    bool gone(std::size_t s, std::size_t f) const { return in.distance[s][f] > in.tolerance + kLeaveHysteresis; }

    std::vector<std::size_t> nearest() const
    {
        std::vector<std::size_t> out(frames, kNone);
        for (std::size_t f = 0; f < frames; ++f)
            for (std::size_t s : group)  // map order: a tie keeps the earlier set
                if (candidate(s, f) && (out[f] == kNone || in.distance[s][f] < in.distance[out[f]][f]))
                    out[f] = s;
        return out;
    }

    std::vector<std::size_t> active(const std::vector<std::size_t>& near) const
    {
        std::vector<std::size_t> out(frames, kNone);
        std::size_t a = kNone;
        for (std::size_t f = 0; f < frames;) {
            const std::size_t n = near[f];
            if (a == kNone || (n != kNone && n != a && in.distance[n][f] < in.distance[a][f])) {
                a = n;
            } else if (gone(a, f)) {
                // The excursion: frames on which it stays past the threshold and no other set enters.
                std::size_t e = f;
                while (e + 1 < frames && gone(a, e + 1) && near[e + 1] == kNone)
                    ++e;
                // It returns when the clip goes on and no other set takes the next frame.
                const bool returns = e + 1 < frames && (near[e + 1] == kNone || near[e + 1] == a);
                if (returns && runSeconds(in.frameTimes, {f, e}) < in.minSeconds) {
                    for (std::size_t g = f; g <= e; ++g)
                        out[g] = a;  // bridged: the set holds across
                    f = e + 1;
                    continue;
                }
                a = n;
            }
            out[f] = a;
            ++f;
        }
        return out;
    }
};

}  // namespace

double runSeconds(const std::vector<double>& frameTimes, const Run& run)
{
    const std::size_t next = run.second + 1 < frameTimes.size() ? run.second + 1 : run.second;
    return frameTimes[next] - frameTimes[run.first];
}

Selection select(const SelectionInput& in)
{
    const std::size_t sets = in.distance.size();
    const std::size_t frames = in.frameTimes.size();
    Selection out;
    out.spans.resize(sets);
    out.runs.resize(sets);
    for (const std::vector<std::size_t>& group : in.groups) {
        const GroupSelection g{in, group, frames};
        const std::vector<std::size_t> near = g.nearest();
        const std::vector<std::size_t> active = g.active(near);
        for (std::size_t s : group) {
            std::vector<char> isNearest(frames), isTurned(frames), isActive(frames);
            for (std::size_t f = 0; f < frames; ++f) {
                isNearest[f] = near[f] == s;
                isTurned[f] = in.distance[s][f] <= in.tolerance && !in.turnOk[s][f];
                isActive[f] = active[f] == s;
            }
            out.runs[s].nearest = runsWhere(isNearest);
            out.runs[s].turned = runsWhere(isTurned);
            for (const Run& run : runsWhere(isActive))
                (runSeconds(in.frameTimes, run) < in.minSeconds ? out.runs[s].suppressed : out.spans[s]).push_back(run);
        }
    }
    return out;
}

}  // namespace rigpose::switches
