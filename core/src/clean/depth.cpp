// Derived depth: the ratio of each limb segment's drawn length to its rest length, and the sign
// a body lends it (ref #281, #336).

#include "rigpose/clean/depth.h"

#include <algorithm>
#include <cmath>

#include "rigpose/util/number_format.h"
#include "rigpose/util/stop.h"

namespace rigpose::clean {

using body::Joint;
using sequence::Segment;

std::string_view gaitName(Gait g) { return g == Gait::Walk ? "walk" : "run"; }

std::optional<Gait> gaitFromName(std::string_view name)
{
    if (name == "walk")
        return Gait::Walk;
    if (name == "run")
        return Gait::Run;
    return std::nullopt;
}

SegmentKind kindOf(Segment s)
{
    switch (s) {
    case Segment::RUpperArm:
    case Segment::LUpperArm:
        return SegmentKind::UpperArm;
    case Segment::RForearm:
    case Segment::LForearm:
        return SegmentKind::Forearm;
    case Segment::RThigh:
    case Segment::LThigh:
        return SegmentKind::Thigh;
    default:
        return SegmentKind::Shin;
    }
}

double percentile95(std::vector<double>& values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const std::size_t rank = static_cast<std::size_t>(std::ceil(0.95 * static_cast<double>(values.size())));
    return values[std::max<std::size_t>(rank, 1) - 1];
}

namespace {

constexpr std::size_t kSegments = sequence::kSegmentCount;

Segment segmentAt(std::size_t i) { return static_cast<Segment>(i); }

std::optional<double> drawnLength(const sequence::Person& p, Segment s)
{
    const auto [near, far] = sequence::segmentJoints(s);
    if (!p.joint(near).at || !p.joint(far).at)
        return std::nullopt;
    return (*p.joint(far).at - *p.joint(near).at).norm();
}

// Which way the trunk faces: the subject's left drawn right of its right means it faces the
// camera. The width is the mean over the pairs drawn (shoulders, hips), in trunk lengths.
Facing facingOf(const sequence::Person& p, double trunk)
{
    double width = 0;
    int pairs = 0;
    for (auto [r, l] : {std::pair{Joint::RShoulder, Joint::LShoulder}, std::pair{Joint::RHip, Joint::LHip}}) {
        if (p.joint(r).at && p.joint(l).at) {
            width += p.joint(l).at->x() - p.joint(r).at->x();
            ++pairs;
        }
    }
    if (pairs == 0 || trunk <= 0)
        return Facing::Unread;
    width /= pairs;
    if (std::abs(width) < kSideOnWidth * trunk)
        return Facing::SideOn;
    return width > 0 ? Facing::Toward : Facing::Away;
}

// +1 where a foreshortened segment of this kind leans the way the trunk faces, -1 the other way
// (the table of ref #281/#336). `ownThigh` and `otherThigh` are the ratios of the segment's own side's thigh
// and the other side's (1 where not drawn: not foreshortened).
int leansForward(SegmentKind kind, double ownThigh, double otherThigh)
{
    switch (kind) {
    case SegmentKind::Thigh:
        return +1;  // hips bend far forward, and backward only inside the band
    case SegmentKind::Shin:
        return -1;  // knees bend one way: the shin goes behind, walking or running
    case SegmentKind::Forearm:
        return +1;  // elbows close toward the front: a bent forearm points ahead
    case SegmentKind::UpperArm:
        // Arms swing against the legs: this arm is behind when its own side's thigh is the
        // shorter-drawn one, ahead otherwise (shoulders mostly raise an arm forward).
        return ownThigh < otherThigh ? -1 : +1;
    }
    return 0;
}

}  // namespace

DerivedDepth deriveDepth(const sequence::Sequence& seq, const std::string& id, double trunk,
                         const std::stop_token& stop)
{
    DerivedDepth out;
    const std::size_t n = seq.frames.size();

    // Rest lengths: per kind, each side's 95th percentile over the clip, the larger side's.
    std::array<std::vector<double>, kSegments> lengths;
    for (const sequence::Frame& f : seq.frames) {
        throwIfStopped(stop);
        if (const sequence::Person* p = f.person(id))
            for (std::size_t s = 0; s < kSegments; ++s)
                if (auto len = drawnLength(*p, segmentAt(s)))
                    lengths[s].push_back(*len);
    }
    for (std::size_t s = 0; s < kSegments; ++s) {
        const std::size_t kind = static_cast<std::size_t>(kindOf(segmentAt(s)));
        out.summary.rest[kind] = std::max(out.summary.rest[kind], percentile95(lengths[s]));
    }

    out.frames.assign(n, sequence::FrameDepth{});
    out.facing.assign(n, Facing::Unread);
    for (std::size_t i = 0; i < n; ++i) {
        throwIfStopped(stop);
        const sequence::Person* p = seq.frames[i].person(id);
        if (!p) {
            ++out.summary.unread;
            continue;
        }
        const Facing facing = facingOf(*p, trunk);
        out.facing[i] = facing;
        DepthSummary& sum = out.summary;
        (facing == Facing::Toward   ? sum.facing
         : facing == Facing::Away   ? sum.facingAway
         : facing == Facing::SideOn ? sum.sideOn
                                    : sum.unread)++;

        std::array<std::optional<double>, kSegments> ratio;
        for (std::size_t s = 0; s < kSegments; ++s) {
            const double rest = sum.rest[static_cast<std::size_t>(kindOf(segmentAt(s)))];
            if (auto len = drawnLength(*p, segmentAt(s)); len && rest > 0)
                ratio[s] = *len / rest;
        }
        const double rThigh = ratio[static_cast<std::size_t>(Segment::RThigh)].value_or(1.0);
        const double lThigh = ratio[static_cast<std::size_t>(Segment::LThigh)].value_or(1.0);
        const int forward = facing == Facing::Toward ? +1 : facing == Facing::Away ? -1 : 0;

        for (std::size_t s = 0; s < kSegments; ++s) {
            if (!ratio[s])
                continue;
            const bool right = s < kSegments / 2;
            sequence::SegmentDepth d;
            // Rounded as the writer will write it, so the band decides on the number in the file.
            d.ratio = roundTo(*ratio[s], 4);
            d.source = sequence::DepthSource::Derived;
            if (d.ratio < kFlatRatio)
                d.sign = forward * leansForward(kindOf(segmentAt(s)), right ? rThigh : lThigh, right ? lThigh : rThigh);
            (d.sign > 0 ? sum.toward : d.sign < 0 ? sum.away : sum.flat)++;
            out.frames[i][s] = d;
        }
    }
    return out;
}

}  // namespace rigpose::clean
