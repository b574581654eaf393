// --leg-scale (ref #148): a leg segment drawn shorter than straight is swung toward or away from
// the camera, and a rig's bone of one length cannot show it; scaled along its own x axis by its
// picture length over its straight length it can. The straight length is the larger of the two
// sides' 95th percentiles for the segment, with the figure's size on screen taken out first
// (figure_scale.cpp). The keys land the scale targets set here (stage/solve_keys.cpp), so a bone
// under a scaled one is turned and scaled through its parent's posed axes.

#include "feet_context.h"

#include <algorithm>
#include <cmath>

#include "rigpose/map/aim.h"
#include "rigpose/rig/poser.h"

namespace rigpose::legs {

namespace {

using body::Joint;
constexpr std::array<Joint, 2> kHip{Joint::RHip, Joint::LHip};
constexpr std::array<Joint, 2> kAnkle{Joint::RAnkle, Joint::LAnkle};

struct Segment {
    std::size_t side = 0, link = 0;
    detail::Role role = detail::Role::None;
    std::vector<double> picture;  // px, the figure taken out
    double p95 = 0;
    int slot = -1;  // the bone's index among the mapped bones
    double setupLength = 0;
};

double axisLength(const rig::WorldTransform& w) { return std::hypot(w.a, w.c); }

// Runs of frames where `on` holds, inclusive.
std::vector<FrameRun> runsOf(const std::vector<char>& on)
{
    std::vector<FrameRun> out;
    for (std::size_t f = 0; f < on.size(); ++f)
        if (on[f]) {
            if (!out.empty() && out.back().second + 1 == f)
                out.back().second = f;
            else
                out.push_back({f, f});
        }
    return out;
}

}  // namespace

LegScale scaleLegs(const FeetContext& cx, const Feet& feet, stage::Targets& targets)
{
    LegScale out;
    out.min = cx.options.legScale->first;
    out.max = cx.options.legScale->second;
    const std::size_t n = targets.frames;
    out.figure = detail::figureScaleOf(cx.held, cx.frameTimes, cx.inPlace, cx.stop);
    const std::vector<double>& figure = out.figure.track;
    const stage::Legs legs = stage::legsOf(cx.map);
    const rig::Poser poser(cx.rig);
    const std::vector<rig::WorldTransform> setup = poser.setupWorld();
    std::vector<int> slotOf(cx.rig.bones.size(), -1);
    for (std::size_t b = 0; b < targets.bones.size(); ++b)
        slotOf[static_cast<std::size_t>(targets.bones[b].bone)] = static_cast<int>(b);

    std::vector<Segment> segs;
    for (std::size_t s = 0; s < 2; ++s) {
        const map::Chain& chain = *legs.chain[s];
        for (std::size_t k = 0; k < chain.bones.size(); ++k) {
            const detail::Role role = detail::roleOf(chain.joints[k], chain.joints[k + 1]);
            if (role == detail::Role::None)
                continue;
            Segment seg{s, k, role, std::vector<double>(n), 0, -1, 0};
            for (std::size_t f = 0; f < n; ++f)
                seg.picture[f] = (cx.held.point(chain.joints[k + 1], f) - cx.held.point(chain.joints[k], f)).norm() /
                                 figure[f];
            seg.p95 = detail::percentileOf(seg.picture, 0.95);
            const auto bone = static_cast<std::size_t>(chain.boneIndices[k]);
            seg.slot = slotOf[bone];
            seg.setupLength = cx.rig.bones[bone].length * axisLength(setup[bone]);
            segs.push_back(std::move(seg));
        }
    }
    throwIfStopped(cx.stop);

    // Each side's leg over its straight length on the frame, the figure taken out: a supporting
    // leg may follow its picture below the clamp's floor down to that (ref #95, #133), so the
    // plant does not hold its ankle under the floor; past it the hip is lifted instead.
    std::array<std::vector<double>, 2> legRatio;
    for (std::size_t s = 0; s < 2; ++s) {
        std::vector<double> leg(n);
        for (std::size_t f = 0; f < n; ++f)
            leg[f] = (cx.held.at[body::index(kAnkle[s])][f] - cx.held.at[body::index(kHip[s])][f]).norm() / figure[f];
        const double straight = detail::percentileOf(leg, 0.95);
        legRatio[s].resize(n);
        for (std::size_t f = 0; f < n; ++f)
            legRatio[s][f] = straight > 0 ? leg[f] / straight : 1;
    }
    const auto supports = [&](std::size_t s, std::size_t f) {
        return cx.options.plantFeet && f < feet.support.size() && feet.support[f] == static_cast<int>(s);
    };

    std::array<std::vector<char>, 2> supportHeld;
    for (auto& h : supportHeld)
        h.assign(n, 0);
    std::array<std::vector<double>, 2> supportAsked, supportBound;
    for (std::size_t s = 0; s < 2; ++s) {
        supportAsked[s].assign(n, 1e300);
        supportBound[s].assign(n, 1);
    }
    for (const Segment& seg : segs) {
        const map::Chain& chain = *legs.chain[seg.side];
        LegScaleSegment row;
        row.chain = chain.name;
        row.bone = chain.bones[seg.link];
        row.joints = {chain.joints[seg.link].name, chain.joints[seg.link + 1].name};
        row.side = static_cast<int>(seg.side);
        row.slot = seg.slot;
        row.setupLength = seg.setupLength;
        double straight = seg.p95;
        for (const Segment& other : segs)
            if (other.role == seg.role)
                straight = std::max(straight, other.p95);
        // Ref #225: a rig drawn with legs of different lengths still puts both ankles at the
        // picture's relative height: each segment is asked for the mean of the two sides' length.
        for (const Segment& other : segs)
            if (&other != &seg && other.role == seg.role && seg.setupLength > 0) {
                const double mean = (seg.setupLength + other.setupLength) / 2;
                if (std::abs(seg.setupLength - other.setupLength) > 1e-3 * mean)
                    row.weight = mean / seg.setupLength;
            }
        row.straight = straight;
        const double legLength = feet.legLength[seg.side];
        row.ofLegLength = legLength > 0 ? straight / legLength : 0;
        row.asked.resize(n);
        row.keyed.resize(n);
        std::vector<char> atMin(n, 0), atMax(n, 0);
        for (std::size_t f = 0; f < n; ++f) {
            const double ratio = straight > 0 ? seg.picture[f] / straight : 1;
            row.spreadMin = f ? std::min(row.spreadMin, ratio) : ratio;
            row.spreadMax = f ? std::max(row.spreadMax, ratio) : ratio;
            const double asked = row.asked[f] = ratio * row.weight;
            double lower = out.min;
            if (supports(seg.side, f))
                lower = std::min(lower, legRatio[seg.side][f]);
            const double keyed = row.keyed[f] = std::clamp(asked, lower, out.max);
            atMin[f] = keyed > asked;
            atMax[f] = keyed < asked;
            if (keyed > asked && supports(seg.side, f)) {
                supportHeld[seg.side][f] = 1;
                if (asked < supportAsked[seg.side][f]) {
                    supportAsked[seg.side][f] = asked;
                    supportBound[seg.side][f] = lower;
                }
            }
        }
        for (const auto& [limit, on] : {std::pair{"min", &atMin}, std::pair{"max", &atMax}})
            for (const FrameRun& r : runsOf(*on)) {
                ClampedRun c{r, limit, row.asked[r.first], row.asked[r.first]};
                for (std::size_t f = r.first; f <= r.second; ++f) {
                    c.askedMin = std::min(c.askedMin, row.asked[f]);
                    c.askedMax = std::max(c.askedMax, row.asked[f]);
                }
                row.clamped.push_back(c);
            }
        std::sort(row.clamped.begin(), row.clamped.end(),
                  [](const ClampedRun& a, const ClampedRun& b) { return a.frames.first < b.frames.first; });

        stage::ScaleTarget t;
        t.bone = chain.boneIndices[seg.link];
        t.what = "the " + row.bone + " at its picture length";
        t.lengths = row.keyed;
        t.keyed = true;
        targets.scales.push_back(std::move(t));
        out.segments.push_back(std::move(row));
    }

    // How far the clamps moved each ankle against the leg at its asked scale on every segment:
    // the leg's bones end to end, each along the world angle it is aimed at (y up).
    const auto ankleShift = [&](std::size_t s, std::size_t f) {
        double dy = 0;
        for (std::size_t i = 0; i < segs.size(); ++i) {
            if (segs[i].side != s || segs[i].slot < 0)
                continue;
            const double angle = targets.angles[f * targets.bones.size() + static_cast<std::size_t>(segs[i].slot)];
            dy += (out.segments[i].keyed[f] - out.segments[i].asked[f]) * segs[i].setupLength *
                  std::sin(angle * M_PI / 180);
        }
        return dy;
    };
    for (std::size_t s = 0; s < 2; ++s) {
        std::vector<char> freeClamped(n, 0);
        for (std::size_t i = 0; i < segs.size(); ++i)
            if (segs[i].side == s)
                for (std::size_t f = 0; f < n; ++f)
                    if (out.segments[i].keyed[f] != out.segments[i].asked[f] && !supports(s, f))
                        freeClamped[f] = 1;
        FreeMove move;
        move.side = static_cast<int>(s);
        move.rigLeg = feet.rigLeg[s];
        move.factor = cx.factor;
        move.dy.assign(n, 0.0);
        for (std::size_t f = 0; f < n; ++f)
            if (freeClamped[f])
                move.dy[f] = ankleShift(s, f);
        if (auto whole = movedWithin(move, {0, n ? n - 1 : 0}))
            out.free.push_back(std::move(*whole));
        for (const FrameRun& r : runsOf(supportHeld[s])) {
            SupportFloor floor{static_cast<int>(s), r, supportAsked[s][r.first], supportBound[s][r.first], 0};
            for (std::size_t f = r.first; f <= r.second; ++f) {
                if (supportAsked[s][f] < floor.asked) {
                    floor.asked = supportAsked[s][f];
                    floor.bound = supportBound[s][f];
                }
                floor.lifted = std::max(floor.lifted, -ankleShift(s, f));
            }
            out.support.push_back(floor);
        }
    }
    return out;
}

Eigen::Vector2d ankleMoved(const LegScale& l, const stage::Targets& targets, int side, std::size_t f, std::size_t at)
{
    Eigen::Vector2d out = Eigen::Vector2d::Zero();
    for (const LegScaleSegment& s : l.segments) {
        if (s.side != side || s.slot < 0)
            continue;
        const double angle = targets.angles[f * targets.bones.size() + static_cast<std::size_t>(s.slot)] * M_PI / 180;
        out += (s.keyed[at] - s.keyed[f]) * s.setupLength * Eigen::Vector2d(std::cos(angle), std::sin(angle));
    }
    return out;
}

std::optional<FreeMove> movedWithin(const FreeMove& move, const FrameRun& run)
{
    FreeMove out = move;
    out.count = 0;
    out.above.reset();
    out.below.reset();
    std::vector<char> on(move.dy.size(), 0);
    for (std::size_t f = run.first; f <= run.second && f < move.dy.size(); ++f) {
        if (move.dy[f] == 0)
            continue;
        on[f] = 1;
        ++out.count;
        std::optional<Offset>& side = move.dy[f] > 0 ? out.above : out.below;
        const double units = std::abs(move.dy[f]);
        if (!side || units > side->units)
            side = Offset{units, move.rigLeg > 0 ? units / move.rigLeg : 0, move.factor > 0 ? units / move.factor : 0};
    }
    if (!out.count)
        return std::nullopt;
    out.frames = runsOf(on);
    return out;
}

std::vector<ShearRow> readShear(const FeetContext& cx, const stage::Targets& targets, const stage::KeyTracks& keys)
{
    const std::size_t bones = cx.rig.bones.size();
    std::vector<char> scaled(bones, 0), under(bones, 0);
    for (const stage::KeyTracks::ScaleKeys& k : keys.scaleX)
        scaled[static_cast<std::size_t>(k.bone)] = 1;
    // The nearest scaled bone above each bone (rig bones come parents first).
    std::vector<int> scaledAbove(bones, -1);
    for (std::size_t b = 0; b < bones; ++b) {
        const int p = cx.rig.bones[b].parentIndex;
        if (p < 0)
            continue;
        const auto parent = static_cast<std::size_t>(p);
        scaledAbove[b] = scaled[parent] ? p : scaledAbove[parent];
        under[b] = scaledAbove[b] >= 0;
    }
    const rig::Poser poser(cx.rig);
    const std::vector<rig::WorldTransform> setup = poser.setupWorld();
    std::vector<ShearRow> rows;
    std::vector<std::size_t> rowOf(bones, 0);
    for (std::size_t b = 0; b < bones; ++b)
        if (scaled[b] || under[b]) {
            rowOf[b] = rows.size();
            ShearRow row;
            row.bone = cx.rig.bones[b].name;
            row.scaled = scaled[b];
            rows.push_back(row);
        }
    if (rows.empty())
        return rows;
    std::vector<rig::LocalPose> locals;
    std::vector<rig::WorldTransform> world;
    const auto length = [](double a, double c) { return std::hypot(a, c); };
    for (std::size_t f = 0; f < targets.frames; ++f) {
        throwIfStopped(cx.stop);
        stage::posedWorld(poser, targets, keys, f, locals, world);
        for (std::size_t b = 0; b < bones; ++b) {
            if (!scaled[b] && !under[b])
                continue;
            ShearRow& row = rows[rowOf[b]];
            const rig::WorldTransform& w = world[b];
            const rig::WorldTransform& s = setup[b];
            // The art's shear: how far its axes are from the angle they make at setup.
            const double now = std::atan2(w.a * w.d - w.b * w.c, w.a * w.b + w.c * w.d);
            const double was = std::atan2(s.a * s.d - s.b * s.c, s.a * s.b + s.c * s.d);
            const double shear = std::abs(map::wrapDegrees((now - was) * 180 / M_PI));
            const double x = length(w.a, w.c) / std::max(length(s.a, s.c), 1e-12);
            const double y = length(w.b, w.d) / std::max(length(s.b, s.d), 1e-12);
            if (shear > kShearShown) {
                if (!row.over.empty() && row.over.back().second + 1 == f)
                    row.over.back().second = f;
                else
                    row.over.push_back({f, f});
            }
            if (f == 0 || shear > row.shear) {
                row.shear = shear;
                row.frame = f;
            }
            row.xMin = f ? std::min(row.xMin, x) : x;
            row.xMax = f ? std::max(row.xMax, x) : x;
            row.yMin = f ? std::min(row.yMin, y) : y;
            row.yMax = f ? std::max(row.yMax, y) : y;
        }
    }
    // Where a bone shears, the scaled bone whose unequal axes it inherits (ref #240).
    for (std::size_t b = 0; b < bones; ++b)
        if ((scaled[b] || under[b]) && rows[rowOf[b]].shear >= 0.005 && scaledAbove[b] >= 0 &&
            cx.rig.bones[b].inherit == rig::Inherit::Normal)
            rows[rowOf[b]].fromParent = cx.rig.bones[static_cast<std::size_t>(scaledAbove[b])].name;
    return rows;
}

}  // namespace rigpose::legs
