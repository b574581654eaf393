// FEET's lengths: each side's leg in the picture (median and straight), the rig's legs at setup,
// and every mapped leg segment's picture length over its straight length.

#include "legs.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "rigpose/rig/poser.h"

namespace rigpose::legs::detail {

namespace {

using body::Joint;
constexpr std::array<Joint, 2> kHip{Joint::RHip, Joint::LHip};
constexpr std::array<Joint, 2> kKnee{Joint::RKnee, Joint::LKnee};
constexpr std::array<Joint, 2> kAnkle{Joint::RAnkle, Joint::LAnkle};

std::vector<double> lengths(const std::vector<Eigen::Vector2d>& a, const std::vector<Eigen::Vector2d>& b)
{
    std::vector<double> out(a.size());
    for (std::size_t f = 0; f < a.size(); ++f)
        out[f] = (b[f] - a[f]).norm();
    return out;
}

}  // namespace

Role roleOf(const map::PosePoint& a, const map::PosePoint& b)
{
    const auto is = [](const map::PosePoint& p, const std::array<Joint, 2>& pair) {
        return p.joints[0] == p.joints[1] && (p.joints[0] == pair[0] || p.joints[0] == pair[1]);
    };
    const auto pairOf = [&](const map::PosePoint& p, const map::PosePoint& q, const std::array<Joint, 2>& x,
                            const std::array<Joint, 2>& y) { return (is(p, x) && is(q, y)) || (is(p, y) && is(q, x)); };
    if (pairOf(a, b, kHip, kKnee))
        return Role::Thigh;
    if (pairOf(a, b, kKnee, kAnkle))
        return Role::Shin;
    if (pairOf(a, b, kHip, kAnkle))
        return Role::Leg;
    return Role::None;
}

namespace {

// An ankle the detector scored low is held at its last good place (HOLD), which a foot in the
// air would read as planted for the whole run: the support reads it moving straight from its
// last good place to its next one instead. Before the first good frame and after the last it is
// held. The lengths and the jumps keep the held track.
std::vector<Eigen::Vector2d> bridged(const std::vector<Eigen::Vector2d>& held, const std::vector<char>& good)
{
    std::vector<Eigen::Vector2d> out = held;
    std::optional<std::size_t> last;
    for (std::size_t f = 0; f < out.size() && f < good.size(); ++f) {
        if (!good[f])
            continue;
        if (last && f > *last + 1)
            for (std::size_t g = *last + 1; g < f; ++g) {
                const double w = static_cast<double>(g - *last) / static_cast<double>(f - *last);
                out[g] = (1 - w) * held[*last] + w * held[f];
            }
        last = f;
    }
    return out;
}

}  // namespace

LegTracks withBridgedAnkles(const LegTracks& tracks)
{
    LegTracks out = tracks;
    for (std::size_t s = 0; s < 2; ++s)
        if (out.ankleBridged[s].size() == out.ankle[s].size())
            out.ankle[s] = out.ankleBridged[s];
    return out;
}

double medianOf(std::vector<double> values) { return percentileOf(std::move(values), 0.5); }

double percentileOf(std::vector<double> values, double p)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const double at = p * static_cast<double>(values.size() - 1);
    const auto lo = static_cast<std::size_t>(std::floor(at));
    const std::size_t hi = std::min(values.size() - 1, lo + 1);
    return values[lo] + (values[hi] - values[lo]) * (at - static_cast<double>(lo));
}

LegTracks legTracks(const stage::HeldJoints& held, const std::vector<double>& frameTimes, bool inPlace,
                    const std::stop_token& stop)
{
    LegTracks t;
    t.stop = stop;
    t.times = frameTimes;
    t.inPlace = inPlace;
    for (std::size_t s = 0; s < 2; ++s) {
        t.hip[s] = held.at[body::index(kHip[s])];
        t.knee[s] = held.at[body::index(kKnee[s])];
        t.ankle[s] = held.at[body::index(kAnkle[s])];
        t.ankleBridged[s] = bridged(t.ankle[s], held.good[body::index(kAnkle[s])]);
    }
    t.midHip.resize(frameTimes.size());
    for (std::size_t f = 0; f < frameTimes.size(); ++f)
        t.midHip[f] = (t.hip[0][f] + t.hip[1][f]) / 2;
    return t;
}

