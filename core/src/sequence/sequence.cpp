#include "rigpose/sequence/sequence.h"

#include <algorithm>

namespace rigpose::sequence {

namespace {
constexpr std::array<std::string_view, 4> kStateNames = {"missing", "observed", "occluded", "inferred"};
}

std::string_view stateName(JointState s) { return kStateNames[static_cast<std::size_t>(s)]; }

std::optional<JointState> stateFromName(std::string_view name)
{
    for (std::size_t i = 0; i < kStateNames.size(); ++i)
        if (kStateNames[i] == name)
            return static_cast<JointState>(i);
    return std::nullopt;
}

std::optional<Eigen::Vector2d> Person::point(body::DerivedPoint p) const
{
    auto [a, b] = body::derivedPointJoints(p);
    const JointSample& ja = joint(a);
    const JointSample& jb = joint(b);
    if (!ja.at || !jb.at)
        return std::nullopt;
    return Eigen::Vector2d((*ja.at + *jb.at) / 2.0);
}

std::optional<Segment> segmentFromName(std::string_view name)
{
    for (std::size_t i = 0; i < kSegmentCount; ++i)
        if (kSegmentNames[i] == name)
            return static_cast<Segment>(i);
    return std::nullopt;
}

std::array<body::Joint, 2> segmentJoints(Segment s)
{
    using body::Joint;
    switch (s) {
    case Segment::RUpperArm:
        return {Joint::RShoulder, Joint::RElbow};
    case Segment::RForearm:
        return {Joint::RElbow, Joint::RWrist};
    case Segment::RThigh:
        return {Joint::RHip, Joint::RKnee};
    case Segment::RShin:
        return {Joint::RKnee, Joint::RAnkle};
    case Segment::LUpperArm:
        return {Joint::LShoulder, Joint::LElbow};
    case Segment::LForearm:
        return {Joint::LElbow, Joint::LWrist};
    case Segment::LThigh:
        return {Joint::LHip, Joint::LKnee};
    case Segment::LShin:
        return {Joint::LKnee, Joint::LAnkle};
    }
    return {Joint::Neck, Joint::Neck};
}

std::string_view depthSourceName(DepthSource s) { return s == DepthSource::Derived ? "derived" : "measured"; }

const Person* Frame::person(std::string_view id) const
{
    for (const Person& p : people)
        if (p.id == id)
            return &p;
    return nullptr;
}

bool Sequence::hasPelvisTrack() const
{
    return !frames.empty() && std::any_of(frames.begin(), frames.end(), [](const Frame& f) { return f.hasPelvisTilt; });
}

bool Sequence::hasDepth() const
{
    return std::any_of(frames.begin(), frames.end(), [](const Frame& f) { return f.depth.has_value(); });
}

int Sequence::minorNeeded() const
{
    if (hasDepth())
        return 2;
    if (hasPelvisTrack() || pelvisSource)
        return 1;
    return 0;
}

std::vector<std::string> Sequence::personIds() const
{
    std::vector<std::string> ids;
    for (const Frame& f : frames)
        for (const Person& p : f.people)
            if (std::find(ids.begin(), ids.end(), p.id) == ids.end())
                ids.push_back(p.id);
    return ids;
}

std::optional<double> framesPerSecond(const Sequence& seq)
{
    if (seq.fps)
        return seq.fps;
    if (seq.frames.size() < 2)
        return std::nullopt;
    std::vector<double> rates;
    rates.reserve(seq.frames.size() - 1);
    for (std::size_t i = 1; i < seq.frames.size(); ++i) {
        double dt = seq.frames[i].t - seq.frames[i - 1].t;
        if (dt > 0)
            rates.push_back(1.0 / dt);
    }
    if (rates.empty())
        return std::nullopt;
    std::sort(rates.begin(), rates.end());
    std::size_t n = rates.size();
    return n % 2 ? rates[n / 2] : (rates[n / 2 - 1] + rates[n / 2]) / 2.0;
}

}  // namespace rigpose::sequence
