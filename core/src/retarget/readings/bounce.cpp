// POSTURE bounce (ref #107): on each support span, how far the posed rig's hip, neck and head
// bob up and down against the pose's, once their slow rise and fall is taken out.

#include "rigpose/retarget/bounce.h"

#include <cmath>

#include "readings.h"

namespace rigpose::retarget::detail {

namespace {

// Below this a span's bob is taken as none (rig units): a ratio or a correlation would be noise.
constexpr double kHeldStill = 1e-9;

// v less its centred moving mean over ±half frames, the window cut at the clip's ends.
std::vector<double> detrended(const std::vector<double>& v, std::size_t half)
{
    const std::size_t n = v.size();
    std::vector<double> prefix(n + 1, 0.0);
    for (std::size_t i = 0; i < n; ++i)
        prefix[i + 1] = prefix[i] + v[i];
    std::vector<double> out(n);
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t lo = i > half ? i - half : 0, hi = std::min(n - 1, i + half);
        out[i] = v[i] - (prefix[hi + 1] - prefix[lo]) / static_cast<double>(hi - lo + 1);
    }
    return out;
}

BounceSeries compared(const std::vector<double>& reference, const std::vector<double>& rig, legs::FrameRun frames)
{
    const auto count = static_cast<double>(frames.second - frames.first + 1);
    double meanRef = 0, meanRig = 0;
    for (std::size_t f = frames.first; f <= frames.second; ++f) {
        meanRef += reference[f];
        meanRig += rig[f];
    }
    meanRef /= count;
    meanRig /= count;
    double varRef = 0, varRig = 0, cov = 0;
    for (std::size_t f = frames.first; f <= frames.second; ++f) {
        const double a = reference[f] - meanRef, b = rig[f] - meanRig;
        varRef += a * a;
        varRig += b * b;
        cov += a * b;
    }
    BounceSeries s;
    s.reference = std::sqrt(varRef / count);
    s.rig = std::sqrt(varRig / count);
    if (s.reference > kHeldStill)
        s.ratio = s.rig / s.reference;
    if (s.reference > kHeldStill && s.rig > kHeldStill)
        s.correlation = cov / std::sqrt(varRef * varRig);
    return s;
}

std::optional<Eigen::Vector2d> rigJoint(const map::Map& map, const rig::Rig& rig,
                                        std::span<const rig::WorldTransform> world, std::string_view joint)
{
    if (auto p = stage::rigJointStart(map, world, joint))
        return p;
    return stage::rigJointEnd(map, rig, world, joint);
}

bool mapsJoint(const map::Map& map, std::string_view joint)
{
    for (const map::Chain& chain : map.chains)
        for (const map::PosePoint& j : chain.joints)
            if (j.name == joint)
                return true;
    return false;
}

}  // namespace

BounceReading readBounce(const map::Map& map, const rig::Rig& rig, const HeldJoints& held, double factor,
                         const Targets& targets, const KeyTracks& keys, const std::vector<legs::SupportSpan>& supports,
                         const std::stop_token& stop)
{
    BounceReading out;
    const std::size_t n = targets.frames;
    if (n == 0)
        return out;
    const auto at = [&](body::Joint j) -> const std::vector<Eigen::Vector2d>& { return held.at[body::index(j)]; };
    const auto heldAll = [&](body::Joint j) { return at(j).size() == n; };
    // The head point above the neck: the eyes where the map carries both, else the nose.
    if (mapsJoint(map, "r_eye") && mapsJoint(map, "l_eye") && heldAll(body::Joint::REye) && heldAll(body::Joint::LEye))
        out.headPoint = "eyes";
    else if (mapsJoint(map, "nose") && heldAll(body::Joint::Nose))
        out.headPoint = "nose";
    if (!mapsJoint(map, "neck") || !heldAll(body::Joint::Neck) || !heldAll(body::Joint::RHip) ||
        !heldAll(body::Joint::LHip))
        return out;

    // The pose's heights in rig units, y up as the rig's world is; the rig's as posed.
    std::vector<double> refHip(n), refNeck(n), refHead(n), rigHip(n), rigNeck(n), rigHead(n);
    const rig::Poser poser(rig);
    std::vector<rig::LocalPose> locals;
    std::vector<rig::WorldTransform> world;
    bool headOnRig = !out.headPoint.empty();
    for (std::size_t f = 0; f < n; ++f) {
        throwIfStopped(stop);
        const auto up = [&](const Eigen::Vector2d& p) { return -p.y() * factor; };
        refHip[f] = up((at(body::Joint::RHip)[f] + at(body::Joint::LHip)[f]) / 2);
        refNeck[f] = up(at(body::Joint::Neck)[f]);
        posedWorld(poser, targets, keys, f, locals, world);
        const auto roots = thighRoots(map, world);
        rigHip[f] = roots ? ((*roots)[0] + (*roots)[1]).y() / 2
                          : world[static_cast<std::size_t>(map.translate->boneIndex)].origin().y();
        rigNeck[f] = rigJoint(map, rig, world, "neck").value_or(Eigen::Vector2d::Zero()).y();
        if (!headOnRig)
            continue;
        std::optional<Eigen::Vector2d> head;
        if (out.headPoint == "eyes") {
            const auto r = rigJoint(map, rig, world, "r_eye"), l = rigJoint(map, rig, world, "l_eye");
            if (r && l)
                head = (*r + *l) / 2;
            refHead[f] = up((at(body::Joint::REye)[f] + at(body::Joint::LEye)[f]) / 2) - refNeck[f];
        } else {
            head = rigJoint(map, rig, world, "nose");
            refHead[f] = up(at(body::Joint::Nose)[f]) - refNeck[f];
        }
        if (head)
            rigHead[f] = head->y() - rigNeck[f];
        else
            headOnRig = false;
    }
    if (!headOnRig)
        out.headPoint.clear();

    const std::size_t half = kBounceHalfWindow;
    const std::vector<double> hipRef = detrended(refHip, half), hipRig = detrended(rigHip, half);
    const std::vector<double> neckRef = detrended(refNeck, half), neckRig = detrended(rigNeck, half);
    const std::vector<double> headRef = detrended(refHead, half), headRig = detrended(rigHead, half);
    for (const legs::SupportSpan& s : supports) {
        BounceSpan span;
        span.side = s.side;
        span.frames = s.frames;
        span.hip = compared(hipRef, hipRig, s.frames);
        span.neck = compared(neckRef, neckRig, s.frames);
        if (!out.headPoint.empty())
            span.head = compared(headRef, headRig, s.frames);
        out.spans.push_back(std::move(span));
    }
    return out;
}

}  // namespace rigpose::retarget::detail