void readLengths(const map::Map& map, const stage::HeldJoints& held, const LegTracks& tracks, Feet& feet)
{
    for (std::size_t s = 0; s < 2; ++s) {
        throwIfStopped(tracks.stop);
        const std::vector<double> leg = lengths(tracks.hip[s], tracks.ankle[s]);
        feet.legLength[s] = medianOf(leg);
        feet.straight[s] = percentileOf(leg, 0.95);
    }
    feet.meanLegLength = (feet.legLength[0] + feet.legLength[1]) / 2;

    // Each segment's straight length is the larger of the two sides' 95th percentiles for its role
    // (ref #148), so a leg the picture never straightens is still read against the other's.
    const stage::Legs legs = stage::legsOf(map);
    struct Seg {
        const map::Chain* chain;
        std::size_t link;
        Role role;
        std::vector<double> picture;
        double p95 = 0;
    };
    std::vector<Seg> segs;
    for (std::size_t s = 0; s < 2; ++s) {
        const map::Chain* chain = legs.chain[s];
        if (!chain)
            continue;
        for (std::size_t k = 0; k + 1 < chain->joints.size(); ++k) {
            const map::PosePoint& a = chain->joints[k];
            const map::PosePoint& b = chain->joints[k + 1];
            std::vector<double> picture(tracks.frames());
            for (std::size_t f = 0; f < picture.size(); ++f)
                picture[f] = (held.point(b, f) - held.point(a, f)).norm();
            throwIfStopped(tracks.stop);
            const double p95 = percentileOf(picture, 0.95);
            segs.push_back({chain, k, roleOf(a, b), std::move(picture), p95});
        }
    }
    for (const Seg& seg : segs) {
        SegmentRatio r;
        r.chain = seg.chain->name;
        r.bone = seg.chain->bones[seg.link];
        r.joints = {seg.chain->joints[seg.link].name, seg.chain->joints[seg.link + 1].name};
        throwIfStopped(tracks.stop);
        double straight = seg.p95;
        if (seg.role != Role::None)
            for (const Seg& other : segs)
                if (&other != &seg && other.role == seg.role)
                    straight = std::max(straight, other.p95);
        if (seg.picture.empty() || !(straight > 0)) {
            r.why = "its picture length is 0 on every frame";
        } else {
            std::vector<double> ratio(seg.picture.size());
            for (std::size_t f = 0; f < ratio.size(); ++f)
                ratio[f] = seg.picture[f] / straight;
            r.straight = straight;
            r.min = *std::min_element(ratio.begin(), ratio.end());
            r.max = *std::max_element(ratio.begin(), ratio.end());
            r.median = medianOf(std::move(ratio));
        }
        feet.segments.push_back(std::move(r));
    }
}

std::array<double, 2> rigLegs(const map::Map& map, const rig::Rig& rig)
{
    const rig::Poser poser(rig);
    const std::vector<rig::WorldTransform> setup = poser.setupWorld();
    std::array<double, 2> out{};
    // The thigh roots, read off the leg chains (a pelvis chain also starts at a hip).
    const auto roots = stage::thighRoots(map, setup);
    const char* ankles[2] = {"r_ankle", "l_ankle"};
    for (std::size_t s = 0; s < 2; ++s) {
        const auto b = stage::rigJointEnd(map, rig, setup, ankles[s]);
        if (roots && b)
            out[s] = (*b - (*roots)[s]).norm();
    }
    return out;
}

}  // namespace rigpose::legs::detail
